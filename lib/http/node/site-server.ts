import { openSync, readSync, closeSync, readFileSync, statSync, lstatSync, type Stats } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { methodNotAllowed, notFoundAt, preflight } from '@/lib/http/api-answer';
import { headersForPath, parseHeadersFile, type HeaderRule } from '@/lib/http/header-rules';
import { PAGE_METHODS, siteAnswer, type GeoLanguage, type SiteAnswer, type SiteFiles } from '@/lib/http/site-answer';
import { contentTypeOf } from '@/lib/http/file-types';
import { API_PREFIX } from '@/lib/urls';
import { PRECOMPRESS_MIN_BYTES } from '@/lib/http/precompressed';
import { headerPolicy, pagePolicyOf } from './page-policy';

/** `npm start`: the built site (out/) over HTTP, with the few rules a static host cannot express. */
export interface SiteServerOptions {
  readonly dir: string;
}

/** How often a file the server reads for itself (`_headers`, the geo table) is looked at again. */
const RECHECK_MS = 1000;

/** A value read from a file in out/, read again when the file changes. */
function fileCache<T>(file: string, read: (text: string) => T, fallback: T): () => T {
  let seen = '';
  let value = fallback;
  let checked = -Infinity;
  let missing = false;
  return () => {
    const now = performance.now();
    if (now - checked < RECHECK_MS) return missing ? fallback : value;
    checked = now;
    let stamp: string;
    try {
      const stats = statSync(file);
      stamp = `${stats.size}:${stats.mtimeMs}`;
    } catch {
      missing = true;
      return fallback;
    }
    missing = false;
    if (stamp !== seen) {
      try {
        value = read(readFileSync(file, 'utf8'));
      } catch {
        value = fallback;
      }
      seen = stamp;
    }
    return value;
  };
}

function geoOf(text: string): GeoLanguage | null {
  const doc = JSON.parse(text) as { by_country?: unknown; default?: unknown };
  if (typeof doc.default !== 'string' || typeof doc.by_country !== 'object' || doc.by_country === null) return null;
  return { by_country: doc.by_country as Record<string, string>, default: doc.default };
}

/** An encoding the client takes: named, and not with q=0. */
const ENCODINGS = (['br', 'gzip'] as const).map((encoding) => ({
  encoding,
  suffix: encoding === 'br' ? '.br' : '.gz',
  accepts: new RegExp(`(^|[,\\s])${encoding}(\\s*;\\s*q=(?!0(\\.0*)?\\s*(,|$))[\\d.]+)?\\s*(,|$)`),
}));

/** The entity tag sirv gives a file (weak: the bytes may go out compressed). */
function etagOf(stats: Stats): string {
  return `W/"${stats.size}-${stats.mtime.getTime()}"`;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === bare);
}

/** One plain `bytes=a-b` / `bytes=a-` range is passed on; any other form is ignored (a 200). */
function saneRange(header: string | undefined, size: number): boolean {
  const match = header ? /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header.trim()) : null;
  if (!match) return false;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : size - 1;
  return start <= end && start < size;
}

/** sirv marks any `.gz` or `.br` file content-encoded, but a file that is itself the document (`news-1.xml.gz`) goes out as its bytes. */
function keepEncodingOff(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: Record<string, unknown>) => ServerResponse;
  res.writeHead = ((status: number, headers?: Record<string, unknown>) => {
    if (headers && typeof headers === 'object') delete headers['Content-Encoding'];
    res.removeHeader('Content-Encoding');
    return writeHead(status, headers);
  }) as typeof res.writeHead;
}

/** Files up to this size are read in one go and sent whole; larger ones are streamed by sirv. */
const WHOLE_FILE_MAX = 256 * 1024;

/** A file's bytes through one descriptor, so size and bytes are one version; null when it changed size since (a refresh renamed one in). */
function readWhole(file: string, size: number): Buffer | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    const buffer = Buffer.allocUnsafe(size);
    let read = 0;
    while (read < size) {
      const n = readSync(fd, buffer, read, size - read, read);
      if (n === 0) return null;
      read += n;
    }
    // One byte more means the file grew: not the version whose ETag is being sent.
    return readSync(fd, Buffer.allocUnsafe(1), 0, 1, size) === 0 ? buffer : null;
  } finally {
    closeSync(fd);
  }
}

