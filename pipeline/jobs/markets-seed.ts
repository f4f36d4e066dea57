/**
 * Market data for a build from the published site:
 *   npm run markets:seed -- --from <published dir> [--snapshot .markets/snapshot.json]
 * <published dir> is a checkout of the gh-pages branch. Writes the snapshot the build reads
 * (rebuilt exactly from <published dir>/api/v1/markets.json) and `history/` beside it (a copy of
 * <published dir>/api/v1/markets/history/), as one set. The prebuild that follows then keeps them
 * when the exchanges cannot be reached, or appends to them when they can.
 * Exit codes: 0 seeded, or nothing published yet (said so, nothing changed); 1 a published file
 * is damaged (named; nothing changed); 2 bad arguments or no such folder; 75 the folder is busy.
 */
import { parseFlags } from '@/lib/node/cli-args';
import { LockTimeoutError } from '@/lib/node/lock';
import { seedFromPublished, SeedError } from '@/lib/markets/node/seed';
import { DEFAULT_SNAPSHOT_FILE } from '@/lib/markets/node/snapshot';
import { HistoryFileError } from '@/lib/markets/node/history-files';
import { summaryLines } from '@/lib/markets/node/refresh';

/** The command's work, from its arguments to its exit code (scripts/markets-seed.ts). */
export async function marketsSeedCommand(argv: string[]): Promise<number> {
  const flags = parseFlags(argv, ['from', 'snapshot']);
  if (!flags.from) {
    console.error('markets:seed: --from <published dir> is required (a checkout of the gh-pages branch)');
    return 2;
  }
  const snapshotFile = flags.snapshot ?? DEFAULT_SNAPSHOT_FILE;
  try {
    const outcome = await seedFromPublished({ from: flags.from, snapshotFile });
    if (!outcome.snapshot) return 0;
    for (const line of summaryLines(outcome.snapshot)) console.log(`markets:seed ${line}`);
    console.log(
      `markets:seed: ${snapshotFile} rebuilt from ${flags.from}/api/v1/markets.json (generated ${outcome.snapshot.generated_at}), ` +
        `${outcome.historyFiles} history files copied (${outcome.changed} files changed)`,
    );
    return 0;
  } catch (error) {
    if (error instanceof LockTimeoutError) {
      console.error(`markets:seed: ${error.message}`);
      return 75;
    }
    if (error instanceof SeedError && /no such folder/.test(error.message)) {
      console.error(`markets:seed: ${error.message}`);
      return 2;
    }
    if (error instanceof SeedError || error instanceof HistoryFileError) {
      console.error(`markets:seed: ${error.message}; nothing was changed`);
      return 1;
    }
    throw error;
  }
}
