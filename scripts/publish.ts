/**
 * Publishes a build, changed files only, to one target:
 *   npm run publish -- --target gh-pages --repo <git URL or path> [--out out] [--branch gh-pages] [--max-attempts 4]
 *   npm run publish -- --target s3://BUCKET [--out out] [--concurrency 16] [--full]
 * --full (s3): list the bucket and compare ETags instead of reading the publisher's record
 * (.publish/manifest.json), after the bucket was changed by other means.
 * Either: [--only markets|register] publishes one set alone (lib/publish/sets.ts: the hourly market
 * refresh's, the daily register job's).
 * Prints `uploaded N, deleted M, unchanged K` on stdout (for gh-pages: files written into, deleted
 * from and kept unchanged in the branch's new commit).
 * Exit codes: 0 published, or nothing changed; 1 the publish failed (the target still serves the
 * previous complete site; run again); 2 bad arguments or configuration.
 * Env: SITE_URL (lib/config.ts, for gh-pages' CNAME); GITHUB_SHA, when set, is named in the
 * commit message; for s3: AWS_REGION, S3_ENDPOINT, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY
 * (lib/publish/node/s3-client.ts).
 */
import { parseArgs } from 'node:util';
import { runMain } from '@/lib/cli/run-main';
import { getConfig } from '@/lib/config';
import { GitError } from '@/lib/publish/git';
import { S3ConfigError, s3ClientFromEnv } from '@/lib/publish/node/s3-client';
import { DEFAULT_CONCURRENCY, publishS3, S3PublishError } from '@/lib/publish/node/s3-publish';
import { DEFAULT_MAX_ATTEMPTS, publishPages, PublishError } from '@/lib/publish/publish';
import { isPublishSet, PUBLISH_SETS, type PublishSet } from '@/lib/publish/sets';
import { parseTarget, TargetError, type PublishTarget } from '@/lib/publish/target';
import { hooksFromEnv, s3HooksFromEnv } from '@/lib/publish/test-hooks';
import { BuildTreeError } from '@/lib/publish/tree';

const NAME = 'publish';

class UsageError extends Error {}

function wholeNumber(flag: string, value: string | undefined, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9][0-9]*$/.test(value) || Number(value) > max) throw new UsageError(`--${flag} ${value}: a whole number from 1 to ${max}`);
  return Number(value);
}

function summary(uploaded: number, deleted: number, unchanged: number): string {
  return `uploaded ${uploaded}, deleted ${deleted}, unchanged ${unchanged}`;
}

async function toPages(values: Record<string, string | undefined>, only: PublishSet | undefined): Promise<number> {
  if (!values.repo) throw new UsageError('--target gh-pages needs --repo <git URL or path>');
  const siteUrl = getConfig().baseUrl;
  const outcome = await publishPages({
    outDir: values.out ?? 'out',
    repo: values.repo,
    branch: values.branch ?? 'gh-pages',
    siteUrl,
    only,
    maxAttempts: wholeNumber('max-attempts', values['max-attempts'], 99) ?? DEFAULT_MAX_ATTEMPTS,
    message: `${only ? PUBLISH_SETS[only].message : 'Publish the site'}${process.env.GITHUB_SHA ? ` from ${process.env.GITHUB_SHA}` : ''}`,
    hooks: hooksFromEnv(process.env),
    log: (line) => console.error(line.replace(/^publish:pages:/, `${NAME}:`)),
  });
  const written = outcome.status === 'published' ? outcome.written : 0;
  const removed = outcome.status === 'published' ? outcome.removed : 0;
  console.error(
    outcome.status === 'published'
      ? `${NAME}: ${outcome.created ? 'created' : 'updated'} ${values.branch ?? 'gh-pages'} at ${outcome.head ?? '?'} (attempt ${outcome.attempts})`
      : `${NAME}: ${values.branch ?? 'gh-pages'} already holds this build; nothing was committed`,
  );
  console.log(summary(written, removed, outcome.unchanged));
  return 0;
}

async function toBucket(
  target: Extract<PublishTarget, { kind: 's3' }>,
  values: Record<string, string | undefined>,
  only: PublishSet | undefined,
  full: boolean,
) {
  const outcome = await publishS3({
    outDir: values.out ?? 'out',
    bucket: target.bucket,
    client: s3ClientFromEnv(process.env),
    only,
    concurrency: wholeNumber('concurrency', values.concurrency, 256) ?? DEFAULT_CONCURRENCY,
    full,
    hooks: s3HooksFromEnv(process.env),
    log: (line) => console.error(line),
  });
  console.log(summary(outcome.uploaded, outcome.deleted, outcome.unchanged));
  return 0;
}

async function main(): Promise<number> {
  let target: PublishTarget;
  let values: Record<string, string | undefined>;
  let only: PublishSet | undefined;
  let full = false;
  try {
    const { full: fullFlag, ...strings } = parseArgs({
      args: process.argv.slice(2),
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
    }).values;
    values = strings;
    full = fullFlag === true;
    if (!values.target) throw new UsageError('--target gh-pages or --target s3://BUCKET is required');
    target = parseTarget(values.target);
    if (values.only !== undefined && !isPublishSet(values.only)) {
      throw new UsageError(`--only ${values.only}: one of ${Object.keys(PUBLISH_SETS).join(', ')}`);
    }
    only = values.only;
    const misplaced = target.kind === 's3' ? ['repo', 'branch', 'max-attempts'] : ['concurrency', 'full'];
    const wrong = misplaced.find((flag) => (flag === 'full' ? full : values[flag] !== undefined));
    if (wrong) throw new UsageError(`--${wrong} does not apply to --target ${values.target}`);
  } catch (error) {
    console.error(`${NAME}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  try {
    return target.kind === 'gh-pages' ? await toPages(values, only) : await toBucket(target, values, only, full);
  } catch (error) {
    if (error instanceof UsageError || error instanceof S3ConfigError || error instanceof TargetError) {
      console.error(`${NAME}: ${error.message}`);
      return 2;
    }
    if (error instanceof PublishError || error instanceof GitError || error instanceof BuildTreeError || error instanceof S3PublishError) {
      console.error(`${NAME}: ${error.message}`);
      return (error instanceof PublishError || error instanceof S3PublishError) && /^--/.test(error.message) ? 2 : 1;
    }
    // An SDK error while listing or reading (unreachable endpoint, refused credentials): nothing was written yet or the order above still holds.
    if (error instanceof Error && error.name !== 'Error') {
      console.error(`${NAME}: ${error.name}: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

runMain(NAME, main);
