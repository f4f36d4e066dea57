/**
 * Hourly market refresh:  npm run markets:refresh -- --out <dir> [--snapshot <file>] [--budget-ms <ms>] [--lock-wait-ms <ms>]
 * The market documents, move feeds and logos as one set, under <out>'s lock; nothing is touched when every
 * exchange fails. Exit 0 written, 1 every exchange failed or an error (rolled back), 2 bad
 * arguments, 75 busy. Settings and files: docs/markets.md.
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
