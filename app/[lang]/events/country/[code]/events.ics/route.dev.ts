import { countryCalendarBody } from '@/lib/build/route-files';
import { isLocale } from '@/lib/i18n/locales';
import { pageEnv } from '@/lib/pages/page-env';

/**
 * `npm run dev` only (next.config.mjs pageExtensions): one country's events as iCalendar, in each
 * language (the English one at /events/country/<code>/events.ics). The build writes them itself
 * from the same function (lib/build/route-files.ts).
 */
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; code: string }> }): Promise<Response> {
  const { lang, code } = await params;
  const body = isLocale(lang) ? countryCalendarBody(pageEnv(lang), code) : undefined;
  if (body === undefined) return new Response('Not found', { status: 404 });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
