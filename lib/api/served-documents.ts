import { createHash } from 'node:crypto';
import { API_CACHE_CONTROL, API_HEADERS } from './http';
import { currentContext, loadSiteData } from './load';
import { buildDocument } from './registry';

/**
 * Server mode's answers for API documents (the proxy serves them; the static export writes the
 * same bytes through the route handler). A document's bytes and ETag are made once per process
 * (the data is loaded once per process) and kept for the most recently asked paths, so a popular
 * document costs a map look-up, and a conditional request with the current ETag gets a 304.
 */
interface Served {
  // Bytes, not a string: Next then sends them as they are instead of encoding 100 KB per request.
  readonly body: Uint8Array;
  readonly etag: string;
}

// Enough for every list and the most read items; the whole archive would be ~120 MB of JSON.
const KEEP = 2000;
const served = new Map<string, Served>();

function documentOf(path: string): Served | undefined {
  const hit = served.get(path);
  if (hit) {
    // Most recently used last, so the oldest entry is the first to go.
    served.delete(path);
    served.set(path, hit);
    return hit;
  }
  const document = buildDocument(loadSiteData(), currentContext(), path);
  if (document === undefined) return undefined;
  const body = Buffer.from(JSON.stringify(document), 'utf8');
  const entry = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
  served.set(path, entry);
  if (served.size > KEEP) served.delete(served.keys().next().value as string);
  return entry;
}

/** Whether an If-None-Match header names this ETag (a list, weak tags and `*` included). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

/** The answer for a registry path, or null when the registry has no such document. */
export function servedDocument(request: Request, path: string): Response | null {
  const document = documentOf(path);
  if (!document) return null;
  const headers = {
    ...API_HEADERS,
    'Cache-Control': API_CACHE_CONTROL,
    ETag: document.etag,
    'Content-Length': String(document.body.byteLength),
  };
  if (matches(request.headers.get('if-none-match'), document.etag)) return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : (document.body as Uint8Array<ArrayBuffer>), { status: 200, headers });
}
