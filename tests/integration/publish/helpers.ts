import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { runInProcess } from '@/tests/helpers/in-process';
import { publishPagesCommand } from '@/pipeline/jobs/publish-pages';
import { runScript, startScript, tempDir, type RunResult } from '../markets/helpers';

export { removeTempDirs, tempDir } from '../markets/helpers';

/** A site address with a real-looking host, so a CNAME is written. */
export const SITE_URL = 'https://news.nordic-desk.no';

const IDENTITY = ['-c', 'user.name=Other Job', '-c', 'user.email=other-job@localhost'];

/** Runs git in `cwd` and returns its trimmed stdout (throws on a non-zero exit). */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', [...IDENTITY, ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trimEnd();
}

let template: string | undefined;

/** An empty bare repository (the stand-in for GitHub), with a `main` branch holding one commit. */
export function bareRepository(): string {
  // Made with git once per file, then copied: a copy is a few small files, five git runs are not.
  template ??= seededRepository();
  const bare = path.join(tempDir('publish-remote'), 'site.git');
  cpSync(template, bare, { recursive: true });
  return bare;
}

function seededRepository(): string {
  const dir = tempDir('publish-template');
  const bare = path.join(dir, 'site.git');
  git(dir, 'init', '-q', '--bare', '--initial-branch=main', bare);
  const seed = path.join(dir, 'seed');
  git(dir, 'clone', '-q', bare, seed);
  writeFileSync(path.join(seed, 'README.md'), 'source of the site\n');
  git(seed, 'add', 'README.md');
  git(seed, 'commit', '-q', '-m', 'Source');
  git(seed, 'push', '-q', 'origin', 'HEAD:main');
  return bare;
}

/** Writes `content` at `relative` under `root`, making its folders. */
export function writeUnder(root: string, relative: string, content: string | Buffer): void {
  const target = path.join(root, relative);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}

/** A folder holding `files` (relative path → text). */
export function buildFolder(files: Record<string, string>): string {
  const dir = tempDir('publish-out');
  for (const [relative, text] of Object.entries(files)) writeUnder(dir, relative, text);
  return dir;
}

/** The bucket's keys, sorted; `site`: without the publisher's record (.publish/). */
export async function bucketKeys(client: S3Client, bucket: string, site = true): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
  const all = (listed.Contents ?? []).map((entry) => entry.Key as string).sort();
  return site ? all.filter((key) => !key.startsWith('.publish/')) : all;
}

/** An object's bytes, as the bucket holds them. */
export async function objectBytes(client: S3Client, bucket: string, key: string): Promise<Buffer> {
  const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
}

/** A small site: a few pages and one API document. */
export const SITE: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title>',
  'news/index.html': '<!doctype html><title>News</title>',
  'news/a-story/index.html': '<!doctype html><title>A story</title>',
  'api/v1/news.json': '{"count":1}\n',
  '404.html': '<!doctype html><title>Not found</title>',
};

/**
 * The part of a market catalogue the publish reads, and a few market files beside it. Every
 * exchange has `status` (all `ok` unless told) and `fetched_at`; `tag` marks the bytes so a test
 * can tell whose files are on the branch.
 */
export function marketFiles(options: { generatedAt: string; fetchedAt?: string; status?: string; tag: string }): Record<string, string> {
  const fetchedAt = options.fetchedAt ?? options.generatedAt;
  const status = options.status ?? 'ok';
  const exchanges = ['firi', 'nbx', 'coinmotion'].map((id) => ({
    id,
    status,
    fetched_at: fetchedAt,
    error: status === 'ok' ? null : 'HTTP 503',
  }));
  const catalogue = { generated_at: options.generatedAt, exchanges, tag: options.tag };
  return {
    'api/v1/markets.json': `${JSON.stringify(catalogue, null, 2)}\n`,
    'api/v1/markets/aggregated.json': `{"tag":"${options.tag}"}\n`,
    'api/v1/markets/firi.json': `{"tag":"${options.tag}"}\n`,
    'api/v1/markets/history/BTC-NOK.json': `{"tag":"${options.tag}"}\n`,
  };
}

/**
 * `npm run publish:pages` in this process (tests/helpers/in-process.ts). SITE_URL is read once per
 * process (lib/config.ts), so a run with another one goes through `publishSpawned`.
 */
export function publish(out: string, repo: string, extraArgs: string[] = [], env: Record<string, string> = {}): Promise<RunResult> {
  return runInProcess(publishPagesCommand, ['--out', out, '--repo', repo, ...extraArgs], { SITE_URL, ...env });
}

/** `npm run publish:pages` as its own process, as npm starts it: argv, environment, exit code and streams. */
export function publishSpawned(out: string, repo: string, extraArgs: string[] = [], env: Record<string, string> = {}): Promise<RunResult> {
  return runScript('publish-pages', ['--out', out, '--repo', repo, ...extraArgs], { SITE_URL, ...env });
}

export function startPublish(out: string, repo: string, extraArgs: string[], env: Record<string, string>) {
  return startScript('publish-pages', ['--out', out, '--repo', repo, ...extraArgs], { SITE_URL, ...env });
}

/** The branch's files: path → content (trailing newlines trimmed, as `git show` output was). */
export function branchFiles(repo: string, branch = 'gh-pages'): Map<string, string> {
  const names = git(repo, 'ls-tree', '-r', '--name-only', '-z', branch).split('\0').filter(Boolean);
  // One `git cat-file --batch` for every blob, not a `git show` process per file.
  const batch = execFileSync('git', ['cat-file', '--batch'], {
    cwd: repo,
    input: names.map((name) => `${branch}:${name}\n`).join(''),
    stdio: ['pipe', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  });
  const files = new Map<string, string>();
  let at = 0;
  for (const name of names) {
    const end = batch.indexOf(0x0a, at);
    const size = Number(/ blob (\d+)$/.exec(batch.subarray(at, end).toString())?.[1]);
    if (!Number.isInteger(size)) throw new Error(`git cat-file: no blob for ${name}`);
    files.set(
      name,
      batch
        .subarray(end + 1, end + 1 + size)
        .toString('utf8')
        .trimEnd(),
    );
    at = end + 1 + size + 1;
  }
  return files;
}

/** `git show --name-status` of a commit, as sorted "<status>\t<path>" lines. */
export function nameStatus(repo: string, commit = 'gh-pages'): string[] {
  return git(repo, 'show', '--name-status', '--format=', commit).split('\n').filter(Boolean).sort();
}

export function commitCount(repo: string, branch = 'gh-pages'): number {
  return Number(git(repo, 'rev-list', '--count', branch));
}
