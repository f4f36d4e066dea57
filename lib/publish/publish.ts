import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TXN_DIR } from '@/lib/node/lock';
import { recoverFileSets } from '@/lib/node/transaction';
import { cnameFor } from './cname';
import { HOST_LIMITS, limitsPassed } from './host-limits';
import { git, GitError, gitRun } from './git';
import {
  decideMarkets,
  isHistoryPath,
  isMarketPath,
  MARKET_CATALOGUE,
  marketStamps,
  type MarketDecision,
  type MarketStamps,
} from './market-rule';
import type { PagesOutcome, PublishRun } from './outcome';
import { carriesMarkets, inSet, PUBLISH_SETS } from './sets';
import { NO_PUBLISH_HOOKS, type PublishHooks } from './test-hooks';
import { listBuildFiles, readBuildStamps, syncCheckout, type Wanted } from './tree';

/** Publishes a build into a git branch (gh-pages); a push refused because the branch moved is retried, never forced. `only` publishes one set (sets.ts). */

export interface PublishOptions extends PublishRun<PublishHooks> {
  /** A git URL, or a path to a repository (relative to the current folder). */
  readonly repo: string;
  readonly branch: string;
  /** SITE_URL: its host goes into `CNAME` unless reserved (cname.ts). */
  readonly siteUrl: string;
  /** Push attempts in all (the first and the retries after the branch moved). */
  readonly maxAttempts?: number;
  /** First line of the commit message. */
  readonly message?: string;
}

export class PublishError extends Error {
  override name = 'PublishError';
}

export const DEFAULT_MAX_ATTEMPTS = 4;

const FALLBACK_IDENTITY = { name: 'publish-pages', email: 'publish-pages@localhost' };

/** A repository argument as git should see it from the temporary clone. */
export function resolveRepo(repo: string, cwd: string = process.cwd()): string {
  // URLs (https://…, ssh://…, file://…) and scp-like addresses (git@host:owner/name) pass as they are.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(repo) || /^[^/\\]+@[^/\\]+:/.test(repo)) return repo;
  const local = path.resolve(cwd, repo);
  if (!existsSync(local)) throw new PublishError(`--repo ${repo}: no such repository (${local} does not exist)`);
  return local;
}

