import { newsFeedBody } from '@/lib/build/route-files';
import { feedPath } from '@/lib/pages/feed-links';
import { fileHeaders } from '@/lib/http/file-types';
import { localeParam } from '@/lib/pages/languages';
import { pageEnv } from '@/lib/pages/page-env';

/**
 * `npm run dev` only (next.config.mjs pageExtensions): The RSS 2.0 news feed of each language, `/feed.xml`
 * (English, at the root) and `/<code>/feed.xml`. The build writes them itself from the same
 * function (lib/build/route-files.ts).
 */
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  const env = pageEnv(localeParam((await params).lang));
  return new Response(newsFeedBody(env, 'rss'), { headers: fileHeaders(feedPath(env.lang, 'rss')) });
}
