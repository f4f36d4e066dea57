import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FAST_FETCH, runCommand, fakeExchangesForFile } from '../markets/helpers';
import { bareRepository, buildFolder, git, publish, removeTempDirs, SITE, tempDir } from './helpers';

const fake = fakeExchangesForFile();
afterAll(() => removeTempDirs());

describe('the hourly market refresh after a publish', () => {
  it('changes only market files in a checkout of the published branch', async () => {
    // A build whose market files come from the real refresh against the fake exchanges.
    const out = buildFolder(SITE);
    const scratch = tempDir('publish-snapshots');
    const built = await runCommand('markets-refresh', ['--out', out, '--snapshot', path.join(scratch, 'build.json')], {
      ...fake().env(),
      ...FAST_FETCH,
    });
    expect(built.code, built.stderr).toBe(0);
    const repo = bareRepository();
    const published = await publish(out, repo);
    expect(published.code, published.stderr).toBe(0);

    const checkout = path.join(tempDir('publish-checkout'), 'published');
    git(path.dirname(checkout), 'clone', '-q', '--branch', 'gh-pages', repo, checkout);
    const refreshed = await runCommand('markets-refresh', ['--out', checkout, '--snapshot', path.join(scratch, 'hourly.json')], {
      // Other prices than the build's (every price shifted by 2), so the refresh changes something.
      ...fake().env({}, undefined, 2),
      ...FAST_FETCH,
    });
    expect(refreshed.code, refreshed.stderr).toBe(0);

    const changes = git(checkout, 'status', '--porcelain', '--untracked-files=all').split('\n').filter(Boolean);
    expect(changes.filter((line) => !/^.. api\/v1\/markets(\.json|\/)/.test(line))).toEqual([]);
    expect(changes.length).toBeGreaterThan(5);
    expect(changes).toContain(' M api/v1/markets.json');
  });
});
