import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { notFoundAt, preflight } from '@/lib/api/http';
import { withCommonHeaders } from '@/lib/site/security-headers';
import { API_PREFIX } from '@/lib/urls';

/**
 * Server mode: API paths with a doubled slash or a backslash.
 *
 * Next answers any request path containing `//` or `\` with its own 308 to the cleaned path
 * (`router-utils/resolve-routes`), before the proxy or any other app code runs, and sends it
 * without our headers. Under `/api/v1/` that breaks the API's rule: a browser app that joined
 * `base + '/' + path` into `/api/v1//news.json` gets a cross-origin redirect without CORS and sees
 * "Failed to fetch" instead of a readable error. Next has no setting for it and no documented hook
 * that runs first, so this guard sits where the request enters Node: the `request` event of the
 * HTTP server, installed by `instrumentation.ts` when Next's server starts (also in the standalone
 * `server.js`). It only takes requests whose path, cleaned as Next would clean it, lies under
 * `/api/v1/`, and answers them by the API's own rules (lib/api/http.ts): no document path holds
 * `//` or `\`, so OPTIONS is the preflight and every other method gets the JSON 404 with CORS, as
 * the proxy answers any unknown API path. Everything else goes on to Next untouched.
 */

/** The raw path (without the query) when it is an API path Next would redirect; otherwise null. */
export function repeatedSlashApiPath(rawUrl: string): string | null {
  const rawPath = rawUrl.split('?', 1)[0] ?? '';
  if (!rawPath.includes('//') && !rawPath.includes('\\')) return null;
  // Next's own cleaning (normalizeRepeatedSlashes), then dot segments resolved as a browser would.
  const cleaned = rawPath.replace(/\\/g, '/').replace(/\/\/+/g, '/');
  let routed: string;
  try {
    routed = new URL(`http://host${cleaned}`).pathname;
  } catch {
    return null;
  }
  return routed.startsWith(API_PREFIX) ? rawPath : null;
}

/** The API's answer for such a path (a Web Response, as the proxy's answers are). */
export function repeatedSlashAnswer(method: string | undefined, rawPath: string): Response {
  return withCommonHeaders(method === 'OPTIONS' ? preflight() : notFoundAt(rawPath));
}

async function send(request: IncomingMessage, response: ServerResponse, rawPath: string): Promise<void> {
  const answer = repeatedSlashAnswer(request.method, rawPath);
  const body = request.method === 'HEAD' || answer.body === null ? null : Buffer.from(await answer.arrayBuffer());
  const headers: Record<string, string> = Object.fromEntries(answer.headers);
  if (body) headers['Content-Length'] = String(body.length);
  response.writeHead(answer.status, headers);
  response.end(body ?? undefined);
}

const INSTALLED = Symbol.for('nordic-crypto-desk.repeated-slash-guard');

/** Installs the guard once per process (Next may call `register` more than once). */
export function installRepeatedSlashGuard(): void {
  const prototype = Server.prototype as Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  prototype[INSTALLED] = true;
  const emit = prototype.emit;
  prototype.emit = function guardedEmit(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      const rawPath = repeatedSlashApiPath(request.url ?? '');
      if (rawPath !== null) {
        send(request, response, rawPath).catch(() => response.destroy());
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
