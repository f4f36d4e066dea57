import { chmodSync, mkdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCommand, runScript } from '../markets/helpers';
import {
  bareRepository,
  branchFiles,
  buildFolder,
  commitCount,
  git,
  marketFiles,
  nameStatus,
  removeTempDirs,
  SITE,
  SITE_URL,
} from './helpers';

/** `npm run publish -- --target gh-pages` against a local bare repository, one step after another. */

const repo = bareRepository();
const out = buildFolder(SITE);

/** In process unless a test needs the command as its own process (its argv, exit code and streams). */
function publish(run = runCommand) {
  return run('publish', ['--target', 'gh-pages', '--out', out, '--repo', repo], { SITE_URL });
}

function write(relative: string, text: string): void {
  mkdirSync(path.dirname(path.join(out, relative)), { recursive: true });
  writeFileSync(path.join(out, relative), text);
}

afterAll(() => removeTempDirs());

describe('publish --target gh-pages', () => {
  it('first publish, then an unchanged one that uploads 0', async () => {
    const first = await publish(runScript);
    expect(first.code, first.stderr).toBe(0);
    // SITE's 5 files, .nojekyll and CNAME.
    expect(first.stdout.trim()).toBe('uploaded 7, deleted 0, unchanged 0');
    const again = await publish();
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout.trim()).toBe('uploaded 0, deleted 0, unchanged 7');
    expect(commitCount(repo)).toBe(1);
  });

  it('one new story commits only its files and the list', async () => {
    write('news/new-story/index.html', '<!doctype html><title>New</title>');
    write('news/index.html', '<!doctype html><title>News: new</title>');
    const result = await publish();
    expect(result.stdout.trim()).toBe('uploaded 2, deleted 0, unchanged 6');
    expect(nameStatus(repo)).toEqual(['A\tnews/new-story/index.html', 'M\tnews/index.html']);
  });

  it('a deleted story is deleted from the branch', async () => {
    rmSync(path.join(out, 'news/a-story'), { recursive: true });
    const result = await publish();
    expect(result.stdout.trim()).toBe('uploaded 0, deleted 1, unchanged 7');
    expect(nameStatus(repo)).toEqual(['D\tnews/a-story/index.html']);
  });

  it('a refused push exits 1 and leaves the branch as it was; a rerun finishes', async () => {
    const head = branchFiles(repo);
    write('news/second-story/index.html', '<!doctype html><title>Second</title>');
    // The remote refuses exactly one push: the hook removes its own marker.
    const marker = path.join(repo, 'refuse-once');
    writeFileSync(marker, '');
    const hook = path.join(repo, 'hooks', 'pre-receive');
    writeFileSync(hook, `#!/bin/sh\nif [ -e "${marker}" ]; then rm "${marker}"; echo refused >&2; exit 1; fi\nexit 0\n`);
    chmodSync(hook, 0o755);
    const failed = await publish();
    expect(failed.code).toBe(1);
    expect(branchFiles(repo)).toEqual(head);
    const rerun = await publish();
    expect(rerun.code, rerun.stderr).toBe(0);
    expect(rerun.stdout.trim()).toBe('uploaded 1, deleted 0, unchanged 7');
    expect(branchFiles(repo).get('news/second-story/index.html')).toBe('<!doctype html><title>Second</title>');
  });

  it('the hourly refresh (--only markets) commits the market set and nothing else', async () => {
    for (const [relative, content] of Object.entries(marketFiles({ generatedAt: '2026-11-20T13:00:00Z', tag: 'hourly' }))) {
      write(relative, content);
    }
    // An edit and a removal the refresh must not carry.
    write('news/index.html', '<!doctype html><title>News, unpublished edit</title>');
    rmSync(path.join(out, 'news/new-story'), { recursive: true });
    const result = await runScript('publish', ['--target', 'gh-pages', '--out', out, '--repo', repo, '--only', 'markets'], { SITE_URL });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim()).toMatch(/^uploaded 4, deleted 0, unchanged \d+$/);
    expect(nameStatus(repo).sort()).toEqual(
      ['api/v1/markets.json', 'api/v1/markets/aggregated.json', 'api/v1/markets/firi.json', 'api/v1/markets/history/BTC-NOK.json'].map(
        (file) => `A\t${file}`,
      ),
    );
    expect(branchFiles(repo).get('news/new-story/index.html')).toBe('<!doctype html><title>New</title>');
  });

  it('refuses an unknown target with exit 2', async () => {
    const result = await runScript('publish', ['--target', 'ftp://example', '--out', out], { SITE_URL });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/use gh-pages or s3:\/\/BUCKET/);
  });

  it('refuses, naming each limit, a build GitHub Pages cannot hold; the branch is not touched', async () => {
    const big = buildFolder(SITE);
    const empty = bareRepository();
    // Sparse files: their sizes as stat reads them, without the disk space (the check reads sizes, never bytes).
    for (let n = 0; n < 10; n += 1) {
      writeFileSync(path.join(big, `archive-${n}.bin`), '');
      truncateSync(path.join(big, `archive-${n}.bin`), 95 * 1024 * 1024);
    }
    writeFileSync(path.join(big, 'news.json'), '');
    truncateSync(path.join(big, 'news.json'), 101 * 1024 * 1024);
    const result = await runCommand('publish', ['--target', 'gh-pages', '--out', big, '--repo', empty], { SITE_URL });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('GitHub Pages cannot hold this build, nothing was published');
    expect(result.stderr).toContain('the site is 1.10 GB in 16 files; GitHub Pages holds 1.00 GB per site');
    expect(result.stderr).toContain('news.json is 101.0 MiB; GitHub Pages takes at most 100.0 MiB per file');
    expect(result.stderr).toContain('--target s3://BUCKET');
    expect(
      git(empty, 'branch', '--list')
        .split('\n')
        .map((line) => line.replace(/^[* ]+/, '')),
    ).toEqual(['main']);
  });
});
