import { readdirSync } from 'node:fs';
import path from 'node:path';
import { methodNotAllowed, notFound, preflight } from './http';
import { API_PREFIX } from '@/lib/urls';
import { servedDocument } from './served-documents';

const LOGOS = 'markets/logos/';
// Where the market prebuild puts the coin icons; Next serves public/ as static files.
const LOGO_DIR = path.join(process.cwd(), 'public', 'api', 'v1', 'markets', 'logos');

let logoNames: ReadonlySet<string> | undefined;
function knownLogos(): ReadonlySet<string> {
  if (!logoNames) {
    try {
      logoNames = new Set(readdirSync(LOGO_DIR).filter((name) => name.endsWith('.svg')));
    } catch {
      logoNames = new Set();
    }
  }
  return logoNames;
}

/**
 * Server mode's answer for every request under `/api/v1/` (proxy.ts), so that no request there
 * ever reaches Next's own handling of an unknown path (a 500 for a broken `%` escape, a cache file
 * written to disk for each new path, a redirect without CORS):
 * - OPTIONS: the CORS preflight (204); a method other than GET/HEAD on a document: the JSON 405
 *   with `Allow`;
 * - a registry document: its JSON with ETag and Cache-Control (a 304 for a matching If-None-Match);
 * - a coin icon the market prebuild wrote: null, so Next serves the static file;
 * - anything else, including a trailing slash, a missing `.json` and a malformed escape: the JSON
 *   404. Only exact registry paths and listed file names are ever answered, so no encoded `../`
 *   can reach a file.
 */
export function apiAnswer(request: Request, pathname: string): Response | null {
  let docPath: string;
  try {
    docPath = decodeURIComponent(pathname.slice(API_PREFIX.length));
  } catch {
    docPath = pathname.slice(API_PREFIX.length);
  }
  if (request.method === 'OPTIONS') return preflight();
  const readable = request.method === 'GET' || request.method === 'HEAD';
  if (docPath.startsWith(LOGOS)) {
    const name = docPath.slice(LOGOS.length);
    // The raw path must be the plain name too: an escaped form of a known name is not served.
    if (!knownLogos().has(name) || pathname !== `${API_PREFIX}${LOGOS}${name}`) return notFound(docPath);
    return readable ? null : methodNotAllowed(request.method, docPath);
  }
  // HEAD is a GET without the body, so both read the document; other methods on a document that
  // exists get the 405, and on one that does not, the 404.
  const answer = servedDocument(readable ? request : new Request(request.url, { method: 'HEAD' }), docPath);
  if (!answer) return notFound(docPath);
  return readable ? answer : methodNotAllowed(request.method, docPath);
}
