import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  bareRepository,
  branchFiles,
  buildFolder,
  git,
  marketFiles,
  nameStatus,
  publish,
  removeTempDirs,
  SITE,
  startPublish,
  tempDir,
} from './helpers';
import { resume } from '@/tests/helpers/faults';

afterAll(() => removeTempDirs());

/** The publish stopped itself before its push (DESK_FAULT publish:push:pause) until resumed. */
const PAUSED = (attempt: number) => new RegExp(`fault: publish:push:pause n=${attempt} pid=(\\d+) at=attempt ${attempt}`);

/** Another job (the hourly market refresh) pushing newer market files from its own clone. */
function pushFromOtherClone(repo: string, generatedAt: string, tag: string): string {
  const clone = path.join(tempDir('publish-other'), 'clone');
  git(path.dirname(clone), 'clone', '-q', '--branch', 'gh-pages', repo, clone);
  for (const [relative, text] of Object.entries(marketFiles({ generatedAt, tag }))) {
    mkdirSync(path.dirname(path.join(clone, relative)), { recursive: true });
    writeFileSync(path.join(clone, relative), text);
  }
  git(clone, 'add', '-A');
  git(clone, 'commit', '-q', '-m', `Refresh market data (${tag})`);
  git(clone, 'push', '-q', 'origin', 'HEAD:gh-pages');
  return git(clone, 'rev-parse', 'HEAD');
}

describe('publish:pages when the branch moves between its fetch and its push', () => {
  it('is rejected, retries on the new head with the market rule applied again, and keeps the other commit', async () => {
    const repo = bareRepository();
    expect(
      (await publish(buildFolder({ ...SITE, ...marketFiles({ generatedAt: '2026-03-01T10:17:00.000Z', tag: 'first' }) }), repo)).code,
    ).toBe(0);

    // The build's prices are newer than the branch's when the publish reads it…
    const build = buildFolder({
      ...SITE,
      'index.html': '<!doctype html><title>Home, new</title>',
      ...marketFiles({ generatedAt: '2026-03-01T11:00:00.000Z', tag: 'build' }),
    });
    const running = startPublish(build, repo, [], { DESK_FAULT: 'publish:push:pause' });
    const pid = Number((await running.waitFor(PAUSED(1)))[1]);
    // …but before it pushes, the hourly job publishes newer ones still.
    const other = pushFromOtherClone(repo, '2026-03-01T11:17:00.000Z', 'refresh');
    await resume(pid);
    await running.waitFor(PAUSED(2));
    await resume(pid);
    const result = await running.exit;

    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/gh-pages moved while publishing .*trying again on the new head \(attempt 2 of 4\)/);
    expect(git(repo, 'rev-parse', 'gh-pages^')).toBe(other);
    // Against the new head the build's prices are older: the refresh's market files stay.
    expect(nameStatus(repo)).toEqual(['M\tindex.html']);
    expect(branchFiles(repo).get('api/v1/markets/aggregated.json')).toContain('"refresh"');
  });

  it('gives up after the bounded attempts, exits non-zero, and never forces over the other pushes', async () => {
    const repo = bareRepository();
    expect((await publish(buildFolder(SITE), repo)).code).toBe(0);
    const running = startPublish(buildFolder({ ...SITE, 'index.html': 'changed' }), repo, ['--max-attempts', '2'], {
      DESK_FAULT: 'publish:push:pause',
    });
    let last = '';
    for (const attempt of [1, 2]) {
      const pid = Number((await running.waitFor(PAUSED(attempt)))[1]);
      last = pushFromOtherClone(repo, `2026-03-01T1${attempt}:17:00.000Z`, `refresh-${attempt}`);
      await resume(pid);
    }
    const result = await running.exit;
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('gh-pages kept moving: gave up after 2 attempts');
    expect(git(repo, 'rev-parse', 'gh-pages')).toBe(last);
    expect(branchFiles(repo).get('index.html')).toBe(SITE['index.html']);
  });
});
