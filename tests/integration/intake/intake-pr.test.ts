import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { INTAKE_NOW } from '@/tests/fixtures/feeds/bodies';
import { startFakeFeeds, type FakeFeeds } from '@/tests/fixtures/feeds/server';
import { pointFeeds } from './scratch';
import { TSX_NODE, tsxArgs } from '@/tests/helpers/tsx';

/**
 * The workflow's git and pull request steps (npm run intake:pr), against a real bare repository
 * standing in for GitHub's and a loopback stand-in for GitHub's pull request API.
 */
const root = process.cwd();
let feeds: FakeFeeds;
let api: { base: string; calls: { method: string; path: string; body: any }[]; open: { number: number } | null; close(): Promise<void> };
let dir: string;
let origin: string;
let work: string;

const gitIn = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.org', ...args], { cwd, encoding: 'utf8' }).trim();

async function startFakeGitHub(): Promise<typeof api> {
  const state: typeof api = { base: '', calls: [], open: null, close: async () => undefined };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : null;
      state.calls.push({ method: req.method ?? '', path: req.url ?? '', body });
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== 'Bearer test-token') return void res.writeHead(401).end('{}');
      if (req.method === 'GET')
        return void res.end(JSON.stringify(state.open ? [{ ...state.open, html_url: 'https://github.test/pr/7' }] : []));
      if (req.method === 'POST') {
        state.open = { number: 7 };
        return void res.writeHead(201).end(JSON.stringify({ number: 7, html_url: 'https://github.test/pr/7' }));
      }
      res.end(JSON.stringify({ number: 7 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

function intakePr(): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX_NODE, tsxArgs('scripts/intake-pr.ts', ['--repo-dir', work]), {
      cwd: root,
      env: {
        ...process.env,
        BUILD_NOW: INTAKE_NOW,
        INTAKE_TIMEOUT_MS: '3000',
        GITHUB_TOKEN: 'test-token',
        GITHUB_REPOSITORY: 'desk/site',
        GITHUB_API_URL: api.base,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

beforeAll(async () => {
  feeds = await startFakeFeeds();
  api = await startFakeGitHub();
  dir = mkdtempSync(path.join(tmpdir(), 'desk-intake-pr-'));
  origin = path.join(dir, 'origin.git');
  execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', origin]);
  // The desk's repository: its content (the code runs from this project), feeds on loopback.
  const seed = path.join(dir, 'seed');
  mkdirSync(seed);
  cpSync(path.join(root, 'content'), path.join(seed, 'content'), { recursive: true });
  pointFeeds(seed, { e24: [`${feeds.base}/e24.rss`], dn: [`${feeds.base}/dn.atom`], di: [`${feeds.base}/500`] });
  gitIn(seed, 'init', '--quiet', '--initial-branch=main');
  gitIn(seed, 'add', '-A');
  gitIn(seed, 'commit', '--quiet', '-m', 'Starter content');
  gitIn(seed, 'push', '--quiet', origin, 'main');
  work = path.join(dir, 'work');
  execFileSync('git', ['clone', '--quiet', '--branch', 'main', origin, work]);
});

afterAll(async () => {
  await feeds?.close();
  await api?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the intake pull request flow', () => {
  it('first run: commits the drafts on a new intake branch, pushes it, and opens the pull request', async () => {
    const run = await intakePr();
    expect(run.stderr).not.toMatch(/intake:pr failed/);
    expect(run.status).toBe(0);
    expect(gitIn(origin, 'rev-list', '--count', 'main..intake')).toBe('1');
    const files = gitIn(origin, 'diff', '--name-status', 'main', 'intake').split('\n').sort();
    expect(files).toEqual([
      'A\tcontent/intake/state.json',
      'A\tcontent/news/no-bitcoin-fond-lanseres-pa-oslo-bors.yaml',
      'A\tcontent/news/no-kryptovaluta-norges-bank-vurderer-ny-regulering.yaml',
      'A\tcontent/news/no-stablecoin-utsteder-far-lisens-na.yaml',
      'M\tcontent/news/no-finanstilsynet-updated-casp-register.yaml',
    ]);
    expect(gitIn(origin, 'log', '-1', '--format=%s', 'intake')).toBe(
      `Intake ${INTAKE_NOW}: 3 new stories, 1 new outlets on existing stories, 0 new events`,
    );
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/repos/desk/site/pulls');
    expect(post?.body).toMatchObject({ head: 'intake', base: 'main' });
    expect(post?.body.body).toContain('### New stories (3)');
    expect(post?.body.body).toContain(
      '`content/news/no-kryptovaluta-norges-bank-vurderer-ny-regulering.yaml`: e24: “Kryptovaluta: Norges Bank vurderer ny regulering” (also: dn)',
    );
    expect(post?.body.body).toContain('`content/news/no-finanstilsynet-updated-casp-register.yaml`: + dn');
    expect(post?.body.body).toMatch(/### Failed feeds in the latest run, .* \(1 of 3\)/);
    expect(post?.body.body).toContain('HTTP 500');
  });

  it('second run with nothing new: no commit, the same pull request updated', async () => {
    const before = gitIn(origin, 'rev-parse', 'intake');
    const run = await intakePr();
    expect(run.status).toBe(0);
    expect(gitIn(origin, 'rev-parse', 'intake')).toBe(before);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    const patch = api.calls.filter((c) => c.method === 'PATCH');
    expect(patch).toHaveLength(1);
    expect(patch[0]?.path).toBe('/repos/desk/site/pulls/7');
    expect(patch[0]?.body.body).toContain('### New stories (3)');
  });

  it('after an editor merges with one draft rejected, the branch takes main in, and even with the state file lost the link is not proposed again', async () => {
    // The editor merges the pull request with one draft rejected and one published.
    const editor = path.join(dir, 'editor');
    execFileSync('git', ['clone', '--quiet', origin, editor]);
    gitIn(editor, 'checkout', '--quiet', 'main');
    gitIn(editor, 'merge', '--quiet', '--no-edit', 'origin/intake');
    const rejected = 'content/news/no-stablecoin-utsteder-far-lisens-na.yaml';
    execFileSync('sed', ['-i', 's/^status: "pending"/status: "rejected"/', rejected], { cwd: editor });
    // Lose the state file too, so the feeds are read whole and only content/ remembers the links.
    gitIn(editor, 'rm', '--quiet', 'content/intake/state.json');
    gitIn(editor, 'commit', '--quiet', '-am', 'Reject one draft');
    gitIn(editor, 'push', '--quiet', 'origin', 'main');

    const run = await intakePr();
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('nothing new for the intake branch');
    // Nothing the branch holds is missing from main now: no pull request body to send.
    expect(run.stdout).toContain('holds nothing that main lacks');
    const onMain = parse(gitIn(origin, 'show', `main:${rejected}`)) as { status: string };
    expect(onMain.status).toBe('rejected');
    expect(gitIn(origin, 'diff', '--name-only', 'main', 'intake', '--', 'content/news', 'content/events')).toBe('');
    expect(feeds.requests.filter((r) => r.path === '/e24.rss').at(-1)?.headers['if-none-match']).toBeUndefined();
  });
});
