import { notFound } from './http';
import { loadSiteData } from './load';
import { resolveDocuments } from './registry';

const PREFIX = '/api/v1/';

/**
 * Server mode: answers an API path the registry does not know with the JSON 404 before it reaches
 * the force-static route, which would otherwise render it on demand and write a cache entry to
 * disk for every unknown path anyone asks for. Known paths (and non-API paths) return null.
 */
export function apiNotFound(pathname: string): Response | null {
  if (!pathname.startsWith(PREFIX)) return null;
  let path: string;
  try {
    path = decodeURIComponent(pathname.slice(PREFIX.length));
  } catch {
    path = pathname.slice(PREFIX.length);
  }
  // Static files published beside the documents (coin icons) are not registry documents.
  if (path.startsWith('markets/logos/')) return null;
  return resolveDocuments(loadSiteData()).has(path) ? null : notFound(path);
}
