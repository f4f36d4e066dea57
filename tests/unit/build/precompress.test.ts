import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { SURE_MARK, WRITTEN_LIST, writeWrittenList } from '@/lib/build/node/change-list';
import { writeProducedList } from '@/lib/build/node/out-sync';
import { precompressOut, STREAM_BYTES } from '@/pipeline/precompress';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The build's precompress step: copies of the produced large files, redone only for changed bytes. */

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const MIN = 100;
const big = (word: string) => `${word} `.repeat(60);

function site() {
  const root = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  temps.push(root);
  const out = path.join(root, 'out');
  const cache = path.join(root, 'cache');
  const put = (relative: string, text: string) => {
    const file = path.join(out, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    // Beside and renamed, as the build's steps write a changed file.
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
  };
  const list = (paths: string[]) => writeProducedList(path.join(cache, 'produced', 'pages.txt'), paths);
  const stat = (relative: string) => {
    const s = statSync(path.join(out, relative));
    return `${s.ino} ${s.mtimeMs}`;
  };
  // What `npm run build` leaves after a whole build and the export step: the sure mark and the files written.
  const written = (paths: string[]) => {
    writeFileSync(path.join(cache, 'produced', SURE_MARK), '');
    writeWrittenList(path.join(cache, 'produced', WRITTEN_LIST), paths);
  };
  return { out, cache, put, list, stat, written, run: () => precompressOut(out, cache, MIN) };
}

describe('precompress', () => {
  it('copies the large text files this build produced, not a leftover whose page is gone', async () => {
    const s = site();
    s.put('a/index.html', big('alpha'));
    s.put('b.json', big('beta'));
    s.put('small.html', 'tiny');
    s.put('gone/index.html', big('gone'));
    s.put('api/v1/markets.json', big('market'));
    s.list(['a/index.html', 'b.json', 'small.html', 'api/v1/markets.json']);
    expect(await s.run()).toMatchObject({ targets: 2, read: 2, compressed: 2 });
    expect(brotliDecompressSync(readFileSync(path.join(s.out, 'a/index.html.br'))).toString()).toBe(big('alpha'));
    expect(gunzipSync(readFileSync(path.join(s.out, 'b.json.gz'))).toString()).toBe(big('beta'));
    expect(existsSync(path.join(s.out, 'gone/index.html.br'))).toBe(false);
    expect(existsSync(path.join(s.out, 'api/v1/markets.json.br'))).toBe(false);
    expect(
      readFileSync(path.join(s.cache, 'produced', 'precompress.txt'), 'utf8')
        .split('\n')
        .filter(Boolean),
    ).toEqual(['a/index.html.br', 'a/index.html.gz', 'b.json.br', 'b.json.gz']);
  });

  it('reads only sources written since the last run and compresses only changed bytes', async () => {
    const s = site();
    s.put('a/index.html', big('alpha'));
    s.put('b.json', big('beta'));
    s.list(['a/index.html', 'b.json']);
    await s.run();
    const copies = ['a/index.html.br', 'a/index.html.gz', 'b.json.br', 'b.json.gz'].map((file) => [file, s.stat(file)]);
    expect(await s.run()).toMatchObject({ targets: 2, read: 0, compressed: 0 });
    expect(copies.map(([file]) => [file, s.stat(file!)])).toEqual(copies);
    // b.json written again with the same bytes: read, not compressed; a changed: compressed again.
    s.put('b.json', big('beta'));
    s.put('a/index.html', big('alpha2'));
    expect(await s.run()).toMatchObject({ targets: 2, read: 2, compressed: 1 });
    expect(s.stat('b.json.br')).toBe(copies[2]![1]);
    expect(brotliDecompressSync(readFileSync(path.join(s.out, 'a/index.html.br'))).toString()).toBe(big('alpha2'));
    // A missing copy is made again even though its source is unchanged.
    rmSync(path.join(s.out, 'b.json.gz'));
    expect(await s.run()).toMatchObject({ read: 1, compressed: 1 });
    expect(existsSync(path.join(s.out, 'b.json.gz'))).toBe(true);
  });

  it('walks out/ when the produced lists are missing (run on its own)', async () => {
    const s = site();
    s.put('a/index.html', big('alpha'));
    s.put('gone/index.html', big('gone'));
    expect(await s.run()).toMatchObject({ targets: 2, compressed: 2 });
  });

  it("from the build's list of files written: only those are read, a gone source is dropped, the rest kept unseen", async () => {
    const s = site();
    s.put('a/index.html', big('alpha'));
    s.put('b.json', big('beta'));
    s.put('c.json', big('gamma'));
    s.list(['a/index.html', 'b.json', 'c.json']);
    expect(await s.run()).toMatchObject({ targets: 3, compressed: 3, fromList: false });
    // The next build wrote a and d, no longer produces c; b is unchanged and not even stat'ed.
    s.put('a/index.html', big('alpha2'));
    s.put('d.json', big('delta'));
    s.list(['a/index.html', 'b.json', 'd.json']);
    s.written(['a/index.html', 'd.json', 'small.json']);
    expect(await s.run()).toMatchObject({ targets: 3, read: 2, compressed: 2, fromList: true });
    expect(brotliDecompressSync(readFileSync(path.join(s.out, 'a/index.html.br'))).toString()).toBe(big('alpha2'));
    expect(
      readFileSync(path.join(s.cache, 'produced', 'precompress.txt'), 'utf8')
        .split('\n')
        .filter(Boolean),
    ).toEqual(['a/index.html.br', 'a/index.html.gz', 'b.json.br', 'b.json.gz', 'd.json.br', 'd.json.gz']);
    // A list cut short (no closing line) is not trusted: every produced file is stat'ed again.
    writeFileSync(path.join(s.cache, 'produced', WRITTEN_LIST), 'a/index.html\n');
    expect(await s.run()).toMatchObject({ targets: 3, read: 0, fromList: false });
  });

  it('compresses a file past STREAM_BYTES as streams, to the same bytes as the one-shot calls', { timeout: 120_000 }, async () => {
    const s = site();
    const text = JSON.stringify(Array.from({ length: Math.ceil(STREAM_BYTES / 20) }, (_, n) => ({ id: `story-${n}`, n: n % 97 })));
    expect(text.length).toBeGreaterThan(STREAM_BYTES);
    s.put('api/v1/news.json', text);
    s.list(['api/v1/news.json']);
    expect(await s.run()).toMatchObject({ compressed: 1 });
    const body = Buffer.from(text);
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    expect(readFileSync(path.join(s.out, 'api/v1/news.json.br')).equals(br)).toBe(true);
    expect(readFileSync(path.join(s.out, 'api/v1/news.json.gz')).equals(gzipSync(body, { level: 9 }))).toBe(true);
  });
});
