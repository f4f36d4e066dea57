/**
 * Before `next build`:  tsx scripts/markets-prebuild.ts [--snapshot <file>] [--logos <dir>] [--budget-ms <ms>] [--lock-wait-ms <ms>]
 * The snapshot and history the build reads, as one set; a failed fetch keeps the previous snapshot.
 * It never fails the build: every path exits 0 after printing what happened.
 */
import { readEnv } from '@/lib/config';
import { parseFlags } from '@/lib/node/cli-args';
import { nonNegativeInt, positiveInt } from '@/lib/node/numbers';
import { prebuildMarkets } from '@/lib/markets/node/refresh';
import { DEFAULT_SNAPSHOT_FILE } from '@/lib/markets/node/snapshot';

function snapshotFromEnv(): string | undefined {
  return readEnv().MARKETS_SNAPSHOT || undefined;
}

const MESSAGES = {
  fetched: 'saved the new snapshot',
  'kept-previous': 'every exchange failed; kept the previous snapshot',
  'all-failed': 'every exchange failed and no previous snapshot exists; saved an all-error snapshot (no tickers)',
  busy: 'another market write held the folder too long; the build goes on with the snapshot already there',
} as const;

async function prebuild(argv: readonly string[]): Promise<void> {
  const flags = parseFlags(argv, ['snapshot', 'logos', 'budget-ms', 'lock-wait-ms']);
  const snapshotFile = flags.snapshot ?? snapshotFromEnv() ?? DEFAULT_SNAPSHOT_FILE;
  const budgetMs = positiveInt(flags['budget-ms']);
  const lockWaitMs = nonNegativeInt(flags['lock-wait-ms']);
  const outcome = await prebuildMarkets({
    snapshotFile,
    ...(flags.logos && { logosDir: flags.logos }),
    ...(budgetMs !== undefined && { budgetMs }),
    ...(lockWaitMs !== undefined && { lockWaitMs }),
  });
  for (const line of outcome.lines) console.log(`markets:prebuild ${line}`);
  console.log(`markets:prebuild: ${MESSAGES[outcome.source]} (${snapshotFile}, generated ${outcome.snapshot.generated_at})`);
}

export async function marketsPrebuildCommand(argv: readonly string[]): Promise<number> {
  try {
    await prebuild(argv);
  } catch (error) {
    console.error(
      `markets:prebuild: unexpected error, build continues without new market data: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return 0;
}
