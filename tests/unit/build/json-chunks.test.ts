import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { writeChunksIfChanged, writeFilesIfChanged } from '@/lib/build/node/out-sync';
import { isLargeList, jsonChunks, STREAM_ITEMS } from '@/lib/build/json-chunks';

/** The largest lists written in pieces: the same bytes as JSON.stringify, and a file rewritten only when they differ. */

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'json-chunks-'));
  temps.push(dir);
  return dir;
}

/** A news list of `count` stories, with what JSON.stringify treats specially: undefined members, holes, escapes, numbers. */
function newsList(count: number, mark = '') {
  return {
    generated_at: '2026-12-02T12:00:00.000Z',
    count,
    skipped: undefined,
    items: Array.from({ length: count }, (_, n) => ({
      id: `story-${n}${mark}`,
      title: `Bitcoin “${n}” \u2028 <b>\\"ø\n`,
      score: n / 7,
      extra: n % 3 === 0 ? undefined : null,
      tags: n % 5 === 0 ? [undefined, 'a', () => 1] : [],
    })),
    updated: null,
  };
}

describe('jsonChunks', () => {
  it('gives exactly JSON.stringify, in pieces of about a megabyte', () => {
    const list = newsList(20_000);
    const pieces = [...jsonChunks(list)];
    expect(pieces.join('')).toBe(JSON.stringify(list));
    expect(pieces.length).toBeGreaterThan(1);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThan(2 * (1 << 20));
  });

  it('equals JSON.stringify for any JSON-like value', () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 4, withNullPrototype: false }), (value) => {
        expect([...jsonChunks(value)].join('')).toBe(JSON.stringify(value) ?? 'undefined');
      }),
      { numRuns: 300 },
    );
  });

  it('only documents with a top-level list of STREAM_ITEMS or more are written in pieces', () => {
    expect(isLargeList(newsList(STREAM_ITEMS))).toBe(true);
    expect(isLargeList(newsList(STREAM_ITEMS - 1))).toBe(false);
    expect(isLargeList([1, 2, 3])).toBe(false);
  });
});

describe('writeChunksIfChanged', () => {
  const chunksOf = (value: unknown) => jsonChunks(value);

  it('writes a new file, leaves an equal one alone (same inode and mtime), rewrites one that differs anywhere', () => {
    const file = path.join(tempDir(), 'api', 'v1', 'news.json');
    const list = newsList(20_000);
    expect([...chunksOf(list)].length).toBeGreaterThan(1);
    expect(writeChunksIfChanged(file, chunksOf(list))).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(JSON.stringify(list));
    const before = statSync(file);
    expect(writeChunksIfChanged(file, chunksOf(list))).toBe(false);
    expect(statSync(file)).toMatchObject({ ino: before.ino, mtimeMs: before.mtimeMs });

    // A difference far into the file: the equal part is copied, the rest written.
    const edited = newsList(20_000);
    edited.items[19_900]!.id = 'story-edited';
    expect(writeChunksIfChanged(file, chunksOf(edited))).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(JSON.stringify(edited));
    // Shorter (the file held more) and longer.
    for (const next of [newsList(19_999), newsList(20_001)]) {
      expect(writeChunksIfChanged(file, chunksOf(next))).toBe(true);
      expect(readFileSync(file, 'utf8')).toBe(JSON.stringify(next));
    }
    expect(readdirSync(path.dirname(file))).toEqual(['news.json']);
  });

  it('a failure half way leaves the old file whole and no temporary file', () => {
    const dir = tempDir();
    const file = path.join(dir, 'news.json');
    writeFileSync(file, 'old');
    function* failing() {
      yield 'new text';
      throw new Error('the builder failed');
    }
    expect(() => writeChunksIfChanged(file, failing())).toThrow('the builder failed');
    expect(readFileSync(file, 'utf8')).toBe('old');
    expect(readdirSync(dir)).toEqual(['news.json']);
  });

  it('writeFilesIfChanged takes pieces beside whole files', async () => {
    const dir = tempDir();
    const list = newsList(1200);
    const files = [
      { path: 'api/v1/news.json', content: { chunks: () => jsonChunks(list) } },
      { path: 'api/v1/meta.json', content: '{"a":1}' },
    ];
    expect(await writeFilesIfChanged(dir, files)).toMatchObject({ written: 2, unchanged: 0 });
    expect(await writeFilesIfChanged(dir, files)).toMatchObject({ written: 0, unchanged: 2 });
    expect(readFileSync(path.join(dir, 'api/v1/news.json'), 'utf8')).toBe(JSON.stringify(list));
  });
});
