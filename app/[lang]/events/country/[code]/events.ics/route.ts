import { COUNTRY_CODES } from '@/lib/content/fields';
import { isLocale, LOCALES } from '@/lib/i18n/locales';
import { countryCalendar } from '@/lib/feeds/calendars';
import { pageEnv } from '@/lib/pages/page-env';
import { LEAF_ROUTES } from '@/lib/pages/routes';

// One country's events as iCalendar, in each language (the English one at /events/country/<code>/events.ics).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): Array<{ lang: string; code: string }> {
  return LOCALES.flatMap((lang) => COUNTRY_CODES.map((code) => ({ lang, code })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; code: string }> }): Promise<Response> {
  const { lang, code } = await params;
  if (!isLocale(lang)) return new Response('Not found', { status: 404 });
  const env = pageEnv(lang);
  const country = LEAF_ROUTES.eventsCountry.find(env.data, code);
  if (!country) return new Response('Not found', { status: 404 });
  return new Response(countryCalendar(env, country), { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
