import { lstatSync, statSync, type Stats } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import { methodNotAllowed, notFoundAt, preflight } from '@/lib/http/api-answer';
import { etagOf, notModified, singleRange } from '@/lib/http/conditional';
import { parseHeadersFile, type HeaderRule } from '@/lib/http/header-rules';
import { PAGE_METHODS, siteAnswer, type GeoLanguage, type SiteAnswer, type SiteFiles } from '@/lib/http/site-answer';
import { API_PREFIX } from '@/lib/urls';
import { answerEveryRequest } from './every-request';
import { fileCache } from './file-cache';
import { currentCopy, readWhole } from './file-read';
import { siteHeaders, type Headers } from './site-headers';
import { sirvHandOff } from './sirv-handoff';

/** `npm start`: the built site (out/) over HTTP, with the few rules a static host cannot express. */
export interface SiteServerOptions {
  readonly dir: string;
}

function geoOf(text: string): GeoLanguage | null {
  const doc = JSON.parse(text) as { by_country?: unknown; default?: unknown };
  if (typeof doc.default !== 'string' || typeof doc.by_country !== 'object' || doc.by_country === null) return null;
  return { by_country: doc.by_country as Record<string, string>, default: doc.default };
}

/** Files up to this size are read in one go and sent whole; larger ones are streamed by sirv. */
const WHOLE_FILE_MAX = 256 * 1024;

function applyHeaders(res: ServerResponse, headers: Headers): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

function end(res: ServerResponse, status: number, headers: Headers, body?: string | Buffer): void {
  applyHeaders(res, headers);
  res.statusCode = status;
  res.end(body);
}

function sendResponse(res: ServerResponse, response: Response, base: Headers): void {
  applyHeaders(res, base);
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.statusCode = response.status;
  void response.text().then((body) => void res.end(body));
}

