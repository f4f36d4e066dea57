import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { carriesMarkets, inSet, isPublishSet, PUBLISH_SETS } from '@/lib/publish/sets';
import { BuildTreeError, listBuildFiles } from '@/lib/publish/tree';

const root = mkdtempSync(path.join(tmpdir(), 'publish-sets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(relative: string): void {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), relative);
}

describe('the sets a scheduled job publishes alone', () => {
  it('are the market set and the register set, each its job’s scope', () => {
    expect(Object.keys(PUBLISH_SETS)).toEqual(['markets', 'register']);
    expect(isPublishSet('register')).toBe(true);
    expect(isPublishSet('toString')).toBe(false);
    expect(inSet('register', 'api/v1/rules/casps/FI.json')).toBe(true);
    // The rules map is the build's, not the register job's.
    expect(inSet('register', 'api/v1/rules.json')).toBe(false);
    expect(inSet('markets', 'api/v1/markets.json')).toBe(true);
    expect(inSet('markets', 'api/v1/markets.json.gz')).toBe(false);
    expect([carriesMarkets(undefined), carriesMarkets('markets'), carriesMarkets('register')]).toEqual([true, true, false]);
  });

  it('lists only the set’s files, so a checkout of the published branch (with .git) can be published from', () => {
    for (const file of [
      'index.html',
      'api/v1/rules.json',
      'api/v1/rules/casps.json',
      'api/v1/rules/casps/SE.json',
      'api/v1/markets.json',
    ]) {
      write(file);
    }
    write('.git/HEAD');
    expect([...listBuildFiles(root, PUBLISH_SETS.register.scope).keys()]).toEqual([
      'api/v1/rules/casps.json',
      'api/v1/rules/casps/SE.json',
    ]);
    expect([...listBuildFiles(root, PUBLISH_SETS.markets.scope).keys()]).toEqual(['api/v1/markets.json']);
    // The whole folder is still refused with a repository inside.
    expect(() => listBuildFiles(root)).toThrow(BuildTreeError);
  });
});
