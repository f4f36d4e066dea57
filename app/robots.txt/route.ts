import { pageEnv } from '@/lib/site/page-env';
import { robotsTxt } from '@/lib/site/feeds';

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(robotsTxt(pageEnv('en')), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
