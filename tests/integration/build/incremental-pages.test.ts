import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { treeChanges, treeSnapshot } from '@/lib/build/node/tree-snapshot';
import { pruneOut } from '@/lib/build/node/out-sync';
import { writeLeafPages } from '@/pipeline/export/leaf-pages';
import { writeNotFoundPages } from '@/pipeline/export/site-pages';

/**
 * The leaf page step of the incremental build on the site's own content (the build's
 * .contentlayer/): a second run with nothing changed renders every page but rewrites none; a
 * damaged page is written again; a page no longer produced is pruned. A whole `npm run build` is
 * too slow for a test; each step's rule is tested on its own (tests/unit/build/out-sync.test.ts,
 * tests/integration/search/pagefind-index.test.ts), and bench/site-build.ts measures the whole.
 */
const out = mkdtempSync(path.join(tmpdir(), 'incremental-pages-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('leaf pages, built twice', () => {
  it('rewrites nothing the second time, writes a page whose bytes differ, and prunes a page that is gone', () => {
    const first = writeLeafPages(out);
    const notFound = writeNotFoundPages(out);
    expect(first.pages).toBeGreaterThan(100);
    expect(first.written).toBe(first.pages);
    // Every file in the past: a rewrite in this second shows in its mtime.
    const past = new Date('2020-01-01T00:00:00Z');
    for (const file of [...first.files, ...notFound]) utimesSync(path.join(out, file), past, past);
    const before = treeSnapshot(out);

    const second = writeLeafPages(out);
    writeNotFoundPages(out);
    expect(second.pages).toBe(first.pages);
    expect(second.written).toBe(0);
    const unchanged = treeChanges(before, treeSnapshot(out));
    expect([...unchanged.added, ...unchanged.changed, ...unchanged.removed]).toEqual([]);

    // A damaged page and a page of a story that is gone.
    const damaged = path.join(out, first.files[0]!);
    writeFileSync(damaged, 'damaged');
    const gone = path.join(out, 'news', 'a-story-that-was-removed', 'index.html');
    mkdirSync(path.dirname(gone), { recursive: true });
    writeFileSync(gone, 'old');
    const third = writeLeafPages(out);
    expect(third.written).toBe(1);
    expect(readFileSync(damaged, 'utf8')).toContain('<!DOCTYPE html>');
    const { removed } = pruneOut(out, new Set([...third.files, ...notFound]));
    expect(removed).toEqual(['news/a-story-that-was-removed/index.html']);
  });
});
