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

afterAll(() => removeTempDirs());

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
    const hooks = tempDir('publish-hooks');
    const running = startPublish(build, repo, [], { PUBLISH_TEST_PAUSE_BEFORE_PUSH: hooks });
    await running.waitFor(/step=before-push attempt=1/);
    // …but before it pushes, the hourly job publishes newer ones still.
    const other = pushFromOtherClone(repo, '2026-03-01T11:17:00.000Z', 'refresh');
    writeFileSync(path.join(hooks, 'resume-1'), '');
    await running.waitFor(/step=before-push attempt=2/);
    writeFileSync(path.join(hooks, 'resume-2'), '');
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
    const hooks = tempDir('publish-hooks');
    const running = startPublish(buildFolder({ ...SITE, 'index.html': 'changed' }), repo, ['--max-attempts', '2'], {
      PUBLISH_TEST_PAUSE_BEFORE_PUSH: hooks,
    });
    let last = '';
    for (const attempt of [1, 2]) {
      await running.waitFor(new RegExp(`step=before-push attempt=${attempt}`));
      last = pushFromOtherClone(repo, `2026-03-01T1${attempt}:17:00.000Z`, `refresh-${attempt}`);
      writeFileSync(path.join(hooks, `resume-${attempt}`), '');
    }
    const result = await running.exit;
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('gh-pages kept moving: gave up after 2 attempts');
    expect(git(repo, 'rev-parse', 'gh-pages')).toBe(last);
    expect(branchFiles(repo).get('index.html')).toBe(SITE['index.html']);
  });
});
