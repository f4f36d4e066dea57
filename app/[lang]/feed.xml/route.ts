import { LOCALES } from '@/lib/i18n/locales';
import { rssFeed } from '@/lib/site/feeds';
import { localeParam } from '@/lib/site/languages';
import { pageEnv } from '@/lib/site/page-env';

// The news feed of each language: `/feed.xml` (English, moved to the root) and `/<code>/feed.xml`.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): Array<{ lang: string }> {
  return LOCALES.map((lang) => ({ lang }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  const env = pageEnv(localeParam((await params).lang));
  return new Response(rssFeed(env), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
