import { mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageEntry, unchangedPage } from '@/lib/build/node/leaf-keys';

/**
 * A leaf page is skipped only while its file is the one the last build left (lib/build/node/leaf-keys.ts):
 * the file's inode and ctime spare re-reading its bytes, and anything else is hashed again.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'leaf-key-stamp-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = '<!DOCTYPE html><p>one</p>';
const same = '<!DOCTYPE html><p>two</p>';

function written(name: string, text: string) {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return { file, entry: pageEntry('key', Buffer.from(text), statSync(file)) };
}

/** Writes `text` into `file` in place (same inode) until the file's ctime has moved on. */
function rewriteInPlace(file: string, text: string) {
  const before = statSync(file).ctimeMs;
  for (let attempt = 0; attempt < 200 && statSync(file).ctimeMs === before; attempt++) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    writeFileSync(file, text);
  }
  expect(statSync(file).ctimeMs).not.toBe(before);
}

describe('an unchanged leaf page', () => {
  it('is kept on its inode and ctime, with the entry as it was', () => {
    const { file, entry } = written('kept.html', page);
    expect(entry.at).toBeDefined();
    expect(unchangedPage(file, entry, 'key')).toBe(entry);
    expect(unchangedPage(file, entry, 'other key')).toBeUndefined();
  });

  it('is hashed when the entry has no stamp (an older cache, or out/ restored with new inodes), then stamped', () => {
    const { file, entry } = written('old-cache.html', page);
    const { at: _at, ...unstamped } = entry;
    const kept = unchangedPage(file, unstamped, 'key');
    expect(kept).toEqual(entry);
    expect(unchangedPage(file, { ...entry, at: '1:2' }, 'key')).toEqual(entry);
  });

  it('is rendered again when rewritten in place with other bytes of the same size', () => {
    const { file, entry } = written('in-place.html', page);
    rewriteInPlace(file, same);
    expect(statSync(file).size).toBe(entry.size);
    expect(unchangedPage(file, entry, 'key')).toBeUndefined();
  });

  it('is rendered again when another file was renamed over it', () => {
    const { file, entry } = written('renamed.html', page);
    writeFileSync(path.join(dir, 'other.html'), same);
    renameSync(path.join(dir, 'other.html'), file);
    expect(unchangedPage(file, entry, 'key')).toBeUndefined();
  });

  it('is kept when rewritten with its own bytes (hashed again, then stamped anew)', () => {
    const { file, entry } = written('same-bytes.html', page);
    rewriteInPlace(file, page);
    const kept = unchangedPage(file, entry, 'key');
    expect(kept?.sha1).toBe(entry.sha1);
    expect(kept?.at).not.toBe(entry.at);
  });
});
