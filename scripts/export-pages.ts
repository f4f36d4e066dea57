/**
 * Finishes out/ after `next build` (a step of `npm run build`; pipeline/export/export-pages.ts):
 *   npx tsx scripts/export-pages.ts [--stage <cache>/next-export] [--out out] [--cache DIR] [--workers N] [--no-keys]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUILD_CACHE_DIR, NEXT_EXPORT_DIR } from '@/lib/build/cache-dir';
import { exportPages } from '@/pipeline/export/export-pages';

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((word) => word !== '--'),
    options: {
      out: { type: 'string', default: 'out' },
      stage: { type: 'string' },
      cache: { type: 'string' },
      workers: { type: 'string' },
      'no-keys': { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const workers = values.workers === undefined ? undefined : Number(values.workers);
  // next.config.mjs's distDir (plain JavaScript, so it spells the folder itself).
  const stage = values.stage ?? path.join(values.cache ?? BUILD_CACHE_DIR, NEXT_EXPORT_DIR);
  await exportPages({ stage, out: values.out, cache: values.cache, workers, keys: !values['no-keys'] });
}

main().catch((error: unknown) => {
  console.error(`export-pages failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