function readPublishedStamps(checkout: string): MarketStamps | string | null {
  const file = path.join(checkout, MARKET_CATALOGUE);
  if (!existsSync(file)) return null;
  try {
    return marketStamps(readFileSync(file, 'utf8'));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The branch's head on the remote, or null when the branch does not exist. */
async function remoteHead(work: string, branch: string): Promise<string | null> {
  const ref = `refs/heads/${branch}`;
  const result = await gitRun(work, ['ls-remote', '--exit-code', 'origin', ref]);
  // --exit-code: 2 means the repository answered and has no such ref.
  if (result.code === 2) return null;
  if (result.code !== 0)
    throw new PublishError(`cannot read the repository: ${new GitError(['ls-remote', 'origin', ref], result).message}`);
  const line = result.stdout.split('\n').find((row) => row.endsWith(`\t${ref}`));
  const sha = line?.split('\t')[0];
  if (!sha) throw new PublishError(`git ls-remote origin ${ref} gave no commit: ${result.stdout.trim()}`);
  return sha;
}

/** The repository's default branch (`HEAD`), or null; publishing into it would commit the build over the source. */
async function defaultBranch(work: string): Promise<string | null> {
  const result = await gitRun(work, ['ls-remote', '--symref', 'origin', 'HEAD']);
  const match = /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(result.stdout);
  return result.code === 0 && match?.[1] ? match[1] : null;
}

async function setIdentity(work: string): Promise<void> {
  for (const [key, fallback] of [
    ['user.name', FALLBACK_IDENTITY.name],
    ['user.email', FALLBACK_IDENTITY.email],
  ] as const) {
    const current = await gitRun(work, ['config', '--get', key]);
    if (current.code !== 0 || current.stdout.trim() === '') await git(work, ['config', key, fallback]);
  }
}

async function freshClone(parent: string, attempt: number, repo: string): Promise<string> {
  const work = path.join(parent, `attempt-${attempt}`);
  await git(parent, ['init', '-q', work]);
  await git(work, ['remote', 'add', 'origin', repo]);
  await setIdentity(work);
  return work;
}

interface Prepared {
  readonly work: string;
  readonly base: string | null;
  readonly markets: MarketDecision;
  readonly changed: boolean;
  readonly written: number;
  readonly removed: number;
  readonly unchanged: number;
}

/** One attempt up to the commit: check out the branch's head, apply the build, commit if changed. */
async function prepare(
  options: PublishOptions,
  parent: string,
  attempt: number,
  repo: string,
  buildFiles: ReadonlyMap<string, string>,
  buildStamps: MarketStamps | null,
  log: (line: string) => void,
): Promise<Prepared> {
  const work = await freshClone(parent, attempt, repo);
  if ((await defaultBranch(work)) === options.branch) {
    throw new PublishError(
      `--branch ${options.branch}: that is the repository's default branch (the source); publish into its own branch, such as gh-pages`,
    );
  }
  const base = await remoteHead(work, options.branch);
  if (base) {
    await git(work, ['fetch', '-q', '--depth=1', 'origin', `+refs/heads/${options.branch}:refs/remotes/origin/${options.branch}`]);
    await git(work, ['checkout', '-q', '-B', options.branch, base]);
  } else {
    await git(work, ['symbolic-ref', 'HEAD', `refs/heads/${options.branch}`]);
  }
  // A file-set write (markets, register) interrupted in a checkout is rolled back or forward before anything is read.
  await recoverFileSets(work, { command: 'publish:pages', log });

  const markets = decideMarkets(buildStamps, readPublishedStamps(work), (options.now ?? (() => new Date()))());
  const wanted = new Map<string, Wanted>();
  const only = options.only;
  for (const [relative, source] of buildFiles) {
    if (markets.use === 'published' && isMarketPath(relative)) continue;
    if (only && !inSet(only, relative)) continue;
    wanted.set(relative, { source });
  }
  if (!only) {
    // GitHub Pages would run Jekyll over the branch without it (and drop `_`-prefixed files).
    wanted.set('.nojekyll', { content: '' });
    const cname = cnameFor(options.siteUrl);
    if (cname) wanted.set('CNAME', { content: cname });
    else wanted.delete('CNAME');
  }

  const tracked = (await git(work, ['ls-files', '-z'])).split('\0').filter(Boolean);
  const keepMarkets =
    markets.use === 'published'
      ? isMarketPath
      : // History only grows: a pair the build no longer lists keeps its published file.
        (relative: string) => isHistoryPath(relative) && !wanted.has(relative);
  const keep = only ? (relative: string) => !inSet(only, relative) || keepMarkets(relative) : keepMarkets;
  const { written, removed, unchanged } = syncCheckout(work, tracked, wanted, keep);
  // --force: a .gitignore in the build must not keep its own files off the branch.
  await git(work, ['add', '-A', '--force', '--', '.', `:(exclude)${TXN_DIR}`]);
  const diff = await gitRun(work, ['diff', '--cached', '--quiet']);
  if (diff.code > 1) throw new GitError(['diff', '--cached', '--quiet'], diff);
  const changed = diff.code === 1;
  if (changed) {
    const message = [
      options.message ?? (only ? PUBLISH_SETS[only].message : 'Publish the site'),
      ...(carriesMarkets(only)
        ? ['', `Market files: ${markets.use === 'build' ? "the build's" : 'kept as published'} (${markets.reason}).`]
        : []),
    ].join('\n');
    await git(work, ['commit', '-q', '-m', message]);
  }
  return { work, base, markets, changed, written, removed, unchanged };
}

/** Publishes `outDir` into `branch` of `repo`; throws a PublishError with a clear message on failure. */
export async function publishPages(options: PublishOptions): Promise<PagesOutcome> {
  const log = options.log ?? ((line: string) => console.error(line));
  const hooks = options.hooks ?? NO_PUBLISH_HOOKS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!existsSync(options.outDir) || !statSync(options.outDir).isDirectory()) {
    throw new PublishError(`--out ${options.outDir}: no such folder (build the site first: npm run build)`);
  }
  const branchCheck = await gitRun(process.cwd(), ['check-ref-format', '--branch', options.branch]);
  if (branchCheck.code !== 0) throw new PublishError(`--branch ${JSON.stringify(options.branch)}: not a valid branch name`);
  const repo = resolveRepo(options.repo);
  const buildFiles = listBuildFiles(options.outDir, options.only ? PUBLISH_SETS[options.only].scope : undefined);
  // Refused before any clone or copy: a tree past GitHub Pages' limits would only fail at the push or be taken down.
  const sizes = new Map([...buildFiles].map(([relative, full]) => [relative, statSync(full).size]));
  const passed = limitsPassed(HOST_LIMITS.githubPages, sizes);
  if (passed.length > 0) {
    throw new PublishError(
      `${options.outDir}: GitHub Pages cannot hold this build, nothing was published:\n  ${passed.join('\n  ')}\n` +
        'Publish it to an S3-compatible bucket behind a CDN (--target s3://BUCKET); docs/operations.md, "What each host does", says which host holds which archive size.',
    );
  }
  // Another set's publish leaves the market files as published, so it does not read the build's.
  const buildStamps = carriesMarkets(options.only) ? readBuildStamps(options.outDir, (message) => new PublishError(message)) : null;

  const parent = mkdtempSync(path.join(tmpdir(), 'publish-pages-'));
  try {
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      const prepared = await prepare(options, parent, attempt, repo, buildFiles, buildStamps, log);
      if (carriesMarkets(options.only)) {
        log(
          `publish:pages: market files: ${prepared.markets.use === 'build' ? "the build's" : 'kept as published'} (${prepared.markets.reason})`,
        );
      }
      const outcome = (status: PagesOutcome['status'], head: string | null): PagesOutcome => ({
        target: 'gh-pages',
        branch: options.branch,
        status,
        head,
        created: prepared.base === null && status === 'published',
        attempts: attempt,
        markets: prepared.markets,
        uploaded: status === 'published' ? prepared.written : 0,
        deleted: status === 'published' ? prepared.removed : 0,
        unchanged: prepared.unchanged,
      });
      if (!prepared.changed) return outcome('unchanged', prepared.base);

      await hooks.beforePush(attempt);
      // Never forced: a push that is not a fast-forward of the head we built on is refused.
      const push = await gitRun(prepared.work, ['push', '--porcelain', 'origin', `HEAD:refs/heads/${options.branch}`]);
      if (push.code === 0) return outcome('published', (await git(prepared.work, ['rev-parse', 'HEAD'])).trim());

      const now = await remoteHead(prepared.work, options.branch);
      if (now === prepared.base) {
        throw new PublishError(
          `the push to ${options.branch} was refused; the branch is unchanged.\n  ${(push.stderr.trim() || push.stdout.trim()).split('\n').join('\n  ')}`,
        );
      }
      log(
        `publish:pages: ${options.branch} moved while publishing (${prepared.base ?? 'no branch'} → ${now ?? 'deleted'}); ` +
          (attempt < maxAttempts ? `trying again on the new head (attempt ${attempt + 1} of ${maxAttempts})` : 'giving up'),
      );
      rmSync(prepared.work, { recursive: true, force: true });
    }
    throw new PublishError(
      `${options.branch} kept moving: gave up after ${maxAttempts} attempts. Nothing was forced and the branch holds the other pushes; run the publish again.`,
    );
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
}
