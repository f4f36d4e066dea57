import { renderNotFoundPage } from '@/components/site/leaf-page';
import { isLocale } from '@/lib/i18n/locales';
import { leafPageAt } from '@/components/pages/leaf-pages';
import { listFeedAt } from '@/lib/feeds/list-feeds';
import { fileHeaders } from '@/lib/http/file-types';
import { pageEnv } from '@/lib/pages/page-env';

/**
 * `npm run dev` only (a route file only in development: next.config.mjs): every leaf page, from
 * the registry the build writes them from (components/pages/leaf-pages.ts), rendered on request,
 * and the list pages' feeds beside them (`news/topic/<slug>/feed.xml`: lib/feeds/list-feeds.ts,
 * which the build writes through lib/build/route-files.ts).
 */
export const dynamic = 'force-dynamic';

const HTML = { 'Content-Type': 'text/html; charset=utf-8' } as const;

export async function GET(_request: Request, context: { params: Promise<{ lang: string; leaf: string[] }> }): Promise<Response> {
  const { lang, leaf } = await context.params;
  const env = pageEnv(isLocale(lang) ? lang : 'en');
  const path = leaf.join('/');
  const feed = isLocale(lang) ? listFeedAt(env, path) : undefined;
  if (feed) return new Response(feed.body, { headers: fileHeaders(`/${lang}/${path}`) });
  const found = isLocale(lang) ? leafPageAt(path) : undefined;
  const html = found ? found.page.render(env, found.key) : null;
  return html === null ? new Response(renderNotFoundPage(env), { status: 404, headers: HTML }) : new Response(html, { headers: HTML });
}
