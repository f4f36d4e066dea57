/**
 * Last step of `npm run build` (issue 18, incremental builds): removes from out/ every file that no
 * step of this build wrote or kept, i.e. the files whose page is gone, and the folders left empty.
 * Each step lists its out/ paths under <cache>/produced/ (scripts/export-pages.ts, precompress.ts);
 * the market refresh's files are never removed here (lib/build/node/out-sync.ts).
 *   npx tsx scripts/prune-out.ts [--out out]
 * Then touches <cache>/built, the mark `npm start` compares with the sources (scripts/start.mjs).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runMain } from '@/lib/cli/run-main';
import { BUILD_CACHE_DIR, BUILT_STAMP, PAGES_LIST, PRODUCED_DIR } from '@/lib/build/cache-dir';
import { pruneOut, readProducedLists } from '@/lib/build/node/out-sync';

function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'out' } } });
  const outDir = path.resolve(values.out);
  const lists = path.join(BUILD_CACHE_DIR, PRODUCED_DIR);
  if (!existsSync(path.join(lists, PAGES_LIST))) {
    console.error(`prune-out: ${lists}/${PAGES_LIST} is missing; run the whole build (npm run build)`);
    return Promise.resolve(1);
  }
  const produced = readProducedLists(lists);
  const { removed } = pruneOut(outDir, produced);
  console.log(`prune-out: out/ holds ${produced.size} files of this build; removed ${removed.length} that no step produced`);
  for (const file of removed.slice(0, 20)) console.log(`  removed ${file}`);
  if (removed.length > 20) console.log(`  … and ${removed.length - 20} more`);
  mkdirSync(BUILD_CACHE_DIR, { recursive: true });
  writeFileSync(path.join(BUILD_CACHE_DIR, BUILT_STAMP), `${new Date().toISOString()}\n`);
  return Promise.resolve(0);
}

if (process.argv[1] && /prune-out\.ts$/.test(process.argv[1])) runMain('prune-out', main);
