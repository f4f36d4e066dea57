/**
 * Market data from the published site:  npm run markets:seed -- --from <gh-pages checkout> [--snapshot .markets/snapshot.json]
 * Exit 0 seeded or nothing published yet, 1 a damaged published file (named), 2 bad arguments, 75 busy.
 */
import { parseFlags } from '@/lib/node/cli-args';
import { LockTimeoutError } from '@/lib/node/lock';
import { seedFromPublished, SeedError } from '@/lib/markets/node/seed';
import { DEFAULT_SNAPSHOT_FILE } from '@/lib/markets/node/snapshot';
import { HistoryFileError } from '@/lib/markets/node/history-files';
import { summaryLines } from '@/lib/markets/node/refresh';

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
