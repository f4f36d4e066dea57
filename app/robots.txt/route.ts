import { pageEnv } from '@/lib/pages/page-env';
import { robotsTxt } from '@/lib/feeds/robots';

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(robotsTxt(pageEnv('en')), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
