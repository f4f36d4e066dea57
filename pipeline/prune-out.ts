/**
 * The build's last step: removes from out/ every file no step listed under <cache>/produced/ (a
 * page that is gone; never the market refresh's files), then touches <cache>/built for `npm start`.
 * From the build's own lists when they are sure (lib/build/node/change-list.ts): what the last whole
 * build produced and this one does not; otherwise by a walk of out/, which also finds strays.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILT_STAMP, PAGES_LIST, PRODUCED_DIR } from '@/lib/build/cache-dir';
import { appendPublishChanges, keepProducedLists, noLongerProduced, UNSURE_MARK } from '@/lib/build/node/change-list';
import { pruneOut, readProducedLists, removeListed } from '@/lib/build/node/out-sync';

export class PruneError extends Error {
  override name = 'PruneError';
}

export function pruneBuildOut(outDir: string, cacheDir: string): { removed: string[]; walked: boolean } {
  const lists = path.join(cacheDir, PRODUCED_DIR);
  if (!existsSync(path.join(lists, PAGES_LIST))) {
    throw new PruneError(`${lists}/${PAGES_LIST} is missing; run the whole build (npm run build)`);
  }
  const produced = readProducedLists(lists);
  const gone = noLongerProduced(cacheDir, produced);
  const { removed } = gone ? removeListed(outDir, gone) : pruneOut(outDir, produced);
  console.log(
    `prune-out: out/ holds ${produced.size} files of this build; removed ${removed.length} that no step produced ` +
      `(${gone ? "from the build's lists" : 'by a walk of out/'})`,
  );
  for (const file of removed.slice(0, 20)) console.log(`  removed ${file}`);
  if (removed.length > 20) console.log(`  … and ${removed.length - 20} more`);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(path.join(cacheDir, BUILT_STAMP), `${new Date().toISOString()}\n`);
  keepProducedLists(cacheDir);
  appendPublishChanges(cacheDir, outDir, gone ?? removed);
  // The build is whole: the next one may trust its own lists.
  rmSync(path.join(cacheDir, UNSURE_MARK), { force: true });
  return { removed, walked: gone === undefined };
}
