import { createHash } from 'node:crypto';
import { isLocale } from '@/lib/i18n/locales';
import { pageEnv } from '@/lib/site/page-env';
import { renderLeafNotFound, type LeafPage } from './leaf-page';

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/** Leaf pages change only with a deploy. */
const PAGE_CACHE_CONTROL = 'public, max-age=300';

const HTML = { 'Content-Type': 'text/html; charset=utf-8' } as const;

/**
 * The server-mode route of a leaf page (`route.server.ts`, a route file only in server builds; see
 * next.config.mjs): the same renderer as the static export, so the same URL gives the same HTML.
 * Rendered per request from data loaded once per process, with the build's `now`; nothing is
 * cached to disk, so no request, known or not, ever creates a file.
 */
export function leafRoute(page: LeafPage) {
  return async function GET(request: Request, context: RouteContext): Promise<Response> {
    const params = await context.params;
    const lang = params.lang;
    const key = params[page.param];
    if (!isLocale(lang)) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    const env = pageEnv(lang);
    const html = typeof key === 'string' ? page.render(env, key) : null;
    if (html === null) return new Response(renderLeafNotFound(env), { status: 404, headers: HTML });
    // The same page for everyone until the next deploy: shared caches may keep it a few minutes,
    // and a reader's cache revalidates with the ETag. (proxy.ts adds the security headers.)
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    const headers = { ...HTML, ETag: etag, 'Cache-Control': PAGE_CACHE_CONTROL };
    if (
      request.headers
        .get('if-none-match')
        ?.split(',')
        .some((tag) => tag.trim().replace(/^W\//, '') === etag)
    ) {
      return new Response(null, { status: 304, headers });
    }
    return new Response(request.method === 'HEAD' ? null : html, { status: 200, headers });
  };
}
