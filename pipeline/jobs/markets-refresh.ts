/**
 * Hourly market refresh:
 *   npm run markets:refresh -- --out <published dir> [--snapshot <file>] [--budget-ms <ms>] [--lock-wait-ms <ms>]
 * Writes <out>/api/v1/markets.json, markets/*.json, markets/by-asset/*.json, markets/history/*.json,
 * markets/moves/<quote>/<lang>.{xml,json} and markets/logos/*.svg as one set (all new or all old, whatever stops it), then saves the
 * snapshot. It first undoes any interrupted market write in <out>, and writes holding <out>'s
 * lock: a second writer waits (MARKETS_LOCK_WAIT_MS, default 120 s) or gives up. When every
 * exchange fails, <out> is not touched at all.
 * Exit codes: 0 written; 1 every exchange failed (nothing written) or an error (rolled back);
 * 2 bad arguments; 75 another market write held <out> too long (nothing written).
 * Env: each exchange's <ID>_API_URL (FIRI_API_URL …), MARKETS_FETCH_TIMEOUT_MS,
 * MARKETS_RETRY_DELAY_MS, MARKETS_LOCK_WAIT_MS, SITE_URL, PAGES_URL, SITE_NAME (see lib/config.ts).
 */
import { parseFlags } from '@/lib/node/cli-args';
import { nonNegativeInt, positiveInt } from '@/lib/node/numbers';
import { LockTimeoutError } from '@/lib/node/lock';
import { marketDocumentFiles } from '@/lib/api/market-documents';
import { moveFeedFiles } from '@/lib/feeds/move-feeds';
import type { MarketDocumentFiles } from '@/lib/markets/node/render';
import { refreshMarkets } from '@/lib/markets/node/refresh';
import { DEFAULT_SNAPSHOT_FILE } from '@/lib/markets/node/snapshot';
import { loadRegisterState, readPublishedState } from '@/lib/register/node/refresh';
import type { RegisterState } from '@/lib/register/state';

/** The exchanges' standing comes from the folder's register set (the job's last good one), else the build's copy: never dropped. */
function registerForMarkets(outDir: string): RegisterState | null {
  try {
    const published = readPublishedState(outDir);
    if (published) return published;
  } catch (error) {
    console.error(`markets:refresh: ${(error as Error).message}; the standing comes from the build's register copy`);
  }
  return loadRegisterState();
}

/** The registry's market documents and the price-move feeds of the same history: the build writes the same files. */
export const marketSetFiles: MarketDocumentFiles = (snapshot, history, ctx, register) => [
  ...marketDocumentFiles(snapshot, history, ctx, register),
  ...moveFeedFiles(history, ctx),
];

/** sysexits' EX_TEMPFAIL: try again later. */
const EXIT_BUSY = 75;

/** The command's work, from its arguments to its exit code (scripts/markets-refresh.ts). */
export async function marketsRefreshCommand(argv: string[]): Promise<number> {
  const flags = parseFlags(argv, ['out', 'snapshot', 'budget-ms', 'lock-wait-ms']);
  if (!flags.out) {
    console.error('markets:refresh: --out <dir> is required (the published folder; files go under <dir>/api/v1/)');
    return 2;
  }
  const budgetMs = positiveInt(flags['budget-ms']);
  const lockWaitMs = nonNegativeInt(flags['lock-wait-ms']);
  try {
    const outcome = await refreshMarkets({
      outDir: flags.out,
      snapshotFile: flags.snapshot ?? DEFAULT_SNAPSHOT_FILE,
      documents: marketSetFiles,
      readRegister: registerForMarkets,
      ...(budgetMs !== undefined && { budgetMs }),
      ...(lockWaitMs !== undefined && { lockWaitMs }),
    });
    for (const line of outcome.lines) console.log(line);
    if (outcome.supersededBy) {
      console.log(
        `markets:refresh: the published market prices (fetched up to ${outcome.supersededBy}) are newer than this fetch ` +
          `(${outcome.snapshot.generated_at}); nothing was written.`,
      );
      return 0;
    }
    if (!outcome.written) {
      console.error(
        'markets:refresh: every exchange failed; no files were written and the previous market files and snapshot are unchanged.',
      );
      return 1;
    }
    console.log(`markets:refresh: wrote ${outcome.fileCount} files under ${flags.out}/api/v1/ as one set (${outcome.changed} changed)`);
    return 0;
  } catch (error) {
    if (error instanceof LockTimeoutError) {
      console.error(`markets:refresh: ${error.message}`);
      return EXIT_BUSY;
    }
    throw error;
  }
}
