/**
 * Publishes a build, changed files only:
 *   npm run publish -- --target gh-pages --repo <git URL or path> [--out out] [--branch gh-pages] [--max-attempts 4]
 *   npm run publish -- --target s3://BUCKET [--out out] [--concurrency 16] [--full (compare ETags, not the record)]
 *   either: [--only markets|register] (lib/publish/sets.ts). Exit 0 published or unchanged, 1 failed
 *   (the target still serves the previous site), 2 bad arguments. Settings: docs/operations.md.
 */
import { parseArgs } from 'node:util';
import { ConfigError, getConfig, readEnv } from '@/lib/config';
import { GitError } from '@/lib/publish/git';
import { S3ConfigError, s3ClientFromEnv } from '@/lib/publish/node/s3-client';
import { DEFAULT_CONCURRENCY, publishS3, S3PublishError } from '@/lib/publish/node/s3-publish';
import { outcomeNote, outcomeSummary, type PublishOutcome } from '@/lib/publish/outcome';
import { DEFAULT_MAX_ATTEMPTS, publishPages, PublishError } from '@/lib/publish/publish';
import { isPublishSet, PUBLISH_SETS, type PublishSet } from '@/lib/publish/sets';
import { parseTarget, TargetError, type PublishTarget } from '@/lib/publish/target';
import { pushFaults, putFaults } from '@/lib/publish/test-hooks';
import { BuildTreeError } from '@/lib/publish/tree';

const fromEnv = {
  commit: () => readEnv().GITHUB_SHA,
  siteUrl: () => getConfig().baseUrl,
  pagesHooks: pushFaults,
  s3Client: () => s3ClientFromEnv(readEnv()),
  s3Hooks: putFaults,
};

export class UsageError extends Error {}

export interface PublishRequest {
  readonly target: PublishTarget;
  readonly outDir: string;
  readonly only?: PublishSet;
  readonly repo?: string;
  readonly branch?: string;
  readonly maxAttempts?: number;
  readonly concurrency?: number;
  readonly full?: boolean;
}

export function wholeNumber(flag: string, value: string | undefined, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9][0-9]*$/.test(value) || Number(value) > max) throw new UsageError(`--${flag} ${value}: a whole number from 1 to ${max}`);
  return Number(value);
}

function parseRequest(argv: readonly string[]): PublishRequest {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      target: { type: 'string' },
      out: { type: 'string' },
      repo: { type: 'string' },
      branch: { type: 'string' },
      'max-attempts': { type: 'string' },
      concurrency: { type: 'string' },
      only: { type: 'string' },
      full: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (!values.target) throw new UsageError('--target gh-pages or --target s3://BUCKET is required');
  const target = parseTarget(values.target);
  const only = values.only;
  if (only !== undefined && !isPublishSet(only)) {
    throw new UsageError(`--only ${only}: one of ${Object.keys(PUBLISH_SETS).join(', ')}`);
  }
  const misplaced = target.kind === 's3' ? (['repo', 'branch', 'max-attempts'] as const) : (['concurrency', 'full'] as const);
  const wrong = misplaced.find((flag) => values[flag] !== undefined && values[flag] !== false);
  if (wrong) throw new UsageError(`--${wrong} does not apply to --target ${values.target}`);
  return {
    target,
    outDir: values.out ?? 'out',
    only,
    repo: values.repo,
    branch: values.branch,
    maxAttempts: wholeNumber('max-attempts', values['max-attempts'], 99),
    concurrency: wholeNumber('concurrency', values.concurrency, 256),
    full: values.full === true,
  };
}

export async function publishTo(request: PublishRequest, command: string): Promise<PublishOutcome> {
  const { target, outDir, only } = request;
  if (target.kind === 's3') {
    return publishS3({
      outDir,
      bucket: target.bucket,
      client: fromEnv.s3Client(),
      only,
      concurrency: request.concurrency ?? DEFAULT_CONCURRENCY,
      full: request.full === true,
      hooks: fromEnv.s3Hooks(),
      log: (line) => console.error(line),
    });
  }
  if (!request.repo) throw new UsageError('--target gh-pages needs --repo <git URL or path>');
  const commit = fromEnv.commit();
  return publishPages({
    outDir,
    repo: request.repo,
    branch: request.branch ?? 'gh-pages',
    siteUrl: fromEnv.siteUrl(),
    only,
    maxAttempts: request.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    message: `${only ? PUBLISH_SETS[only].message : 'Publish the site'}${commit ? ` from ${commit}` : ''}`,
    hooks: fromEnv.pagesHooks(),
    log: (line) => console.error(line.replace(/^publish:pages:/, `${command}:`)),
  });
}

/** Publishes and prints the outcome (its note on stderr, its summary on stdout); resolves to the exit code. */
export async function publishAndReport(request: PublishRequest, command: string): Promise<number> {
  try {
    const outcome = await publishTo(request, command);
    const note = outcomeNote(outcome, command);
    if (note) console.error(note);
    console.log(outcomeSummary(outcome));
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError || error instanceof S3ConfigError || error instanceof TargetError) {
      console.error(`${command}: ${error.message}`);
      return 2;
    }
    if (error instanceof PublishError || error instanceof GitError || error instanceof BuildTreeError || error instanceof S3PublishError) {
      console.error(`${command}: ${error.message}`);
      return (error instanceof PublishError || error instanceof S3PublishError) && /^--/.test(error.message) ? 2 : 1;
    }
    // An SDK error while listing or reading (unreachable endpoint, refused credentials): nothing was written yet or the order above still holds.
    if (error instanceof Error && error.name !== 'Error') {
      console.error(`${command}: ${error.name}: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

export async function publishCommand(argv: readonly string[]): Promise<number> {
  let request: PublishRequest;
  try {
    request = parseRequest(argv);
  } catch (error) {
    console.error(`publish: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  return publishAndReport(request, 'publish');
}
