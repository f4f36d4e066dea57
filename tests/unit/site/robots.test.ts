import { describe, expect, it } from 'vitest';
// Next's own writer of app/robots.ts (internal path, pinned with the next version in package-lock.json).
import { resolveRobots } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { makeContext } from '@/lib/core/context';
import { robotsRules } from '@/lib/feeds/robots';
import { pageEnvFrom } from '@/lib/pages/page-env';
import { contextAt, fixtureSiteData, TEST_CONFIG } from '../../fixtures/site-data';

/** robots.txt as Next writes it from app/robots.ts: everything allowed, and every sitemap listed. */
describe('robots.txt', () => {
  const data = fixtureSiteData();

  it('allows every crawler everything and lists the sitemap index first, then the chunks', () => {
    const text = resolveRobots(robotsRules(pageEnvFrom(data, contextAt(), 'en')));
    const base = TEST_CONFIG.baseUrl;
    expect(text).toBe(
      [
        'User-Agent: *',
        'Allow: /',
        '',
        `Sitemap: ${base}/sitemap.xml`,
        `Sitemap: ${base}/sitemaps/news-0.xml.gz`,
        `Sitemap: ${base}/sitemaps/events-0.xml.gz`,
        '',
      ].join('\n'),
    );
  });

  it('disallows everything on a preview', () => {
    const preview = makeContext(contextAt().now, { ...TEST_CONFIG, preview: true });
    const text = resolveRobots(robotsRules(pageEnvFrom(data, preview, 'en')));
    expect(text).toMatch(/^User-Agent: \*\nDisallow: \/\n\n/);
    expect(text).not.toContain('Allow:');
  });
});
