import { DATA_POLICY } from '@/lib/site/security-headers';
import { API_PREFIX } from '@/lib/urls';

/**
 * HTTP answers of the API: always with the CORS header, also on errors, and never anything a
 * browser could run (the data policy, nosniff from the common headers).
 */

/** Methods the read-only API answers; every other one gets the JSON 405 naming these. */
export const API_METHODS = 'GET, HEAD, OPTIONS';

/**
 * How long any cache may keep a document: five minutes, for every document alike. Market documents
 * change with the hourly refresh (and the markets page polls every 900 s), so their lifetime must
 * stay well under an hour; other documents change when an editor's merge is deployed, which should
 * show within minutes. One value also keeps `out/_headers` free of overlapping
 * rules (hosts join the values of every rule that matches a path).
 */
export const API_CACHE_CONTROL = 'public, max-age=300';

/**
 * Response headers a browser script on another origin may read besides the CORS-safelisted ones:
 * without this, `response.headers.get('ETag')` is null there and a client cannot revalidate.
 */
export const API_EXPOSE_HEADERS = 'ETag';

/** Where every JSON error body points a lost client: the discovery document. */
export const DISCOVERY_PATH = `${API_PREFIX}index.json`;

export const API_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json; charset=utf-8',
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': API_EXPOSE_HEADERS,
  'Content-Security-Policy': DATA_POLICY,
};

export function jsonResponse(body: unknown, status = 200, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...API_HEADERS, ...extra } });
}

/** The JSON 404 for a document path relative to `/api/v1/`. */
export function notFound(path: string): Response {
  return notFoundAt(`${API_PREFIX}${path}`);
}

/** The JSON 404 naming the request's whole path, as it was sent. */
export function notFoundAt(requestPath: string): Response {
  return jsonResponse(
    {
      error: 'not_found',
      message: `No such document. Every document is listed in ${DISCOVERY_PATH}.`,
      path: requestPath,
      index: DISCOVERY_PATH,
    },
    404,
  );
}

/** Any method but GET, HEAD and OPTIONS on an API path. */
export function methodNotAllowed(method: string, path: string): Response {
  return jsonResponse(
    {
      error: 'method_not_allowed',
      message: `The API is read-only: ${API_METHODS} only.`,
      method,
      path: `${API_PREFIX}${path}`,
      index: DISCOVERY_PATH,
    },
    405,
    { Allow: API_METHODS },
  );
}

/** The CORS preflight: any origin may read, with the request headers a reader sends. */
export function preflight(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': API_METHODS,
      'Access-Control-Allow-Headers': 'If-None-Match, If-Modified-Since, Accept, Content-Type',
      'Access-Control-Expose-Headers': API_EXPOSE_HEADERS,
      'Access-Control-Max-Age': '86400',
      Allow: API_METHODS,
    },
  });
}
