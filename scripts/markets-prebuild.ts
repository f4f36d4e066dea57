/**
 * Runs before `next build`:  tsx scripts/markets-prebuild.ts [--snapshot <file>] [--logos <dir>]
 * Fetches the exchanges and saves the snapshot the build reads. If every exchange fails it keeps
 * a previous snapshot, or saves an all-error one with the real errors. It never fails the build:
 * every path, even an unexpected error, exits 0 after printing what happened.
 */
import { parseFlags } from '@/lib/markets/node/cli-args';
import { positiveInt } from '@/lib/markets/node/env';
import { prebuildMarkets } from '@/lib/markets/node/refresh';
import { DEFAULT_SNAPSHOT_FILE } from '@/lib/markets/node/snapshot';

const MESSAGES = {
  fetched: 'saved the new snapshot',
  'kept-previous': 'every exchange failed; kept the previous snapshot',
  'all-failed': 'every exchange failed and no previous snapshot exists; saved an all-error snapshot (no tickers)',
} as const;

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2), ['snapshot', 'logos', 'budget-ms']);
  const snapshotFile = flags.snapshot ?? DEFAULT_SNAPSHOT_FILE;
  const budgetMs = positiveInt(flags['budget-ms']);
  const outcome = await prebuildMarkets({
    snapshotFile,
    ...(flags.logos && { logosDir: flags.logos }),
    ...(budgetMs !== undefined && { budgetMs }),
  });
  for (const line of outcome.lines) console.log(`markets:prebuild ${line}`);
  console.log(`markets:prebuild: ${MESSAGES[outcome.source]} (${snapshotFile}, generated ${outcome.snapshot.generated_at})`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(
      `markets:prebuild: unexpected error, build continues without new market data: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(0);
  },
);
