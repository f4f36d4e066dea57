import { API_EXPOSE_HEADERS, API_METHODS, DISCOVERY_PATH } from '@/lib/api/http';
import { DATA_POLICY } from './security-headers';
import { API_PREFIX } from '@/lib/urls';

/** HTTP answers of the API: always with the CORS header, also on errors, and never anything a browser could run. */

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
