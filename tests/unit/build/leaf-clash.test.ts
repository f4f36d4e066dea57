import { describe, expect, it } from 'vitest';
import { leafClash } from '@/pipeline/export/leaf-clash';

/**
 * The leaf page workers run while the route files and Next's export go into out/, so the check
 * that no two producers write one file is made once all are done (pipeline/export/).
 */
describe('the leaf pages\u2019 clash check', () => {
  const leaf = ['news/a/index.html', 'sv/news/a/index.html', 'events/month/2026-11/index.html'];

  it('passes disjoint files', () => {
    expect(leafClash(leaf, new Set(['index.html', 'sv/index.html']), new Set(['api/v1/news.json']))).toBeUndefined();
  });

  it('names the file and both producers', () => {
    expect(leafClash(leaf, new Set(['sv/news/a/index.html']), new Set())).toBe(
      "sv/news/a/index.html: a leaf page (components/pages/leaf-pages.ts) and Next's export both produce it",
    );
    expect(leafClash(leaf, new Set(), new Set(['events/month/2026-11/index.html']))).toBe(
      'events/month/2026-11/index.html: a leaf page (components/pages/leaf-pages.ts) and the route files (lib/build/route-files.ts) both produce it',
    );
  });
});
