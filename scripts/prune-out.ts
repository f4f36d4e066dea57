// Removes from out/ the files no step of this build produced (last step of `npm run build`; pipeline/prune-out.ts):
//   npx tsx scripts/prune-out.ts [--out out]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUILD_CACHE_DIR } from '@/lib/build/cache-dir';
import { runMain } from '@/lib/cli/run-main';
import { pruneBuildOut, PruneError } from '@/pipeline/prune-out';

function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'out' } } });
  try {
    pruneBuildOut(path.resolve(values.out), BUILD_CACHE_DIR);
  } catch (error) {
    if (!(error instanceof PruneError)) throw error;
    console.error(`prune-out: ${error.message}`);
    return Promise.resolve(1);
  }
  return Promise.resolve(0);
}

runMain('prune-out', main);
