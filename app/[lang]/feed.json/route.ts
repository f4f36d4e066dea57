import { LOCALES } from '@/lib/i18n/locales';
import { feedPath } from '@/lib/pages/feed-links';
import { fileHeaders } from '@/lib/http/file-types';
import { localeParam } from '@/lib/pages/languages';
import { jsonFeed } from '@/lib/feeds/news-feeds';
import { pageEnv } from '@/lib/pages/page-env';

// The JSON Feed 1.1 of each language: `/feed.json` (English, moved to the root) and `/<code>/feed.json`.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): Array<{ lang: string }> {
  return LOCALES.map((lang) => ({ lang }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  const env = pageEnv(localeParam((await params).lang));
  return new Response(jsonFeed(env), { headers: fileHeaders(feedPath(env.lang, 'json')) });
}
