import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serialize } from 'node:v8';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareContent } from '@/lib/content/node/prepare';
import { PREPARED_FILE, preparedContent } from '@/lib/content/node/prepared';
import { STORE_DIGEST_FILE } from '@/lib/content/node/store-files.mjs';
import { validateContent } from '@/lib/content/validate';
import { fixtureRawContent } from '../../fixtures/content';

/**
 * Every process after the content step reads the checked content from the one prepared copy and
 * checks nothing again; a copy made from another store is refused, never read as current.
 */
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const DIGEST = 'a'.repeat(64);
const checked = validateContent(fixtureRawContent());

/** A project with a store digest and a prepared copy, and no store at all: reading one would fail. */
function project(copyDigest: string | undefined): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'desk-prepared-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, path.dirname(STORE_DIGEST_FILE)), { recursive: true });
  writeFileSync(path.join(dir, STORE_DIGEST_FILE), DIGEST);
  if (copyDigest !== undefined) {
    mkdirSync(path.join(dir, path.dirname(PREPARED_FILE)), { recursive: true });
    writeFileSync(path.join(dir, PREPARED_FILE), Buffer.concat([Buffer.from(copyDigest, 'latin1'), serialize(checked)]));
  }
  return dir;
}

describe('the prepared copy of the checked content', () => {
  it('is read as it was checked, with no store to read and nothing validated again', () => {
    const dir = project(DIGEST);
    expect(preparedContent(dir)).toEqual(checked);
    // The check itself has nothing to do while the copy is that of the store as it is.
    expect(prepareContent(dir)).toEqual(checked);
  });

  it('is refused when it was made from another store, or is missing', () => {
    for (const dir of [project('b'.repeat(64)), project(undefined)]) {
      expect(() => preparedContent(dir)).toThrow(`${path.join(dir, PREPARED_FILE)} is missing or older than the content store`);
      // The check validates again from the store, which is not there: it does not take the old copy.
      expect(() => prepareContent(dir)).toThrow(/is missing: run `npm run content:build` first/);
    }
  });
});
