import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SURE_MARK, UNSURE_MARK, WRITTEN_LIST, writeWrittenList } from '@/lib/build/node/change-list';
import { writeProducedList } from '@/lib/build/node/out-sync';
import { pruneBuildOut } from '@/pipeline/prune-out';

/** prune-out from the build's own lists (what the last whole build produced and this one does not), or by a walk when they are unsure. */

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function site() {
  const root = mkdtempSync(path.join(tmpdir(), 'prune-out-'));
  temps.push(root);
  const out = path.join(root, 'out');
  const cache = path.join(root, 'cache');
  const put = (relative: string) => {
    mkdirSync(path.dirname(path.join(out, relative)), { recursive: true });
    writeFileSync(path.join(out, relative), relative);
  };
  const has = (relative: string) => existsSync(path.join(out, relative));
  /** One build's lists as `npm run build` leaves them (a fresh produced/ folder), `sure` after a whole build. */
  const build = (pages: string[], sure: boolean) => {
    rmSync(path.join(cache, 'produced'), { recursive: true, force: true });
    mkdirSync(path.join(cache, 'produced'), { recursive: true });
    writeFileSync(path.join(cache, UNSURE_MARK), '');
    if (sure) writeFileSync(path.join(cache, 'produced', SURE_MARK), '');
    for (const page of pages) if (!has(page)) put(page);
    writeProducedList(path.join(cache, 'produced', 'pages.txt'), pages);
    writeWrittenList(path.join(cache, 'produced', WRITTEN_LIST), pages);
    return pruneBuildOut(out, cache);
  };
  return { out, cache, put, has, build };
}

describe('prune-out', () => {
  it('removes what the last whole build produced and this one does not, from the lists, with the folders it leaves empty', () => {
    const s = site();
    s.put('stray.html');
    s.put('api/v1/markets.json');
    expect(s.build(['a/index.html', 'gone/deep/index.html', 'keep.json'], false)).toMatchObject({ walked: true, removed: ['stray.html'] });
    expect(s.has('api/v1/markets.json')).toBe(true);
    expect(existsSync(path.join(s.cache, UNSURE_MARK))).toBe(false);

    s.put('stray-2.html');
    expect(s.build(['a/index.html', 'keep.json'], true)).toMatchObject({ walked: false, removed: ['gone/deep/index.html'] });
    expect(s.has('gone')).toBe(false);
    expect(s.has('a/index.html') && s.has('keep.json') && s.has('api/v1/markets.json')).toBe(true);
    // A file no build produced is seen only by a walk: the next build that is not sure removes it.
    expect(s.has('stray-2.html')).toBe(true);
    expect(s.build(['a/index.html', 'keep.json'], false)).toMatchObject({ walked: true, removed: ['stray-2.html'] });
  });

  it('walks out/ when the last lists are missing or this build is unsure', () => {
    const s = site();
    expect(s.build(['a/index.html', 'b/index.html'], true)).toMatchObject({ walked: true });
    rmSync(path.join(s.cache, 'produced-last'), { recursive: true });
    expect(s.build(['a/index.html'], true)).toMatchObject({ walked: true, removed: ['b/index.html'] });
    s.put('c.html');
    expect(s.build(['a/index.html'], false)).toMatchObject({ walked: true, removed: ['c.html'] });
  });
});
