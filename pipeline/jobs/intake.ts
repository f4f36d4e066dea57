/**
 * The desk's intake:  npm run intake [-- --report <file.json>] [--summary <file.md>] [--lock-wait-ms <ms>]
 * The sources' feeds into pending drafts, new outlets and intake/state.json. Exit 0 done, 3 done
 * with 80 % or more of the feeds failed, 75 busy, 2 bad arguments, 1 error. Settings: docs/editors.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildInstant } from '@/lib/core/clock';
import { DEFAULT_LIMITS } from '@/lib/net/fetch';
import { runIntake } from '@/lib/intake/node/run';
import { summaryLine, summaryMarkdown } from '@/lib/intake/summary';
import { FAILURE_THRESHOLD_TEXT } from '@/lib/intake/state';
import { nonNegativeInt, positiveInt } from '@/lib/node/numbers';
import { LockTimeoutError } from '@/lib/node/lock';
import { providersFromEnv } from '@/lib/translate/providers';
import { readEnv } from '@/lib/config';

const EXIT_TOO_MANY_FAILED = 3;
const EXIT_BUSY = 75;

export async function intakeCommand(argv: string[]): Promise<number> {
  let values: { report?: string; summary?: string; 'lock-wait-ms'?: string };
  try {
    ({ values } = parseArgs({
      args: argv.filter((arg) => arg !== '--'),
      options: { report: { type: 'string' }, summary: { type: 'string' }, 'lock-wait-ms': { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    console.error(`intake: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const env = readEnv();
  const lockWaitMs = nonNegativeInt(values['lock-wait-ms']);
  try {
    const report = await runIntake({
      contentDir: env.CONTENT_DIR || 'content',
      now: buildInstant,
      limits: {
        timeoutMs: positiveInt(env.INTAKE_TIMEOUT_MS) ?? DEFAULT_LIMITS.timeoutMs,
        maxBytes: positiveInt(env.INTAKE_MAX_BYTES) ?? DEFAULT_LIMITS.maxBytes,
        maxRedirects: nonNegativeInt(env.INTAKE_MAX_REDIRECTS) ?? DEFAULT_LIMITS.maxRedirects,
      },
      ...(lockWaitMs !== undefined && { lockWaitMs }),
      translators: providersFromEnv(env),
    });
    const input = {
      plan: report.plan,
      startedAt: report.startedAt,
      failedFeeds: report.failedFeeds,
      tooManyFailures: report.tooManyFailures,
    };
    for (const outcome of report.plan.outcomes) {
      if (outcome.status === 'failed') console.error(`intake: feed failed: ${outcome.owner} ${outcome.url}: ${outcome.error}`);
    }
    console.log(summaryLine(input));
    if (values.report) writeOut(values.report, `${JSON.stringify({ ...input, plan: { ...report.plan, proposed: undefined } }, null, 2)}\n`);
    if (values.summary) writeOut(values.summary, summaryMarkdown(input));
    if (report.tooManyFailures) {
      console.error(
        `intake: ${report.failedFeeds.length} of ${report.feedCount} feeds failed (${FAILURE_THRESHOLD_TEXT} or more): ${report.failedFeeds.join(', ')}`,
      );
      return EXIT_TOO_MANY_FAILED;
    }
    return 0;
  } catch (error) {
    if (error instanceof LockTimeoutError) {
      console.error(`intake: ${error.message}`);
      return EXIT_BUSY;
    }
    throw error;
  }
}

function writeOut(file: string, text: string): void {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  writeFileSync(file, text);
}
