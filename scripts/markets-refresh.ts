/**
 * Hourly market refresh:  npm run markets:refresh -- --out <published dir> [--snapshot <file>]
 * Writes <out>/api/v1/markets.json, markets/*.json, markets/by-asset/*.json and
 * markets/logos/*.svg atomically, and saves the snapshot. Exits 0 when at least one exchange
 * succeeded; when every exchange fails it writes nothing and exits 1.
 * Env: FIRI_API_URL, NBX_API_URL, COINMOTION_API_URL, MARKETS_FETCH_TIMEOUT_MS,
 * MARKETS_RETRY_DELAY_MS, SITE_URL, PAGES_URL, SITE_NAME (see lib/config.ts).
 */
import { parseFlags } from '@/lib/markets/node/cli-args';
import { positiveInt } from '@/lib/markets/node/env';
import { refreshMarkets } from '@/lib/markets/node/refresh';
import { DEFAULT_SNAPSHOT_FILE } from '@/lib/markets/node/snapshot';

async function main(): Promise<number> {
  const flags = parseFlags(process.argv.slice(2), ['out', 'snapshot', 'budget-ms']);
  if (!flags.out) {
    console.error('markets:refresh: --out <dir> is required (the published folder; files go under <dir>/api/v1/)');
    return 2;
  }
  const budgetMs = positiveInt(flags['budget-ms']);
  const outcome = await refreshMarkets({
    outDir: flags.out,
    snapshotFile: flags.snapshot ?? DEFAULT_SNAPSHOT_FILE,
    ...(budgetMs !== undefined && { budgetMs }),
  });
  for (const line of outcome.lines) console.log(line);
  if (!outcome.written) {
    console.error(
      'markets:refresh: every exchange failed; no files were written and the previous market files and snapshot are unchanged.',
    );
    return 1;
  }
  console.log(`markets:refresh: wrote ${outcome.fileCount} files under ${flags.out}/api/v1/`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`markets:refresh failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
