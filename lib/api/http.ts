/** JSON responses of the API: always with the CORS header, also on errors. */

const HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Access-Control-Allow-Origin': '*',
} as const;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: HEADERS });
}

export function notFound(path: string): Response {
  return jsonResponse({ error: 'not_found', message: 'No such document.', path: `/api/v1/${path}` }, 404);
}
