import { appendFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  appendPublishChanges,
  PUBLISH_CHANGES,
  readPublishChanges,
  resetPublishChanges,
  STEP_LISTS,
  SURE_MARK,
  WRITTEN_LIST,
  writeWrittenList,
} from '@/lib/build/node/change-list';
import { hashFiles } from '@/lib/publish/node/file-hashes';

/** The builds' log of changes for the publish: whole segments of sure builds only, and a hash cache trusted for every file none names. */

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function site() {
  const root = mkdtempSync(path.join(tmpdir(), 'change-list-'));
  temps.push(root);
  const out = path.join(root, 'out');
  const cache = path.join(root, 'cache');
  mkdirSync(out, { recursive: true });
  const put = (relative: string, text: string) => {
    mkdirSync(path.dirname(path.join(out, relative)), { recursive: true });
    writeFileSync(path.join(out, relative), text);
  };
  /** A whole build's lists: the export step's, precompress's and the digests' files written. */
  const build = (written: string[], sure = true, removed: string[] = []) => {
    const lists = path.join(cache, 'produced');
    rmSync(lists, { recursive: true, force: true });
    mkdirSync(lists, { recursive: true });
    if (sure) writeFileSync(path.join(lists, SURE_MARK), '');
    writeWrittenList(path.join(lists, WRITTEN_LIST), written);
    for (const name of STEP_LISTS) writeWrittenList(path.join(lists, name), []);
    appendPublishChanges(cache, out, removed);
  };
  return { out, cache, put, build };
}

describe('changes since the last publish', () => {
  it('collects the sure builds\u2019 files written and removed; an unsure build or a cut segment makes the log untrusted', () => {
    const s = site();
    s.build(['a.html'], true, ['gone.html']);
    s.build(['b.html']);
    expect([...readPublishChanges(s.cache, s.out)!.files].sort()).toEqual(['a.html', 'b.html', 'gone.html']);
    s.build(['c.html'], false);
    expect(readPublishChanges(s.cache, s.out)).toBeUndefined();
    // Started again after a publish, then a build cut in the middle of its segment.
    writeFileSync(path.join(s.cache, PUBLISH_CHANGES), '');
    s.build(['d.html']);
    expect([...readPublishChanges(s.cache, s.out)!.files]).toEqual(['d.html']);
    appendFileSync(path.join(s.cache, PUBLISH_CHANGES), `# build ${s.out}\ne.html\n`);
    expect(readPublishChanges(s.cache, s.out)).toBeUndefined();
  });

  it('the publish starts the log again only when no build appended since it read it', () => {
    const s = site();
    s.build(['a.html']);
    const read = readPublishChanges(s.cache, s.out)!;
    s.build(['b.html']);
    resetPublishChanges(s.cache, read.length);
    expect(readPublishChanges(s.cache, s.out)!.files.size).toBe(2);
    resetPublishChanges(s.cache, readPublishChanges(s.cache, s.out)!.length);
    expect(readPublishChanges(s.cache, s.out)!.files.size).toBe(0);
  });

  it("hashFiles: a trusted file with a cached hash is not stat'ed; any other is", () => {
    const s = site();
    const hashes = path.join(s.cache, 'hashes');
    s.put('a.html', 'alpha');
    s.put('b.html', 'beta');
    // Hashed long enough ago that the cache keeps them (racy entries are not kept).
    const old = new Date(Date.now() - 60_000);
    for (const file of ['a.html', 'b.html']) utimesSync(path.join(s.out, file), old, old);
    expect(hashFiles(s.out, ['a.html', 'b.html'], hashes).read).toBe(2);
    // b is removed behind the publish's back and a rewritten: a trusted b keeps its cached hash, unseen; a untrusted is read again.
    rmSync(path.join(s.out, 'b.html'));
    s.put('a.html', 'alpha 2');
    const result = hashFiles(s.out, ['a.html', 'b.html'], hashes, false, (relative) => relative === 'b.html');
    expect(result.read).toBe(1);
    expect(result.hashes.get('a.html')).not.toBe(result.hashes.get('b.html'));
  });
});
