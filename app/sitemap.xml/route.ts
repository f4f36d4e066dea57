import { pageEnv } from '@/lib/pages/page-env';
import { sitemapPages } from '@/lib/feeds/sitemaps';

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(sitemapPages(pageEnv('en')), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
