import { describe, expect, it } from 'vitest';
import { openShardedIndex, type PagefindModule } from '@/lib/search/pagefind-client';
import type { SearchRecord } from '@/lib/search/records';
import { newestStoryYear, PAGES_SHARD, searchShard, shardOrder } from '@/lib/search/shards';

const story = (datetime: string | undefined): SearchRecord => ({
  url: `/sv/news/${datetime ?? 'x'}/`,
  language: 'sv-se',
  content: 'text',
  meta: { title: 't', kind: 'story', ...(datetime ? { datetime } : {}) },
});
const event: SearchRecord = {
  url: '/sv/events/x/',
  language: 'sv-se',
  content: 'e',
  meta: { title: 'e', kind: 'event', datetime: '2027-05-01' },
};

describe('search shards', () => {
  it('puts the newest year\'s stories in monthly shards, earlier years whole, everything else in "pages"', () => {
    const records = [story('2024-12-31T23:59:00+01:00'), story('2026-01-02T08:00:00+01:00'), story('2026-11-15T18:00:00+01:00'), event];
    // Events are dated, but never make a story year.
    expect(newestStoryYear(records)).toBe('2026');
    expect(records.map((record) => searchShard(record, '2026'))).toEqual(['2024', '2026-01', '2026-11', PAGES_SHARD]);
    // The publication date as written (local time), not converted to UTC.
    expect(searchShard(story('2025-12-31T23:30:00-05:00'), '2026')).toBe('2025');
    expect(() => searchShard(story(undefined), '2026')).toThrow('needs its publication date');
    expect(newestStoryYear([event])).toBeUndefined();
  });

  it('orders shards newest first, pages last', () => {
    expect(shardOrder([PAGES_SHARD, '2024', '2026-01', '2025', '2026-11', '2026-02'])).toEqual([
      '2026-11',
      '2026-02',
      '2026-01',
      '2025',
      '2024',
      PAGES_SHARD,
    ]);
    expect(shardOrder([PAGES_SHARD])).toEqual([PAGES_SHARD]);
  });
});

describe('opening a sharded index', () => {
  function fakePagefind(fail: boolean) {
    const calls: string[] = [];
    const pagefind: PagefindModule = {
      options: async (options) => void calls.push(`options ${JSON.stringify(options)}`),
      mergeIndex: async (url) => void calls.push(`merge ${url}`),
      search: async (term) => {
        calls.push(`search "${term}"`);
        if (fail) throw new Error('WebAssembly refused');
        return { results: [] };
      },
      debouncedSearch: async () => null,
    };
    return { pagefind, calls };
  }

  it('loads the first shard of the manifest as the primary, then merges the others', async () => {
    const { pagefind, calls } = fakePagefind(false);
    const imported: string[] = [];
    const opened = await openShardedIndex(
      '/pagefind/sv-se/',
      async (url) => (imported.push(url), pagefind),
      async () => ({ shards: ['2026-11', '2025', PAGES_SHARD] }),
    );
    expect(opened).toBe(pagefind);
    expect(imported).toEqual(['/pagefind/sv-se/2026-11/pagefind.js']);
    expect(calls).toEqual([
      'options {"excerptLength":0,"basePath":"/pagefind/sv-se/2026-11/"}',
      'search ""',
      'merge /pagefind/sv-se/2025/',
      `merge /pagefind/sv-se/${PAGES_SHARD}/`,
    ]);
  });

  it('rejects, and merges nothing, when the primary cannot load (Pagefind would wait for it forever)', async () => {
    const { pagefind, calls } = fakePagefind(true);
    await expect(
      openShardedIndex(
        '/pagefind/sv-se/',
        async () => pagefind,
        async () => ({ shards: ['2026-11', '2025'] }),
      ),
    ).rejects.toThrow('WebAssembly refused');
    expect(calls.filter((call) => call.startsWith('merge'))).toEqual([]);
  });

  it('refuses a manifest that names anything but shards', async () => {
    const { pagefind } = fakePagefind(false);
    for (const manifest of [{}, { shards: [] }, { shards: ['../../evil'] }, { shards: ['2026-11', 'https://x.test/'] }, null]) {
      await expect(
        openShardedIndex(
          '/pagefind/sv-se/',
          async () => pagefind,
          async () => manifest,
        ),
      ).rejects.toThrow('not a list of search shards');
    }
  });
});
