import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { contentTypeOf } from '@/lib/http/file-types';
import { answerEveryRequest } from '@/lib/http/node/every-request';

/**
 * A folder served as a plain static host would, with no rule of `npm start`: no language redirect
 * at `/`, no `_headers`, only files, `Access-Control-Allow-Origin: *` and 404.html for a missing path.
 */
export function serveStatic(dir: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const root = path.resolve(dir);
  const files = sirv(root, {
    dev: true,
    etag: true,
    setHeaders: (res, pathname) => {
      const type = contentTypeOf(pathname);
      if (type) res.setHeader('Content-Type', type);
    },
  });
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    files(req, res, () => {
      let page: Buffer | null = null;
      try {
        page = readFileSync(path.join(root, '404.html'));
      } catch {
        // no 404 page: plain text
      }
      res.writeHead(404, { 'Content-Type': page ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8' });
      res.end(page ?? 'Not found\n');
    });
  });
  answerEveryRequest(server);
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
