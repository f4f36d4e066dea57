import { afterAll, describe, expect, it } from 'vitest';
import { requireBuilt } from '@/tests/helpers/build';
import { bareRepository, commitCount, git, publish, removeTempDirs } from './helpers';

afterAll(() => removeTempDirs());

// The real export (some 3,000 files) in a file of its own: the longest publish test, so the two
// vitest workers share it with publish-cli.test.ts instead of one running both.
describe('npm run publish:pages on the real export', () => {
  it('publishes the real export, and a second run commits nothing', async () => {
    requireBuilt('out/index.html');
    const repo = bareRepository();
    const first = await publish('out', repo);
    expect(first.code, first.stderr).toBe(0);
    expect(git(repo, 'ls-tree', '--name-only', 'gh-pages', 'index.html', '.nojekyll')).toBe('.nojekyll\nindex.html');
    const second = await publish('out', repo);
    expect(second.code, second.stderr).toBe(0);
    expect(commitCount(repo)).toBe(1);
  });
});