export function createSiteServer({ dir }: SiteServerOptions): Server {
  const root = path.resolve(dir);
  const abs = (sitePath: string) => path.join(root, ...sitePath.split('/').filter(Boolean));
  const headers = siteHeaders(fileCache<HeaderRule[]>(path.join(root, '_headers'), parseHeadersFile, []));
  const geo = fileCache<GeoLanguage | null>(path.join(root, 'api', 'v1', 'geo-language.json'), geoOf, null);
  const handOff = sirvHandOff(root);
  const compress = compression();
  const notFoundPages = new Map<string, () => Buffer | null>();

  // The last file looked at: the answer to a request is decided and sent in one go.
  let lastLook: { path: string; stats: Stats } | null = null;
  const files: SiteFiles = {
    kind(sitePath) {
      try {
        // lstat: a link inside out/ is never followed to somewhere else.
        const stats = lstatSync(abs(sitePath));
        lastLook = { path: sitePath, stats };
        // `x.json/` names a folder: never the file x.json.
        if (sitePath.endsWith('/')) return stats.isDirectory() ? 'dir' : null;
        return stats.isFile() ? 'file' : stats.isDirectory() ? 'dir' : null;
      } catch {
        return null;
      }
    },
  };

  function sendFile(req: IncomingMessage, res: ServerResponse, answer: Extract<SiteAnswer, { kind: 'file' }>): void {
    let stats: Stats;
    try {
      stats = lastLook?.path === answer.file && lastLook.stats.isFile() ? lastLook.stats : statSync(abs(answer.file));
    } catch {
      // Gone between the look and the read (a market refresh renaming): as if never there.
      return sendNotFound(res, answer.file.startsWith(API_PREFIX) ? { kind: 'api-not-found', path: answer.file } : null);
    }
    const fromRules = headers.forPath(answer.headerPath);
    const etag = etagOf(stats.size, stats.mtime);
    applyHeaders(res, headers.forFile(answer.file, answer.headerPath));
    if (answer.extra)
      applyHeaders(res, { ...answer.extra, Vary: `${answer.extra.Vary ?? ''}${answer.extra.Vary ? ', ' : ''}Accept-Encoding` });
    applyHeaders(res, headers.forPage(answer.file, abs(answer.file), stats, fromRules));
    res.setHeader('ETag', etag);
    if (notModified(req.headers, etag, stats.mtime)) return end(res, 304, {});
    const range = singleRange(req.headers.range, stats.size);
    if (range) req.headers.range = range;
    else delete req.headers.range;
    const copy = req.headers.range ? null : currentCopy(abs(answer.file), stats, req.headers['accept-encoding']);
    if (copy) res.setHeader('Content-Encoding', copy.encoding);
    if (!req.headers.range && !copy && stats.size <= WHOLE_FILE_MAX && res.hasHeader('Content-Type')) {
      const body = req.method === 'HEAD' ? Buffer.alloc(0) : readWhole(abs(answer.file), stats.size);
      if (body) {
        res.setHeader('Content-Length', stats.size);
        return end(res, 200, { 'Last-Modified': stats.mtime.toUTCString() }, body);
      }
    }
    handOff(req, res, copy ? answer.file + copy.suffix : answer.file, copy !== null, () => sendNotFound(res, null));
  }

  function notFoundBody(file: string): Buffer | null {
    let read = notFoundPages.get(file);
    if (!read) {
      read = fileCache<Buffer | null>(abs(file), (text) => Buffer.from(text, 'utf8'), null);
      notFoundPages.set(file, read);
    }
    return read();
  }

  function sendNotFound(res: ServerResponse, answer: SiteAnswer | null): void {
    if (answer?.kind === 'api-not-found') return sendResponse(res, notFoundAt(answer.path), headers.forPath(API_PREFIX));
    const page = answer?.kind === 'not-found-page' ? answer : { file: '/404.html', headerPath: '/404.html' };
    const body = notFoundBody(page.file);
    let policy: Headers = {};
    try {
      policy = headers.forPage(page.file, abs(page.file), statSync(abs(page.file)), {});
    } catch {
      // no 404 page built: plain text below
    }
    const type = body ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8';
    end(
      res,
      404,
      { ...headers.forPath(page.headerPath), ...policy, 'Cache-Control': 'no-cache', 'Content-Type': type },
      body ?? 'Not found\n',
    );
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    // A look from an earlier request may describe an older version of the file.
    lastLook = null;
    const answer = siteAnswer(
      { method: req.method ?? 'GET', url: req.url ?? '/', header: (name) => [req.headers[name]].flat()[0] },
      files,
      geo(),
    );
    switch (answer.kind) {
      case 'file':
        return sendFile(req, res, answer);
      case 'not-found-page':
      case 'api-not-found':
        return sendNotFound(res, answer);
      case 'api-method-not-allowed':
        return sendResponse(res, methodNotAllowed(answer.method, answer.path.slice(API_PREFIX.length)), headers.forPath(API_PREFIX));
      case 'api-preflight':
        return sendResponse(res, preflight(), headers.forPath(API_PREFIX));
      case 'redirect':
        return end(res, answer.status, { ...headers.forPath(answer.headerPath), ...answer.extra, Location: answer.location });
      case 'page-options':
        return end(res, 204, { ...headers.forPath('/'), Allow: PAGE_METHODS });
      case 'page-method-not-allowed':
        return end(
          res,
          405,
          { ...headers.forPath('/'), Allow: PAGE_METHODS, 'Content-Type': 'text/plain; charset=utf-8' },
          'Method not allowed\n',
        );
    }
  }

  function guarded(req: IncomingMessage, res: ServerResponse): void {
    try {
      handle(req, res);
    } catch (error) {
      // Every rule above answers; this is the last guard against a 5xx for a request we did not foresee.
      console.error(`site-server: ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) {
        res.statusCode = 400;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      }
      res.end('Bad request\n');
    }
  }

  const server = createServer((req, res) => {
    // A client that takes no encoding gets the bytes as they are: no need to wrap the response.
    if (req.headers['accept-encoding']) compress(req as never, res as never, () => guarded(req, res));
    else guarded(req, res);
  });
  return answerEveryRequest(server);
}
