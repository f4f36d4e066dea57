import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeSearchIndex } from '@/lib/search/pagefind-index';
import { openIndexFiles } from '@/lib/search/node/open-index';
import { searchRecords, type SearchRecord } from '@/lib/search/records';
import { ARCHIVE_SHARD, PAGES_SHARD } from '@/lib/search/shards';
import { contextAt, fixtureSiteData } from '../../fixtures/site-data';

// The real Pagefind indexer (the binary from its npm package) on the fixture content.
const root = mkdtempSync(path.join(tmpdir(), 'search-index-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const records = () => searchRecords(fixtureSiteData(), contextAt());

interface Entry {
  languages: Record<string, { wasm: string | null; page_count: number }>;
}
const entryOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as Entry;
const shardsOf = (dir: string) => (JSON.parse(readFileSync(path.join(dir, 'shards.json'), 'utf8')) as { shards: string[] }).shards;

/** Every file under `dir` with its text. */
const snapshot = (dir: string) =>
  Object.fromEntries(
    (readdirSync(dir, { recursive: true }) as string[])
      .filter((file) => statSync(path.join(dir, file)).isFile())
      .map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]),
  );

/** Every file under `dir` with its inode and mtime. */
const fileStats = (dir: string) =>
  Object.fromEntries(
    (readdirSync(dir, { recursive: true }) as string[])
      .map((file) => [file, statSync(path.join(dir, file))] as const)
      .filter(([, stat]) => stat.isFile())
      .map(([file, stat]) => [file, `${stat.ino} ${stat.mtimeMs}`]),
  );

// The fixture's four stories are all of one month (2026-11); spread out, two of them go to the
// archive and one to the newest quarter's other month.
const SPREAD = ['2024-03-05T10:00:00+01:00', '2025-07-01T09:30:00+02:00', '2026-10-12T08:00:00+02:00'];
function spreadRecords(): SearchRecord[] {
  const stories = new Map<string, number>();
  return [...records()].map((record) => {
    if (record.meta.kind !== 'story') return record;
    const id = record.url.split('/').filter(Boolean).at(-1)!;
    if (!stories.has(id)) stories.set(id, stories.size);
    const datetime = SPREAD[stories.get(id)!];
    return datetime ? { ...record, meta: { ...record.meta, datetime } } : record;
  });
}

