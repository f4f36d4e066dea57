import { describe, expect, it } from 'vitest';
import { exactWhereFound, queryWords, searchSite, type PagefindModule, type PagefindResult } from '@/lib/search/pagefind-client';

const hit = (id: string, score = 1): PagefindResult => ({ id, score, data: async () => ({ url: `/${id}/`, meta: {} }) });

describe('exact matches where any shard has one', () => {
  it('splits the query into words; a quoted query is Pagefind\u2019s own exact search', () => {
    expect(queryWords('  Coinmotion  bitcoin ')).toEqual(['Coinmotion', 'bitcoin']);
    expect(queryWords('"Coinmotion Oy"')).toEqual([]);
    expect(queryWords('Coinmotion "Oy')).toEqual(['Coinmotion', 'Oy']);
    expect(queryWords('   ')).toEqual([]);
  });

  it('drops pages another shard matched by falling back to a shorter word ("coinmotion" to "coin" of CoinDesk)', () => {
    // Merged by score: the CoinDesk stories of the archive shard outscore the one real hit.
    const merged = [hit('coindesk-1', 9), hit('coinmotion', 5), hit('coindesk-2', 3)];
    expect(exactWhereFound(merged, [[hit('coinmotion')]]).map((r) => r.id)).toEqual(['coinmotion']);
  });

  it('keeps prefix matches of a word no page holds exactly (the reader is still typing it)', () => {
    const merged = [hit('bitcoin-a', 4), hit('bitcoin-b', 2)];
    expect(exactWhereFound(merged, [[]]).map((r) => r.id)).toEqual(['bitcoin-a', 'bitcoin-b']);
  });

  it('requires each exactly found word, and keeps the merged order', () => {
    const merged = [hit('a', 9), hit('b', 7), hit('c', 5), hit('d', 1)];
    // "finanstilsynet" is exact in a, c and d; "bitc" is exact nowhere; "register" in c and d.
    expect(exactWhereFound(merged, [[hit('d'), hit('a'), hit('c')], [], [hit('c'), hit('d')]]).map((r) => r.id)).toEqual(['c', 'd']);
  });

  it('runs Pagefind\u2019s search, then one quoted search per word; a replaced search stays null', async () => {
    const calls: string[] = [];
    const pagefind: PagefindModule = {
      options: async () => {},
      mergeIndex: async () => {},
      debouncedSearch: async (term) => (calls.push(`debounced ${term}`), term === 'old' ? null : { results: [hit('x', 2), hit('y', 1)] }),
      search: async (term) => (calls.push(`search ${term}`), { results: term === '"coinmotion"' ? [hit('y')] : [] }),
    };
    expect((await searchSite(pagefind, 'coinmotion', 0))?.results.map((r) => r.id)).toEqual(['y']);
    expect(await searchSite(pagefind, 'old', 0)).toBeNull();
    expect((await searchSite(pagefind, '"coin desk"', 0))?.results.map((r) => r.id)).toEqual(['x', 'y']);
    expect(calls).toEqual(['debounced coinmotion', 'search "coinmotion"', 'debounced old', 'debounced "coin desk"']);
  });
});
