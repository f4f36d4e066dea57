import { pageEnv } from '@/lib/site/page-env';
import { sitemapPages } from '@/lib/site/feeds';

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(sitemapPages(pageEnv('en')), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
