import type { MetadataRoute } from 'next';
import { robotsRules } from '@/lib/feeds/robots';
import { pageEnv } from '@/lib/pages/page-env';

// robots.txt through Next's metadata route (lib/feeds/robots.ts says what it holds).
export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return robotsRules(pageEnv('en'));
}
