import { page } from '@/lib/site/data';
import { robotsTxt } from '@/lib/site/feeds';

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(robotsTxt(page('en')), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
