/**
 * The scheduled intake's git and pull request steps:  npm run intake:pr -- [--repo-dir .] [--remote origin] [--branch intake] [--base main]
 * Exit codes as npm run intake (drafts are pushed even at 3). Settings: docs/editors.md.
 */
import { parseArgs } from 'node:util';
import { buildInstant } from '@/lib/core/clock';
import { DEFAULT_LIMITS } from '@/lib/net/fetch';
import { runIntakePullRequest } from '@/lib/intake/node/pr-flow';
import { summaryLine } from '@/lib/intake/summary';
import { FAILURE_THRESHOLD_TEXT } from '@/lib/intake/state';
import { nonNegativeInt, positiveInt } from '@/lib/node/numbers';
import { LockTimeoutError } from '@/lib/node/lock';
import { readEnv } from '@/lib/config';

export async function intakePrCommand(argv: string[]): Promise<number> {
  let values: { 'repo-dir'?: string; remote?: string; branch?: string; base?: string };
  try {
    ({ values } = parseArgs({
      args: argv.filter((arg) => arg !== '--'),
      options: { 'repo-dir': { type: 'string' }, remote: { type: 'string' }, branch: { type: 'string' }, base: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    console.error(`intake:pr: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const env = readEnv();
  const github =
    env.GITHUB_TOKEN && env.GITHUB_REPOSITORY
      ? { apiUrl: env.GITHUB_API_URL || 'https://api.github.com', repository: env.GITHUB_REPOSITORY, token: env.GITHUB_TOKEN }
      : null;
  try {
    const result = await runIntakePullRequest({
      repoDir: values['repo-dir'] ?? '.',
      remote: values.remote ?? 'origin',
      branch: values.branch ?? 'intake',
      base: values.base ?? 'main',
      intake: {
        now: buildInstant,
        limits: {
          timeoutMs: positiveInt(env.INTAKE_TIMEOUT_MS) ?? DEFAULT_LIMITS.timeoutMs,
          maxBytes: positiveInt(env.INTAKE_MAX_BYTES) ?? DEFAULT_LIMITS.maxBytes,
          maxRedirects: nonNegativeInt(env.INTAKE_MAX_REDIRECTS) ?? DEFAULT_LIMITS.maxRedirects,
        },
      },
      github,
      log: (line) => console.log(line),
    });
    const { report } = result;
    for (const outcome of report.plan.outcomes) {
      if (outcome.status === 'failed') console.error(`intake: feed failed: ${outcome.owner} ${outcome.url}: ${outcome.error}`);
    }
    console.log(summaryLine({ ...report, plan: report.plan }));
    if (report.tooManyFailures) {
      console.error(
        `intake: ${report.failedFeeds.length} of ${report.feedCount} feeds failed (${FAILURE_THRESHOLD_TEXT} or more): ${report.failedFeeds.join(', ')}`,
      );
      return 3;
    }
    return 0;
  } catch (error) {
    if (error instanceof LockTimeoutError) {
      console.error(`intake:pr: ${error.message}`);
      return 75;
    }
    throw error;
  }
}
