import type { MetadataRoute } from 'next';
import type { PageEnv } from '@/lib/pages/page-env';
import { sitemapFiles } from './sitemaps';

/** robots.txt (app/robots.ts, written by Next): every crawler may read everything, except on a preview, which no crawler may index. */
export function robotsRules(env: PageEnv): MetadataRoute.Robots {
  return {
    rules: env.ctx.preview ? { userAgent: '*', disallow: '/' } : { userAgent: '*', allow: '/' },
    sitemap: sitemapFiles(env),
  };
}
