import { page } from '@/lib/site/data';
import { rssFeed } from '@/lib/site/feeds';

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(rssFeed(page('en')), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
