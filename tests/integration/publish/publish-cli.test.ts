import { chmodSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  bareRepository,
  branchFiles,
  buildFolder,
  commitCount,
  git,
  marketFiles,
  nameStatus,
  publish,
  publishSpawned,
  removeTempDirs,
  SITE,
  SITE_URL,
  tempDir,
} from './helpers';

afterAll(() => removeTempDirs());

describe('npm run publish:pages', () => {
  it('creates the branch as an orphan on the first publish, with the build, .nojekyll and CNAME', async () => {
    const repo = bareRepository();
    const out = buildFolder(SITE);
    const run = await publish(out, repo);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('created gh-pages');
    expect(run.stdout.trim()).toBe('uploaded 7, deleted 0, unchanged 0');

    expect(commitCount(repo)).toBe(1);
    // No history from main: the two branches share no commit.
    expect(git(repo, 'rev-list', '--max-parents=0', 'gh-pages')).toBe(git(repo, 'rev-parse', 'gh-pages'));
    expect(() => git(repo, 'merge-base', 'main', 'gh-pages')).toThrow();
    const files = branchFiles(repo);
    expect([...files.keys()].sort()).toEqual([...Object.keys(SITE), '.nojekyll', 'CNAME'].sort());
    expect(files.get('CNAME')).toBe(new URL(SITE_URL).hostname);
    expect(files.get('news/a-story/index.html')).toBe(SITE['news/a-story/index.html']);
    expect(files.has('README.md')).toBe(false);
  });

  it('writes no CNAME for a reserved host, and removes one the branch had', async () => {
    const repo = bareRepository();
    const out = buildFolder(SITE);
    expect((await publish(out, repo)).code).toBe(0);
    expect(branchFiles(repo).has('CNAME')).toBe(true);
    // The command as npm starts it (argv, environment, stdout): the other runs call it in process.
    const run = await publishSpawned(out, repo, [], { SITE_URL: 'https://nordic-crypto-desk.example' });
    expect(run.code, run.stderr).toBe(0);
    expect(nameStatus(repo)).toEqual(['D\tCNAME']);
    expect(run.stdout.trim()).toBe('uploaded 0, deleted 1, unchanged 6');
  });

  it('makes no commit when the build is unchanged', async () => {
    const repo = bareRepository();
    const out = buildFolder({ ...SITE, ...marketFiles({ generatedAt: '2026-03-01T10:17:00.000Z', tag: 'one' }) });
    expect((await publish(out, repo)).code).toBe(0);
    const head = git(repo, 'rev-parse', 'gh-pages');
    const again = await publish(out, repo);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain('nothing was committed');
    expect(again.stdout.trim()).toBe('uploaded 0, deleted 0, unchanged 11');
    expect(git(repo, 'rev-parse', 'gh-pages')).toBe(head);
    expect(commitCount(repo)).toBe(1);
  });

  it('commits only the files that changed, added and removed', async () => {
    const repo = bareRepository();
    const out = buildFolder(SITE);
    expect((await publish(out, repo)).code).toBe(0);
    const before = git(repo, 'rev-parse', 'gh-pages');
    const next = buildFolder({
      ...Object.fromEntries(Object.entries(SITE).filter(([file]) => file !== 'news/a-story/index.html')),
      'news/index.html': '<!doctype html><title>News, updated</title>',
      'news/b-story/index.html': '<!doctype html><title>Another story</title>',
    });
    const run = await publish(next, repo);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe('uploaded 2, deleted 1, unchanged 5');
    expect(commitCount(repo)).toBe(2);
    expect(git(repo, 'rev-parse', 'gh-pages^')).toBe(before);
    expect(nameStatus(repo)).toEqual(['A\tnews/b-story/index.html', 'D\tnews/a-story/index.html', 'M\tnews/index.html']);
  });

  it('keeps the published market files when the build has older prices, and commits the rest', async () => {
    const repo = bareRepository();
    const published = { ...marketFiles({ generatedAt: '2026-03-01T11:17:00.000Z', tag: 'published' }) };
    expect((await publish(buildFolder({ ...SITE, ...published, 'api/v1/markets/history/ETH-NOK.json': '{"rows":[]}\n' }), repo)).code).toBe(
      0,
    );

    const older = buildFolder({
      ...SITE,
      'index.html': '<!doctype html><title>Home, new</title>',
      ...marketFiles({ generatedAt: '2026-03-01T10:17:00.000Z', tag: 'older' }),
    });
    const run = await publish(older, repo);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/market files: kept as published \(the build's generated_at .* is older/);
    expect(nameStatus(repo)).toEqual(['M\tindex.html']);
    const files = branchFiles(repo);
    expect(files.get('api/v1/markets/aggregated.json')).toContain('"published"');
    expect(files.has('api/v1/markets/history/ETH-NOK.json')).toBe(true);
  });

  it('keeps the published market files when the build is stamped later but its prices were fetched earlier', async () => {
    const repo = bareRepository();
    expect(
      (await publish(buildFolder({ ...SITE, ...marketFiles({ generatedAt: '2026-03-01T11:17:00.000Z', tag: 'published' }) }), repo)).code,
    ).toBe(0);
    // A build from a stale snapshot: generated now, prices from the day before.
    const stale = marketFiles({ generatedAt: '2026-03-01T12:00:00.000Z', fetchedAt: '2026-02-28T09:17:00.000Z', tag: 'stale' });
    const run = await publish(buildFolder({ ...SITE, ...stale }), repo);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('nothing was committed');
    expect(branchFiles(repo).get('api/v1/markets/firi.json')).toContain('"published"');
  });

  it('keeps the published market files when no exchange answered in the build', async () => {
    const repo = bareRepository();
    expect(
      (await publish(buildFolder({ ...SITE, ...marketFiles({ generatedAt: '2026-03-01T11:17:00.000Z', tag: 'published' }) }), repo)).code,
    ).toBe(0);
    const failed = marketFiles({ generatedAt: '2026-03-01T12:00:00.000Z', status: 'error', tag: 'all-error' });
    const run = await publish(buildFolder({ ...SITE, ...failed, '404.html': 'gone' }), repo);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('no exchange answered in the build');
    expect(nameStatus(repo)).toEqual(['M\t404.html']);
    const catalogue = JSON.parse(branchFiles(repo).get('api/v1/markets.json') ?? '{}') as { tag: string };
    expect(catalogue.tag).toBe('published');
  });

  it('replaces the published market files with newer ones, keeping published history the build lacks', async () => {
    const repo = bareRepository();
    const first = buildFolder({
      ...SITE,
      ...marketFiles({ generatedAt: '2026-03-01T11:17:00.000Z', tag: 'published' }),
      'api/v1/markets/by-asset/OLD.json': '{}\n',
      'api/v1/markets/history/OLD-NOK.json': '{"rows":["kept"]}\n',
    });
    expect((await publish(first, repo)).code).toBe(0);
    const run = await publish(buildFolder({ ...SITE, ...marketFiles({ generatedAt: '2026-03-01T12:17:00.000Z', tag: 'newer' }) }), repo);
    expect(run.code, run.stderr).toBe(0);
    expect(nameStatus(repo)).toEqual([
      'D\tapi/v1/markets/by-asset/OLD.json',
      'M\tapi/v1/markets.json',
      'M\tapi/v1/markets/aggregated.json',
      'M\tapi/v1/markets/firi.json',
      'M\tapi/v1/markets/history/BTC-NOK.json',
    ]);
    expect(branchFiles(repo).get('api/v1/markets/history/OLD-NOK.json')).toContain('kept');
  });

  it('reports a refused push, exits non-zero and leaves the branch as it was', async () => {
    const repo = bareRepository();
    expect((await publish(buildFolder(SITE), repo)).code).toBe(0);
    const head = git(repo, 'rev-parse', 'gh-pages');
    const hook = path.join(repo, 'hooks', 'pre-receive');
    writeFileSync(hook, '#!/bin/sh\necho "deploys are frozen today" >&2\nexit 1\n');
    chmodSync(hook, 0o755);
    const run = await publish(buildFolder({ ...SITE, 'index.html': 'changed' }), repo);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('the push to gh-pages was refused');
    expect(run.stderr).toContain('deploys are frozen today');
    expect(git(repo, 'rev-parse', 'gh-pages')).toBe(head);
  });

  it('refuses a build holding a symbolic link, and bad arguments, changing nothing', async () => {
    const repo = bareRepository();
    const out = buildFolder(SITE);
    symlinkSync('/etc/passwd', path.join(out, 'passwd.txt'));
    const linked = await publish(out, repo);
    expect(linked.code).toBe(1);
    expect(linked.stderr).toMatch(/passwd\.txt: not a regular file or folder/);

    // Spawned: the exit code of a refused request, as the process ends with it.
    const missing = await publishSpawned(path.join(tempDir('publish-none'), 'out'), repo);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such folder');
    const noRepo = await publish(buildFolder(SITE), path.join(tempDir('publish-none'), 'nothing.git'));
    expect(noRepo.code).toBe(2);
    expect(noRepo.stderr).toContain('no such repository');
    const badBranch = await publish(buildFolder(SITE), repo, ['--branch', 'gh..pages']);
    expect(badBranch.code).toBe(2);
    const mainBranch = await publish(buildFolder(SITE), repo, ['--branch', 'main']);
    expect(mainBranch.code).toBe(2);
    expect(mainBranch.stderr).toContain("the repository's default branch");
    expect(git(repo, 'ls-tree', '--name-only', 'main')).toBe('README.md');
    const badMarkets = await publish(buildFolder({ ...SITE, 'api/v1/markets.json': '{"generated_at": ' }), repo);
    expect(badMarkets.code).toBe(1);
    expect(badMarkets.stderr).toMatch(/markets\.json: not valid JSON/);
    expect(() => git(repo, 'rev-parse', '--verify', '-q', 'refs/heads/gh-pages')).toThrow();
  });
});
