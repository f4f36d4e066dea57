/**
 * Daily register job:  npm run register:refresh -- [--out <dir>] [--url <CASPS.csv>] [--snapshot <file>] [--lock-wait-ms <ms>] [--accept-shrink]
 * ESMA's CASPS.csv into the rules documents as one set, then a copy of the state for the build. A
 * cut file, or one with over 20 % fewer Nordic firms, is refused. Exit 0 written or unchanged,
 * 1 failed or refused (the last good set stays), 2 bad arguments, 75 busy. Details: docs/rules.md.
 */
import { getConfig } from '@/lib/config';
import { makeContext } from '@/lib/core/context';
import { registerDocumentFiles } from '@/lib/api/register-documents';
import { fetchFeed, type FetchOutcome } from '@/lib/net/fetch';
import { parseFlags } from '@/lib/node/cli-args';
import { nonNegativeInt, positiveInt } from '@/lib/node/numbers';
import { LockTimeoutError } from '@/lib/node/lock';
import { DEFAULT_CASPS_URL, FETCH_TIMEOUT_MS, MAX_CSV_BYTES, RETRY_DELAY_MS } from '@/lib/register/constants';
import { repairCounts } from '@/lib/register/documents';
import { DEFAULT_REGISTER_SNAPSHOT, refreshRegister, RegisterRefreshError, type CsvFetch } from '@/lib/register/node/refresh';
import { readEnv } from '@/lib/config';

const EXIT_BUSY = 75;

/** The intake's capped, timed fetch, retried once when the failure may pass (network, 429, 5xx). */
function csvFetch(timeoutMs: number, retryDelayMs: number): CsvFetch {
  const retryable = (o: FetchOutcome) =>
    o.status === 'failed' &&
    (o.httpStatus === undefined ? !/larger than|no complete answer/.test(o.error) : o.httpStatus === 429 || o.httpStatus >= 500);
  return async (url) => {
    const outcome = await fetchFeed(
      url,
      undefined,
      { timeoutMs, maxBytes: MAX_CSV_BYTES, maxRedirects: 5 },
      { wait: (o, tries) => (tries === 1 && retryable(o) ? retryDelayMs : undefined) },
    );
    if (outcome.status === 'ok') return { ok: true, body: outcome.body };
    if (outcome.status === 'not-modified') return { ok: false, error: 'HTTP 304 to an unconditional request' };
    return { ok: false, error: outcome.error };
  };
}

export async function registerRefreshCommand(argv: string[]): Promise<number> {
  let flags: Record<string, string>;
  try {
    flags = parseFlags(argv, ['out', 'url', 'snapshot', 'lock-wait-ms'], ['accept-shrink']);
  } catch (error) {
    console.error(`register:refresh: ${(error as Error).message}`);
    return 2;
  }
  const outDir = flags.out ?? 'out';
  const env = readEnv();
  const url = flags.url ?? (env.ESMA_CASPS_URL || DEFAULT_CASPS_URL);
  const lockWaitMs = nonNegativeInt(flags['lock-wait-ms']);
  const started = Date.now();
  try {
    const outcome = await refreshRegister({
      outDir,
      url,
      fetchCsv: csvFetch(
        positiveInt(env.REGISTER_FETCH_TIMEOUT_MS) ?? FETCH_TIMEOUT_MS,
        nonNegativeInt(env.REGISTER_RETRY_DELAY_MS) ?? RETRY_DELAY_MS,
      ),
      documents: registerDocumentFiles,
      ctx: makeContext(new Date(), getConfig()),
      snapshotFile: flags.snapshot ?? DEFAULT_REGISTER_SNAPSHOT,
      ...(lockWaitMs !== undefined && { lockWaitMs }),
      acceptShrink: flags['accept-shrink'] === 'true',
      log: (line) => console.log(line),
    });
    for (const problem of outcome.problems) {
      const tag = problem.skipped ? ' (row skipped)' : problem.repair ? ` (repaired: ${problem.repair})` : '';
      console.log(`register:refresh: line ${problem.line}: ${problem.reason}${tag}`);
    }
    const repairs = Object.entries(repairCounts(outcome.problems));
    const repaired = repairs.reduce((sum, [, count]) => sum + count, 0);
    console.log(
      `register:refresh: ${repaired} repair(s)${repairs.length ? ` (${repairs.map(([kind, count]) => `${kind} ${count}`).join(', ')})` : ''}, each named above with its line`,
    );
    for (const { ref, found } of outcome.desk) {
      if (!found) console.log(`register:refresh: exchange ${ref.id} (${ref.legal_name}): not in the register`);
      else if (found.matched_by === 'lei') console.log(`register:refresh: exchange ${ref.id}: found by its LEI ${ref.lei}`);
      else
        console.log(
          `register:refresh: exchange ${ref.id}: found by its legal name only (register LEI ${found.firm.lei ?? 'none'}${found.firm.lei_valid ? ', check digits valid' : ''}); keep that LEI in lib/markets/exchanges/${ref.id}.ts`,
        );
    }
    const { source, firms } = outcome.state;
    console.log(
      `register:refresh: read ${source.rows - source.rows_skipped} of ${source.rows} rows (file of ${source.file_date ?? 'unknown date'}); ` +
        `${firms.length} firms may serve a Nordic country; ${outcome.newChanges} new change(s)`,
    );
    console.log(
      `register:refresh: wrote ${outcome.fileCount} files under ${outDir}/api/v1/rules/ as one set (${outcome.changed} changed) in ${
        Date.now() - started
      } ms`,
    );
    return 0;
  } catch (error) {
    if (error instanceof LockTimeoutError) {
      console.error(`register:refresh: ${error.message}`);
      return EXIT_BUSY;
    }
    if (error instanceof RegisterRefreshError) {
      console.error(`register:refresh: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
