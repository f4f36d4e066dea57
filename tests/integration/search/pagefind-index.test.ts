import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
  it('has one index per language under the lower-case <html lang> key; Icelandic has no stemmer', { timeout: 60_000 }, async () => {
    const dir = path.join(root, 'languages', 'pagefind');
    const stats = await writeSearchIndex(records(), dir);
    const entry = entryOf(dir);
    expect(Object.keys(entry.languages).sort()).toEqual(['da-dk', 'en', 'fi-fi', 'is-is', 'nb-no', 'nn-no', 'sv-se']);
    for (const [language, index] of Object.entries(entry.languages)) {
      expect(index.page_count, language).toBe(stats.records / 7);
      // Pagefind has stemmers for the other six; Icelandic falls back to none ("unknown").
      if (language === 'is-is') expect(index.wasm).toBeNull();
      else expect(index.wasm, language).toBe(language);
    }
    expect(existsSync(path.join(dir, 'wasm.unknown.pagefind'))).toBe(true);
    // Only what the site's own search page loads is published.
    const files = readdirSync(dir);
    expect(files).toContain('pagefind.js');
    expect(files).toContain('pagefind-worker.js');
    expect(files.filter((file) => /ui|highlight/.test(file))).toEqual([]);
    expect(stats.files).toBeGreaterThan(stats.records);
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