describe('the Pagefind index', () => {
  it('writes per language a manifest and one bundle per shard; Icelandic has no stemmer', async () => {
    const dir = path.join(root, 'languages', 'pagefind');
    const stats = await writeSearchIndex(spreadRecords(), dir);
    const languages = ['da-dk', 'en', 'fi-fi', 'is-is', 'nb-no', 'nn-no', 'sv-se'];
    expect(readdirSync(dir).sort()).toEqual(languages);
    expect(Object.keys(stats.languages).sort()).toEqual(languages);
    for (const language of languages) {
      const languageDir = path.join(dir, language);
      // Newest first: the newest quarter by month, the older stories in the archive, the non-story pages last.
      expect(shardsOf(languageDir), language).toEqual(['2026-11', '2026-10', ARCHIVE_SHARD, PAGES_SHARD]);
      expect(readdirSync(languageDir).sort()).toEqual(['2026-10', '2026-11', ARCHIVE_SHARD, PAGES_SHARD, 'shards.json'].sort());
      expect(stats.shards[language]).toBe(4);
      let pages = 0;
      for (const shard of shardsOf(languageDir)) {
        const bundle = path.join(languageDir, shard);
        const entry = entryOf(bundle);
        // Each bundle holds its own language only.
        expect(Object.keys(entry.languages)).toEqual([language]);
        const index = entry.languages[language]!;
        expect(readdirSync(path.join(bundle, 'fragment')).length, `${language}/${shard}`).toBe(index.page_count);
        pages += index.page_count;
        // Pagefind has stemmers for the other six; Icelandic falls back to none ("unknown").
        if (language === 'is-is') expect(index.wasm).toBeNull();
        else expect(index.wasm, language).toBe(language);
        // Only the primary (newest) shard carries Pagefind's runtime, with its one WebAssembly; the
        // merged ones are index and fragments only. No ready-made UI anywhere.
        const files = readdirSync(bundle);
        const runtime = files.filter((file) => /^(pagefind\.js|pagefind-worker\.js|wasm\..*)$/.test(file)).sort();
        if (shard === '2026-11')
          expect(runtime, language).toEqual(['pagefind-worker.js', 'pagefind.js', `wasm.${index.wasm ?? 'unknown'}.pagefind`]);
        else expect(runtime, `${language}/${shard}`).toEqual([]);
        expect(files.filter((file) => /ui|highlight/.test(file))).toEqual([]);
      }
      expect(pages, language).toBe(stats.records / 7);
      // The two older stories in the archive; the rest are section pages, events and newsletter issues.
      expect(entryOf(path.join(languageDir, ARCHIVE_SHARD)).languages[language]!.page_count).toBe(2);
      expect(entryOf(path.join(languageDir, '2026-10')).languages[language]!.page_count).toBe(1);
    }
  });

  it('indexes again only the shards whose records changed, and the same records give the same bytes', async () => {
    const dir = path.join(root, 'incremental', 'pagefind');
    const cacheDir = path.join(root, 'incremental', 'cache');
    const first = await writeSearchIndex(spreadRecords(), dir, { cacheDir });
    expect(first.indexed).toHaveLength(7 * 4);
    const before = snapshot(dir);
    const statsBefore = fileStats(dir);
    const same = await writeSearchIndex(spreadRecords(), dir, { cacheDir });
    expect(same.indexed).toEqual([]);
    expect(snapshot(dir)).toEqual(before);
    // The Swedish record of the 2025 story changed: only the Swedish archive is indexed again.
    const changed = spreadRecords().map((record) =>
      record.language === 'sv-se' && record.meta.datetime?.startsWith('2025-') ? { ...record, content: `${record.content} nyord` } : record,
    );
    const again = await writeSearchIndex(changed, dir, { cacheDir });
    expect(again.indexed).toEqual([`sv-se/${ARCHIVE_SHARD}`]);
    const after = snapshot(dir);
    const differing = Object.keys({ ...before, ...after }).filter((file) => after[file] !== before[file]);
    expect(differing.length).toBeGreaterThan(0);
    expect(differing.every((file) => file.startsWith(`sv-se/${ARCHIVE_SHARD}/`))).toBe(true);
    // In the shard indexed again, a file whose bytes are the same was not written: same inode and mtime.
    const statsAfter = fileStats(dir);
    const kept = Object.keys(after).filter((file) => file.startsWith(`sv-se/${ARCHIVE_SHARD}/`) && after[file] === before[file]);
    expect(kept.length).toBeGreaterThan(0);
    for (const file of kept) expect(statsAfter[file], file).toEqual(statsBefore[file]);
    expect(
      Object.keys(statsAfter).filter((file) => !file.startsWith(`sv-se/${ARCHIVE_SHARD}/`) && statsAfter[file] !== statsBefore[file]),
    ).toEqual([]);
    // Rebuilt from scratch without the cache, the same records give byte-identical bundles.
    const fresh = path.join(root, 'incremental', 'fresh');
    await writeSearchIndex(changed, fresh);
    expect(snapshot(fresh)).toEqual(after);
  });

  it("a new story of the newest month touches that month's shard only; a new quarter moves the last one into the archive", async () => {
    const dir = path.join(root, 'new-story', 'pagefind');
    const cacheDir = path.join(root, 'new-story', 'cache');
    const base = spreadRecords();
    await writeSearchIndex(base, dir, { cacheDir });
    const before = snapshot(dir);
    const story = base.find((record) => record.meta.kind === 'story' && record.meta.datetime?.startsWith('2026-11'))!;
    const newStory = (language: string, id: string, datetime: string): SearchRecord => ({
      ...base.find((record) => record.meta.kind === 'story' && record.language === language)!,
      url: `${story.url.replace(/[^/]+\/$/, '')}${id}/`,
      content: `${id} ny nyhet`,
      meta: { ...story.meta, datetime },
    });
    const languages = [...new Set(base.map((record) => record.language))];
    const plusOne = [...base, ...languages.map((language) => newStory(language, 'ny-nyhet', '2026-11-20T12:00:00+01:00'))];
    const one = await writeSearchIndex(plusOne, dir, { cacheDir });
    expect([...one.indexed].sort()).toEqual(languages.map((language) => `${language}/2026-11`).sort());
    const after = snapshot(dir);
    const differing = Object.keys({ ...before, ...after }).filter((file) => after[file] !== before[file]);
    expect(
      differing.every((file) => /^[a-z-]+\/2026-11\//.test(file)),
      differing.join(' '),
    ).toBe(true);
    // A story of a new month: its shard becomes the primary, and last month's shard, now merged,
    // is written again without the runtime.
    const december = [...plusOne, ...languages.map((language) => newStory(language, 'desember', '2026-12-01T09:00:00+01:00'))];
    const month = await writeSearchIndex(december, dir, { cacheDir });
    expect([...month.indexed].sort()).toEqual(languages.flatMap((language) => [`${language}/2026-11`, `${language}/2026-12`]).sort());
    expect(shardsOf(path.join(dir, 'sv-se'))[0]).toBe('2026-12');
    expect(existsSync(path.join(dir, 'sv-se', '2026-12', 'pagefind.js'))).toBe(true);
    expect(existsSync(path.join(dir, 'sv-se', '2026-11', 'pagefind.js'))).toBe(false);
    expect(shardsOf(path.join(dir, 'sv-se'))).toEqual(['2026-12', '2026-11', '2026-10', ARCHIVE_SHARD, PAGES_SHARD]);
    // The first story of 2027 opens a new quarter: the last quarter's months go into the archive,
    // and their folders go.
    const nextYear = [...december, ...languages.map((language) => newStory(language, 'nytt-ar', '2027-01-02T09:00:00+01:00'))];
    const quarter = await writeSearchIndex(nextYear, dir, { cacheDir });
    expect([...quarter.indexed].sort()).toEqual(
      languages.flatMap((language) => [`${language}/${ARCHIVE_SHARD}`, `${language}/2027-01`]).sort(),
    );
    expect(shardsOf(path.join(dir, 'sv-se'))).toEqual(['2027-01', ARCHIVE_SHARD, PAGES_SHARD]);
    expect(readdirSync(path.join(dir, 'sv-se')).sort()).toEqual(['2027-01', ARCHIVE_SHARD, PAGES_SHARD, 'shards.json'].sort());
    expect(readdirSync(path.join(cacheDir, 'sv-se')).sort()).toEqual(
      ['2027-01', ARCHIVE_SHARD, PAGES_SHARD].map((s) => `${s}.sha256`).sort(),
    );
  });

  /**
   * Pagefind completes a query word to every indexed word that starts with it; only when an index
   * has none does it take the longest indexed word the query word starts with (pagefind_web
   * search.rs, `find_word_extensions`). A merged shard is its own index, so that fallback runs per
   * shard: a shard with no word starting with "reglering" answers with its pages that hold
   * "regler". So sharded results are the single index's plus, at most, such pages; never fewer.
   */
  it("finds every page one bundle per language finds; the only extra pages are Pagefind's per-shard prefix fallback", async () => {
    const all = spreadRecords();
    const sharded = path.join(root, 'same', 'sharded');
    const single = path.join(root, 'same', 'single');
    await writeSearchIndex(all, sharded);
    await writeSearchIndex(all, single, { shardOf: () => PAGES_SHARD });
    expect(shardsOf(path.join(single, 'sv-se'))).toEqual([PAGES_SHARD]);
    const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');
    for (const language of ['sv-se', 'en', 'is-is']) {
      const own = all.filter((record) => record.language === language);
      const wordsOf = new Map(own.map((record) => [record.url, (record.content.toLowerCase().match(/\p{L}+/gu) ?? []).map(fold)]));
      // Words of every third record, and prefixes (Pagefind completes the last word of a query).
      const words = new Set<string>();
      own.forEach((record, i) => {
        if (i % 3 === 0) for (const word of record.content.toLowerCase().match(/\p{L}{4,}/gu) ?? []) words.add(word);
      });
      const queries = [...words].slice(0, 80);
      queries.push(...queries.slice(0, 10).map((word) => word.slice(0, 3)), `${queries[0]} ${queries[1]}`, 'zqxjvwkpq');
      const found = async (dir: string) => {
        const opened = await openIndexFiles(dir, language);
        try {
          const answers: Record<string, string[]> = {};
          for (const query of queries) {
            const { results } = await opened.pagefind.search(query);
            answers[query] = (await Promise.all(results.map(async (result) => (await result.data()).url))).sort();
          }
          return {
            answers,
            shardsLoaded: new Set(
              opened.requests.filter((request) => !request.url.endsWith('/shards.json')).map((request) => request.url.split('/')[3]),
            ).size,
          };
        } finally {
          opened.close();
        }
      };
      const one = await found(single);
      const many = await found(sharded);
      let same = 0;
      for (const query of queries) {
        const oneUrls = one.answers[query]!;
        const manyUrls = many.answers[query]!;
        // Nothing is lost.
        expect(
          oneUrls.filter((url) => !manyUrls.includes(url)),
          `${language} "${query}"`,
        ).toEqual([]);
        const extra = manyUrls.filter((url) => !oneUrls.includes(url));
        if (extra.length === 0) same += 1;
        // An extra page (for a one-word query) has no word starting with it: a shard's fallback to
        // a shorter word, which the site's client drops whenever a shard holds the word itself
        // (exactWhereFound in lib/search/pagefind-client.ts).
        const terms = fold(query).split(' ');
        if (terms.length > 1) continue;
        for (const url of extra) {
          const pageWords = wordsOf.get(url)!;
          const byFallback = (term: string) => !pageWords.some((word) => word.startsWith(term));
          expect(terms.some(byFallback), `${language} "${query}" ${url}`).toBe(true);
        }
      }
      // Real searches through every shard: most queries find the very same pages, the nonsense word nothing.
      expect(same, language).toBeGreaterThan(queries.length * 0.75);
      expect(Object.values(one.answers).filter((urls) => urls.length > 0).length).toBeGreaterThan(queries.length / 2);
      expect(many.answers.zqxjvwkpq).toEqual([]);
      expect(many.shardsLoaded).toBe(4);
    }
  });

  it('keeps the previous index whole when a build fails half way', async () => {
    const dir = path.join(root, 'atomic', 'pagefind');
    await writeSearchIndex(records(), dir);
    const before = readdirSync(dir, { recursive: true }).sort();
    function* broken(): Generator<SearchRecord> {
      let n = 0;
      for (const record of records()) {
        if (++n === 50) throw new Error('content went away');
        yield record;
      }
    }
    await expect(writeSearchIndex(broken(), dir)).rejects.toThrow('content went away');
    expect(readdirSync(dir, { recursive: true }).sort()).toEqual(before);
    // No half-written folder is left beside it.
    expect(readdirSync(path.dirname(dir))).toEqual(['pagefind']);
  });
});