function applyHeaders(res: ServerResponse, headers: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

export function createSiteServer({ dir }: SiteServerOptions): Server {
  const root = path.resolve(dir);
  const rules = fileCache<HeaderRule[]>(path.join(root, '_headers'), parseHeadersFile, []);
  const geo = fileCache<GeoLanguage | null>(path.join(root, 'api', 'v1', 'geo-language.json'), geoOf, null);
  const abs = (sitePath: string) => path.join(root, ...sitePath.split('/').filter(Boolean));
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
  const serveFile = sirv(root, { dev: true, etag: true, extensions: [], dotfiles: true });
  const compress = compression();

  // The rules' answer per path, for the current rules; bounded, as paths come from clients.
  let memoRules: HeaderRule[] | null = null;
  const memo = new Map<string, Record<string, string>>();
  function headersFor(headerPath: string): Record<string, string> {
    const current = rules();
    if (current !== memoRules) {
      memo.clear();
      fileMemo.clear();
      memoRules = current;
    }
    let headers = memo.get(headerPath);
    if (!headers) {
      headers = headersForPath(current, headerPath);
      if (memo.size >= 10_000) memo.clear();
      memo.set(headerPath, headers);
    }
    return headers;
  }

  // The headers every answer with one file at one path gets, joined once per path.
  const fileMemo = new Map<string, Record<string, string>>();
  function fileHeaders(file: string, headerPath: string, fromRules: Record<string, string>): Record<string, string> {
    const key = `${file}\0${headerPath}`;
    let headers = fileMemo.get(key);
    if (!headers) {
      const type = contentTypeOf(file);
      headers = { ...(type ? { 'Content-Type': type } : {}), 'Cache-Control': 'no-cache', ...fromRules, Vary: 'Accept-Encoding' };
      if (fileMemo.size >= 10_000) fileMemo.clear();
      fileMemo.set(key, headers);
    }
    return headers;
  }

  const NONE: Record<string, string> = {};
  // The header policy of a page version, made once (pagePolicyOf caches the read; this the header).
  const pageMemo = new Map<string, Record<string, string>>();
  function pageHeaders(file: string, stats: Stats, fromRules: Record<string, string>): Record<string, string> {
    if (!file.endsWith('.html') || 'Content-Security-Policy' in fromRules || 'content-security-policy' in fromRules) return NONE;
    const key = `${file}\0${stats.size}\0${stats.mtimeMs}`;
    let headers = pageMemo.get(key);
    if (!headers) {
      const policy = pagePolicyOf(abs(file), stats.size, stats.mtimeMs);
      headers = policy === null ? NONE : { 'Content-Security-Policy': headerPolicy(policy) };
      if (pageMemo.size >= 4096) pageMemo.clear();
      pageMemo.set(key, headers);
    }
    return headers;
  }

  /** The precompressed copy to send instead, if the client takes it and it is current. */
  function precompressed(req: IncomingMessage, file: string, stats: Stats): { file: string; encoding: string } | null {
    const accepted = req.headers['accept-encoding'];
    if (!accepted || stats.size < PRECOMPRESS_MIN_BYTES) return null;
    for (const { suffix, encoding, accepts } of ENCODINGS) {
      if (!accepts.test(accepted)) continue;
      try {
        const copy = statSync(abs(file + suffix));
        if (copy.isFile() && copy.mtimeMs >= stats.mtimeMs) return { file: file + suffix, encoding };
      } catch {
        // no such copy
      }
    }
    return null;
  }

  function sendFile(req: IncomingMessage, res: ServerResponse, answer: Extract<SiteAnswer, { kind: 'file' }>): void {
    let stats: Stats;
    try {
      stats = lastLook?.path === answer.file && lastLook.stats.isFile() ? lastLook.stats : statSync(abs(answer.file));
    } catch {
      // Gone between the look and the read (a market refresh renaming): as if never there.
      return sendNotFound(req, res, answer.file.startsWith(API_PREFIX) ? { kind: 'api-not-found', path: answer.file } : null);
    }
    const fromRules = headersFor(answer.headerPath);
    const etag = etagOf(stats);
    applyHeaders(res, fileHeaders(answer.file, answer.headerPath, fromRules));
    if (answer.extra)
      applyHeaders(res, { ...answer.extra, Vary: `${answer.extra.Vary ?? ''}${answer.extra.Vary ? ', ' : ''}Accept-Encoding` });
    if (answer.file.endsWith('.html')) applyHeaders(res, pageHeaders(answer.file, stats, fromRules));
    res.setHeader('ETag', etag);
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    if (!saneRange(req.headers.range, stats.size)) delete req.headers.range;
    const copy = req.headers.range ? null : precompressed(req, answer.file, stats);
    if (copy) res.setHeader('Content-Encoding', copy.encoding);
    if (!req.headers.range && !copy && stats.size <= WHOLE_FILE_MAX && res.hasHeader('Content-Type')) {
      const body = req.method === 'HEAD' ? Buffer.alloc(0) : readWhole(abs(answer.file), stats.size);
      if (body) {
        res.setHeader('Content-Length', stats.size);
        res.setHeader('Last-Modified', stats.mtime.toUTCString());
        res.statusCode = 200;
        res.end(body);
        return;
      }
    }
    req.url = encodeURI(copy?.file ?? answer.file);
    if (!copy && /\.(gz|br)$/.test(answer.file)) keepEncodingOff(res);
    serveFile(req, res, () => sendNotFound(req, res, null));
  }

  const notFoundPages = new Map<string, () => Buffer | null>();
  function notFoundBody(file: string): Buffer | null {
    let read = notFoundPages.get(file);
    if (!read) {
      read = fileCache<Buffer | null>(abs(file), (text) => Buffer.from(text, 'utf8'), null);
      notFoundPages.set(file, read);
    }
    return read();
  }

  function sendResponse(res: ServerResponse, response: Response, base: Record<string, string>): Promise<void> {
    applyHeaders(res, base);
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.statusCode = response.status;
    return response.text().then((body) => void res.end(body));
  }

  function sendNotFound(req: IncomingMessage, res: ServerResponse, answer: SiteAnswer | null): void {
    if (answer?.kind === 'api-not-found') {
      void sendResponse(res, notFoundAt(answer.path), headersFor(API_PREFIX));
      return;
    }
    const page = answer?.kind === 'not-found-page' ? answer : { file: '/404.html', headerPath: '/404.html' };
    const body = notFoundBody(page.file);
    let policy: Record<string, string> = {};
    try {
      const stats = statSync(abs(page.file));
      policy = pageHeaders(page.file, stats, {});
    } catch {
      // no 404 page built: plain text below
    }
    applyHeaders(res, { ...headersFor(page.headerPath), ...policy, 'Cache-Control': 'no-cache' });
    res.statusCode = 404;
    res.setHeader('Content-Type', body ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8');
    res.end(body ?? 'Not found\n');
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
        return sendNotFound(req, res, answer);
      case 'api-method-not-allowed':
        void sendResponse(res, methodNotAllowed(answer.method, answer.path.slice(API_PREFIX.length)), headersFor(API_PREFIX));
        return;
      case 'api-preflight':
        void sendResponse(res, preflight(), headersFor(API_PREFIX));
        return;
      case 'redirect':
        applyHeaders(res, { ...headersFor(answer.headerPath), ...answer.extra, Location: answer.location });
        res.statusCode = answer.status;
        res.end();
        return;
      case 'page-options':
        applyHeaders(res, { ...headersFor('/'), Allow: PAGE_METHODS });
        res.statusCode = 204;
        res.end();
        return;
      case 'page-method-not-allowed':
        applyHeaders(res, { ...headersFor('/'), Allow: PAGE_METHODS, 'Content-Type': 'text/plain; charset=utf-8' });
        res.statusCode = 405;
        res.end('Method not allowed\n');
        return;
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

  return createServer((req, res) => {
    // A client that takes no encoding gets the bytes as they are: no need to wrap the response.
    if (req.headers['accept-encoding']) compress(req as never, res as never, () => guarded(req, res));
    else guarded(req, res);
  });
}
