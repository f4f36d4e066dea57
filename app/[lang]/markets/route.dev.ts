import { renderMarketsPage } from '@/components/pages/markets-page';
import { isLocale } from '@/lib/i18n/locales';
import { pageEnv } from '@/lib/pages/page-env';

/**
 * `npm run dev` only (a route file only in development: next.config.mjs): the markets page, printed
 * by the same function the build writes it with (scripts/export-pages.ts).
 */
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, context: { params: Promise<{ lang: string }> }): Promise<Response> {
  const { lang } = await context.params;
  const env = pageEnv(isLocale(lang) ? lang : 'en');
  return new Response(renderMarketsPage(env), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
