import { createHash } from 'node:crypto';
import { renameSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashFiles } from '@/lib/publish/node/file-hashes';
import { buildFolder, removeTempDirs, tempDir } from './helpers';

/** The publish's file-hash cache (lib/publish/node/file-hashes.ts): which files are read again. */

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const LONG_AGO = new Date('2026-01-01T00:00:00Z');

afterAll(() => removeTempDirs());

function folder(): string {
  const root = buildFolder({ 'a.html': 'aaaa', 'b/c.json': '{"c":1}', 'd.txt': 'dddd' });
  for (const relative of ['a.html', 'b/c.json', 'd.txt']) utimesSync(path.join(root, relative), LONG_AGO, LONG_AGO);
  return root;
}

describe('hashFiles', () => {
  it('reads every file once, then none while size, mtime and inode stay', () => {
    const root = folder();
    const cache = tempDir('hash-cache');
    const first = hashFiles(root, ['a.html', 'b/c.json', 'd.txt'], cache);
    expect(first.read).toBe(3);
    expect(first.hashes.get('a.html')).toBe(md5('aaaa'));
    const second = hashFiles(root, ['a.html', 'b/c.json', 'd.txt'], cache);
    expect(second.read).toBe(0);
    expect(second.hashes).toEqual(first.hashes);
  });

  it('a changed file is read again: a new mtime, a new size, or a new inode (replaced by rename)', () => {
    const root = folder();
    const cache = tempDir('hash-cache');
    hashFiles(root, ['a.html', 'b/c.json', 'd.txt'], cache);
    // Same size, new bytes, an mtime of its own (older than the racy window).
    writeFileSync(path.join(root, 'a.html'), 'AAAA');
    utimesSync(path.join(root, 'a.html'), LONG_AGO, new Date('2026-02-01T00:00:00Z'));
    // Same bytes count and the very same mtime, but a new file moved in (what the incremental build does).
    writeFileSync(path.join(root, 'd.new'), 'DDDD');
    utimesSync(path.join(root, 'd.new'), LONG_AGO, LONG_AGO);
    renameSync(path.join(root, 'd.new'), path.join(root, 'd.txt'));
    const again = hashFiles(root, ['a.html', 'b/c.json', 'd.txt'], cache);
    expect(again.read).toBe(2);
    expect(again.hashes.get('a.html')).toBe(md5('AAAA'));
    expect(again.hashes.get('d.txt')).toBe(md5('DDDD'));
  });

  it('a file written moments ago is not recorded, so a same-size rewrite in the same tick is still seen', () => {
    const root = folder();
    const cache = tempDir('hash-cache');
    writeFileSync(path.join(root, 'a.html'), 'xxxx');
    expect(hashFiles(root, ['a.html'], cache).read).toBe(1);
    writeFileSync(path.join(root, 'a.html'), 'yyyy');
    const again = hashFiles(root, ['a.html'], cache);
    expect(again.read).toBe(1);
    expect(again.hashes.get('a.html')).toBe(md5('yyyy'));
  });

  it('a partial run (the market set alone) keeps the other files in the cache; a full run drops files not named', () => {
    const root = folder();
    const cache = tempDir('hash-cache');
    hashFiles(root, ['a.html', 'b/c.json', 'd.txt'], cache);
    expect(hashFiles(root, ['d.txt'], cache, true).read).toBe(0);
    expect(hashFiles(root, ['a.html', 'b/c.json', 'd.txt'], cache).read).toBe(0);
    hashFiles(root, ['d.txt'], cache);
    expect(hashFiles(root, ['a.html', 'b/c.json', 'd.txt'], cache).read).toBe(2);
  });

  it('without a cache folder every file is read each time', () => {
    const root = folder();
    hashFiles(root, ['a.html'], null);
    expect(hashFiles(root, ['a.html'], null).read).toBe(1);
  });
});
