import { NORDIC_LOCALES } from '@/lib/i18n/locales';
import { localeParam, page } from '@/lib/site/data';
import { rssFeed } from '@/lib/site/feeds';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): Array<{ lang: string }> {
  return NORDIC_LOCALES.map((lang) => ({ lang }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  const env = page(localeParam((await params).lang));
  return new Response(rssFeed(env), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
