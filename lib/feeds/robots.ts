import type { PageEnv } from '@/lib/pages/page-env';
import { sitemapFiles } from './sitemaps';

/** robots.txt: everything allowed (a preview disallows all), and where the sitemaps are. */
export function robotsTxt(env: PageEnv): string {
  const lines = [
    'User-agent: *',
    env.ctx.preview ? 'Disallow: /' : 'Allow: /',
    '',
    ...sitemapFiles(env).map((url) => `Sitemap: ${url}`),
    '',
  ];
  return lines.join('\n');
}
