import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isRefreshOwned, pruneOut, readProducedLists, syncTree, writeIfChanged, writeProducedList } from '@/lib/build/node/out-sync';

/** The incremental build's file rules: copy only what changed, remove only what is gone. */

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'out-sync-'));
  temps.push(dir);
  return dir;
}

function put(root: string, relative: string, text: string): string {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

/** Sets a file's mtime into the past, so a rewrite in this second would show. */
function age(file: string): { ino: number; mtimeMs: number } {
  const past = new Date('2020-01-01T00:00:00Z');
  utimesSync(file, past, past);
  const stat = statSync(file);
  return { ino: stat.ino, mtimeMs: stat.mtimeMs };
}

function identity(file: string): { ino: number; mtimeMs: number } {
  const stat = statSync(file);
  return { ino: stat.ino, mtimeMs: stat.mtimeMs };
}

describe('writeIfChanged', () => {
  it('leaves a file with the same bytes alone (same inode and mtime) and rewrites one that differs', () => {
    const dir = tempDir();
    const file = put(dir, 'a/index.html', '<p>same</p>');
    const before = age(file);
    expect(writeIfChanged(file, '<p>same</p>')).toBe(false);
    expect(identity(file)).toEqual(before);
    expect(writeIfChanged(file, '<p>new!</p>')).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('<p>new!</p>');
    expect(identity(file).mtimeMs).not.toBe(before.mtimeMs);
  });

  it('writes a new file, making its folders', () => {
    const dir = tempDir();
    expect(writeIfChanged(path.join(dir, 'x/y/z.json'), Buffer.from('{}'))).toBe(true);
    expect(readFileSync(path.join(dir, 'x/y/z.json'), 'utf8')).toBe('{}');
  });
});

describe('syncTree and pruneOut', () => {
  it('copies only changed files from the stage, then removes the files no step produced', async () => {
    const stage = tempDir();
    const out = tempDir();
    put(stage, 'news/index.html', 'list v2');
    put(stage, 'about/index.html', 'about');
    put(stage, 'api/v1/news.json', '{"v":2}');
    const kept = put(out, 'about/index.html', 'about');
    const changed = put(out, 'news/index.html', 'list v1');
    const gone = put(out, 'news/old-story/index.html', 'gone');
    const leaf = put(out, 'news/leaf/index.html', 'a leaf page another step keeps');
    const keptBefore = age(kept);
    const changedBefore = age(changed);

    const result = await syncTree(stage, out);
    expect(result.files).toEqual(['about/index.html', 'api/v1/news.json', 'news/index.html']);
    expect(result).toMatchObject({ written: 2, unchanged: 1 });
    expect(identity(kept)).toEqual(keptBefore);
    expect(readFileSync(changed, 'utf8')).toBe('list v2');
    expect(identity(changed).mtimeMs).not.toBe(changedBefore.mtimeMs);
    expect(readFileSync(path.join(out, 'api/v1/news.json'), 'utf8')).toBe('{"v":2}');
    // New and changed files were moved out of the stage (Next deletes it next time anyway); the
    // unchanged one was left where it was.
    expect(existsSync(path.join(stage, 'news/index.html'))).toBe(false);
    expect(existsSync(path.join(stage, 'about/index.html'))).toBe(true);

    const { removed } = pruneOut(out, new Set([...result.files, 'news/leaf/index.html']));
    expect(removed).toEqual(['news/old-story/index.html']);
    expect(existsSync(gone)).toBe(false);
    // The folder the gone page left empty goes too; the kept leaf page stays.
    expect(existsSync(path.dirname(gone))).toBe(false);
    expect(existsSync(leaf)).toBe(true);
    expect(identity(kept)).toEqual(keptBefore);
  });

  it('never removes the market refresh’s files or its lock folder, and writes the market set as one locked set', async () => {
    const stage = tempDir();
    const out = tempDir();
    put(stage, 'index.html', 'home');
    put(stage, 'api/v1/markets.json', '{"m":2}');
    put(stage, 'api/v1/markets/BTC-NOK.json', '{"p":"2"}');
    // Published by an hourly refresh after the last build: a market the build's snapshot lacks.
    const refreshOnly = put(out, 'api/v1/markets/history/ETH-NOK.json', '{"rows":[]}');
    const unchangedMarket = put(out, 'api/v1/markets/BTC-NOK.json', '{"p":"2"}');
    const marketBefore = age(unchangedMarket);
    put(out, '.markets-txn/.gitignore', '*');

    const result = await syncTree(stage, out);
    expect(readFileSync(path.join(out, 'api/v1/markets.json'), 'utf8')).toBe('{"m":2}');
    expect(identity(unchangedMarket)).toEqual(marketBefore);
    // The market set went through the refresh's lock: no lock or journal is left behind.
    expect(existsSync(path.join(out, '.markets-txn', 'lock'))).toBe(false);

    const { removed } = pruneOut(out, new Set(result.files));
    expect(removed).toEqual([]);
    expect(existsSync(refreshOnly)).toBe(true);
    expect(existsSync(path.join(out, '.markets-txn/.gitignore'))).toBe(true);
  });

  it('knows which paths the refresh owns', () => {
    expect(isRefreshOwned('api/v1/markets.json')).toBe(true);
    expect(isRefreshOwned('api/v1/markets/by-asset/BTC.json')).toBe(true);
    expect(isRefreshOwned('.markets-txn/lock/owner.json')).toBe(true);
    expect(isRefreshOwned('api/v1/markets-extra.json')).toBe(false);
    expect(isRefreshOwned('no/markets/index.html')).toBe(false);
  });

  it('reads back every list the steps wrote', () => {
    const dir = tempDir();
    writeProducedList(path.join(dir, 'pages.txt'), ['a/index.html', 'b.json']);
    writeProducedList(path.join(dir, 'precompress.txt'), ['b.json.br', 'b.json.gz']);
    expect([...readProducedLists(dir)].sort()).toEqual(['a/index.html', 'b.json', 'b.json.br', 'b.json.gz']);
  });

  it('reads only the named lists when asked (precompress runs beside the search step)', () => {
    const dir = tempDir();
    writeProducedList(path.join(dir, 'pages.txt'), ['a/index.html']);
    writeProducedList(path.join(dir, 'search.txt'), ['pagefind/pagefind.js']);
    // next.txt is missing: a list not written yet is no list.
    expect([...readProducedLists(dir, ['next.txt', 'pages.txt'])]).toEqual(['a/index.html']);
  });
});
