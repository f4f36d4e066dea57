import { describe, expect, it } from 'vitest';
import { openShardedIndex, type PagefindModule } from '@/lib/search/pagefind-client';
import type { SearchRecord } from '@/lib/search/records';
import { ARCHIVE_SHARD, newestStoryMonth, PAGES_SHARD, searchShard, shardOrder } from '@/lib/search/shards';

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
  it('puts the newest quarter\'s stories in monthly shards, every older story in the archive, everything else in "pages"', () => {
    const records = [
      story('2024-12-31T23:59:00+01:00'),
      story('2026-09-30T22:00:00+02:00'),
      story('2026-10-02T08:00:00+02:00'),
      story('2026-11-15T18:00:00+01:00'),
      event,
    ];
    // Events are dated, but never make the newest story month.
    expect(newestStoryMonth(records)).toBe('2026-11');
    expect(records.map((record) => searchShard(record, '2026-11'))).toEqual([
      ARCHIVE_SHARD,
      ARCHIVE_SHARD,
      '2026-10',
      '2026-11',
      PAGES_SHARD,
    ]);
    // The publication date as written (local time), not converted to UTC.
    expect(searchShard(story('2026-09-30T23:30:00-05:00'), '2026-11')).toBe(ARCHIVE_SHARD);
    expect(searchShard(story('2026-10-01T00:30:00+02:00'), '2026-12')).toBe('2026-10');
    // A new quarter: its first month is the only monthly shard.
    expect(searchShard(story('2026-12-20T12:00:00+01:00'), '2027-01')).toBe(ARCHIVE_SHARD);
    expect(() => searchShard(story(undefined), '2026-11')).toThrow('needs its publication date');
    expect(newestStoryMonth([event])).toBeUndefined();
  });

  it('orders shards newest first, the archive after the months, pages last', () => {
    expect(shardOrder([PAGES_SHARD, ARCHIVE_SHARD, '2026-10', '2026-12', '2026-11'])).toEqual([
      '2026-12',
      '2026-11',
      '2026-10',
      ARCHIVE_SHARD,
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
      async () => ({ shards: ['2026-11', ARCHIVE_SHARD, PAGES_SHARD] }),
    );
    expect(opened).toBe(pagefind);
    expect(imported).toEqual(['/pagefind/sv-se/2026-11/pagefind.js']);
    expect(calls).toEqual([
      'options {"excerptLength":0,"basePath":"/pagefind/sv-se/2026-11/"}',
      'search ""',
      `merge /pagefind/sv-se/${ARCHIVE_SHARD}/`,
      `merge /pagefind/sv-se/${PAGES_SHARD}/`,
    ]);
  });

  it('rejects, and merges nothing, when the primary cannot load (Pagefind would wait for it forever)', async () => {
    const { pagefind, calls } = fakePagefind(true);
    await expect(
      openShardedIndex(
        '/pagefind/sv-se/',
        async () => pagefind,
        async () => ({ shards: ['2026-11', ARCHIVE_SHARD] }),
      ),
    ).rejects.toThrow('WebAssembly refused');
    expect(calls.filter((call) => call.startsWith('merge'))).toEqual([]);
  });

  it('refuses a manifest that names anything but shards', async () => {
    const { pagefind } = fakePagefind(false);
    for (const manifest of [
      {},
      { shards: [] },
      { shards: ['../../evil'] },
      { shards: ['2025'] },
      { shards: ['2026-11', 'https://x.test/'] },
      null,
    ]) {
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
