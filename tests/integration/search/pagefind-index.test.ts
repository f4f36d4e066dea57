import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeSearchIndex } from '@/lib/search/pagefind-index';
import { searchRecords, type SearchRecord } from '@/lib/search/records';
import { contextAt, fixtureSiteData } from '../../fixtures/site-data';

// The real Pagefind indexer (the binary from its npm package) on the fixture content.
const root = mkdtempSync(path.join(tmpdir(), 'search-index-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const records = () => searchRecords(fixtureSiteData(), contextAt());

interface Entry {
  languages: Record<string, { wasm: string | null; page_count: number }>;
}
const entryOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as Entry;

describe('the Pagefind index', () => {
  it('writes one bundle per language, named by the lower-case <html lang> key; Icelandic has no stemmer', { timeout: 60_000 }, async () => {
    const dir = path.join(root, 'languages', 'pagefind');
    const stats = await writeSearchIndex(records(), dir);
    const languages = ['da-dk', 'en', 'fi-fi', 'is-is', 'nb-no', 'nn-no', 'sv-se'];
    expect(readdirSync(dir).sort()).toEqual(languages);
    expect(Object.keys(stats.languages).sort()).toEqual(languages);
    for (const language of languages) {
      const bundle = path.join(dir, language);
      const entry = entryOf(bundle);
      // Each bundle holds its own language only, so its fragment/ folder has 1/7 of the files.
      expect(Object.keys(entry.languages)).toEqual([language]);
      const index = entry.languages[language]!;
      expect(index.page_count, language).toBe(stats.records / 7);
      expect(readdirSync(path.join(bundle, 'fragment')).length, language).toBe(stats.records / 7);
      // Pagefind has stemmers for the other six; Icelandic falls back to none ("unknown").
      if (language === 'is-is') {
        expect(index.wasm).toBeNull();
        expect(existsSync(path.join(bundle, 'wasm.unknown.pagefind'))).toBe(true);
      } else expect(index.wasm, language).toBe(language);
      // Only what the site's own search page loads is published.
      const files = readdirSync(bundle);
      expect(files).toContain('pagefind.js');
      expect(files).toContain('pagefind-worker.js');
      expect(files.filter((file) => /ui|highlight/.test(file))).toEqual([]);
    }
    expect(stats.files).toBeGreaterThan(stats.records);
  });

  it('indexes again only the languages whose records changed, and the same records give the same bytes', { timeout: 90_000 }, async () => {
    const dir = path.join(root, 'incremental', 'pagefind');
    const cacheDir = path.join(root, 'incremental', 'cache');
    const first = await writeSearchIndex(records(), dir, { cacheDir });
    expect(first.indexed).toHaveLength(7);
    const snapshot = () =>
      Object.fromEntries(
        (readdirSync(dir, { recursive: true }) as string[])
          .filter((file) => statSync(path.join(dir, file)).isFile())
          .map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]),
      );
    const before = snapshot();
    const same = await writeSearchIndex(records(), dir, { cacheDir });
    expect(same.indexed).toEqual([]);
    expect(snapshot()).toEqual(before);
    // One Swedish record changed: only the Swedish bundle is indexed again.
    const changed = [...records()].map((record, i, all) =>
      record.language === 'sv-se' && all.findIndex((r) => r.language === 'sv-se') === i
        ? { ...record, content: `${record.content} nyord` }
        : record,
    );
    const again = await writeSearchIndex(changed, dir, { cacheDir });
    expect(again.indexed).toEqual(['sv-se']);
    const after = snapshot();
    const differing = Object.keys(after).filter((file) => after[file] !== before[file]);
    expect(differing.length).toBeGreaterThan(0);
    expect(differing.every((file) => file.startsWith('sv-se/'))).toBe(true);
    // Rebuilt from scratch without the cache, the same records give byte-identical bundles.
    const fresh = path.join(root, 'incremental', 'fresh');
    await writeSearchIndex(changed, fresh);
    for (const [file, text] of Object.entries(after)) expect(readFileSync(path.join(fresh, file), 'utf8'), file).toBe(text);
  });

  it('keeps the previous index whole when a build fails half way', { timeout: 60_000 }, async () => {
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
