import { page } from '@/lib/site/data';
import { sitemapPages } from '@/lib/site/feeds';

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(sitemapPages(page('en')), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
