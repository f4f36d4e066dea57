import { describe, expect, it } from 'vitest';
import { LEAF_PAGES, leafPageAt } from '@/components/pages/leaf-pages';
import { LEAF_KINDS, LEAF_ROUTES, leafPath, leafRouteAt } from '@/lib/pages/routes';
import { fixtureSiteData } from '../../fixtures/site-data';

/** The one leaf-kind registry (lib/pages/routes.ts): every kind has its page, and every page's path leads back to it. */
describe('leaf kind registry', () => {
  it('gives every kind of the registry its page, in the registry order, with the route of that kind', () => {
    expect(LEAF_PAGES.map((page) => page.kind)).toEqual(LEAF_KINDS);
    for (const page of LEAF_PAGES) {
      expect(page.pattern, page.kind).toBe(LEAF_ROUTES[page.kind].pattern);
      expect(page.param, page.kind).toBe(LEAF_ROUTES[page.kind].param);
    }
  });

  it('finds the kind and key of every page path, and nothing for a path no kind makes', () => {
    const data = fixtureSiteData();
    let checked = 0;
    for (const page of LEAF_PAGES) {
      for (const key of page.keys(data)) {
        const path = leafPath(page, key);
        expect(leafRouteAt(path), path).toEqual({ kind: page.kind, key });
        expect(leafPageAt(path)?.page, path).toBe(page);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(LEAF_KINDS.length);
    for (const path of ['news', 'news/country/se/extra', 'events/month/', 'nowhere/x']) expect(leafRouteAt(path), path).toBeUndefined();
  });
});
