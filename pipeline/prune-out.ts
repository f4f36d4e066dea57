/**
 * The build's last step: removes from out/ every file no step listed under <cache>/produced/ (a
 * page that is gone; never the market refresh's files), then touches <cache>/built for `npm start`.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILT_STAMP, PAGES_LIST, PRODUCED_DIR } from '@/lib/build/cache-dir';
import { pruneOut, readProducedLists } from '@/lib/build/node/out-sync';

export class PruneError extends Error {
  override name = 'PruneError';
}

export function pruneBuildOut(outDir: string, cacheDir: string): void {
  const lists = path.join(cacheDir, PRODUCED_DIR);
  if (!existsSync(path.join(lists, PAGES_LIST))) {
    throw new PruneError(`${lists}/${PAGES_LIST} is missing; run the whole build (npm run build)`);
  }
  const produced = readProducedLists(lists);
  const { removed } = pruneOut(outDir, produced);
  console.log(`prune-out: out/ holds ${produced.size} files of this build; removed ${removed.length} that no step produced`);
  for (const file of removed.slice(0, 20)) console.log(`  removed ${file}`);
  if (removed.length > 20) console.log(`  … and ${removed.length - 20} more`);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(path.join(cacheDir, BUILT_STAMP), `${new Date().toISOString()}\n`);
}
