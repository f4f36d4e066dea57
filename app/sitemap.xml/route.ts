import { pageEnv } from '@/lib/pages/page-env';
import { sitemapPages } from '@/lib/feeds/sitemaps';

export const dynamic = 'force-static';

export async function GET(): Promise<Response> {
  return new Response(await sitemapPages(pageEnv('en')), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
