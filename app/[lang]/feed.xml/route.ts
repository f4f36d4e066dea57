import { LOCALES } from '@/lib/i18n/locales';
import { feedPath } from '@/lib/pages/feed-links';
import { fileHeaders } from '@/lib/http/file-types';
import { localeParam } from '@/lib/pages/languages';
import { rssFeed } from '@/lib/feeds/news-feeds';
import { pageEnv } from '@/lib/pages/page-env';

// The RSS 2.0 news feed of each language: `/feed.xml` (English, moved to the root) and `/<code>/feed.xml`.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): Array<{ lang: string }> {
  return LOCALES.map((lang) => ({ lang }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  const env = pageEnv(localeParam((await params).lang));
  return new Response(rssFeed(env), { headers: fileHeaders(feedPath(env.lang, 'rss')) });
}
