// Serves the static export (out/) the way a static host would, with the CORS header a host
// would be configured to send. Used by the browser tests and for trying the export locally:
//   npm run serve:static -- --port 8080 [--dir out]
import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileType } from '../lib/site/file-types';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.gz': 'application/gzip',
};

function decodedPath(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
}

/**
 * The type a host sends: the exact-path list first (lib/site/file-types.ts, what the export's
 * `_headers` file tells a static host: the api-catalog has no extension, a JSON Feed is not
 * plain JSON), then the extension.
 */
function contentType(urlPath: string, file: string): string {
  const exact = fileType(decodedPath(urlPath) ?? '');
  return exact ?? TYPES[path.extname(file)] ?? 'application/octet-stream';
}

function fileFor(root: string, urlPath: string): string | undefined {
  const decoded = decodedPath(urlPath);
  if (decoded === undefined) return undefined;
  const candidate = path.resolve(root, `.${decoded}`);
  // Never serve anything outside the export folder.
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return undefined;
  for (const file of [candidate, path.join(candidate, 'index.html'), `${candidate}.html`]) {
    try {
      if (statSync(file).isFile()) return file;
    } catch {
      // try the next form
    }
  }
  return undefined;
}

export function serveStatic(dir: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const root = path.resolve(dir);
  const server = createServer((request, response) => {
    const file = fileFor(root, request.url ?? '/');
    const headers = { 'Access-Control-Allow-Origin': '*' };
    if (!file) {
      const notFound = fileFor(root, '/404.html');
      response.writeHead(404, { ...headers, 'Content-Type': TYPES['.html']! });
      if (notFound) createReadStream(notFound).pipe(response);
      else response.end('Not found');
      return;
    }
    response.writeHead(200, { ...headers, 'Content-Type': contentType(request.url ?? '/', file) });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

function arg(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

if (process.argv[1] && /serve-static\.ts$/.test(process.argv[1])) {
  const dir = arg('dir') ?? 'out';
  const port = Number(arg('port') ?? process.env.PORT ?? 8080);
  void serveStatic(dir, port, arg('host') ?? '127.0.0.1').then(() => console.log(`Serving ${dir}/ on http://127.0.0.1:${port}/`));
}
