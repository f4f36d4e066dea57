/**
 * Finishes out/ after `next build` (a step of `npm run build`; pipeline/export/export-pages.ts):
 *   npx tsx scripts/export-pages.ts --stage .build-cache/next-export [--out out] [--cache DIR] [--workers N] [--no-keys]
 */
import { parseArgs } from 'node:util';
import { exportPages } from '@/pipeline/export/export-pages';
import { ExportError } from '@/pipeline/export/export-error';

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
  if (!values.stage) throw new ExportError('--stage <Next export folder> is required');
  const workers = values.workers === undefined ? undefined : Number(values.workers);
  await exportPages({ stage: values.stage, out: values.out, cache: values.cache, workers, keys: !values['no-keys'] });
}

main().catch((error: unknown) => {
  console.error(`export-pages failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
