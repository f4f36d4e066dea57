/**
 * Build step (scripts/build.mjs): the e-mail of each published weekly issue in every language,
 * out/digest/<lang>/<YYYY-Www>/index.html and index.txt (README, "Weekly digest"). Writes only
 * files whose bytes changed and lists them in <cache>/produced/digest.txt for scripts/prune-out.ts.
 *   npx tsx scripts/build-digests.ts [--out out]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUILD_CACHE_DIR, PRODUCED_DIR } from '@/lib/build/cache-dir';
import { STEP_LISTS, writeWrittenList } from '@/lib/build/node/change-list';
import { writeIfChanged, writeProducedList } from '@/lib/build/node/out-sync';
import { runMain } from '@/lib/cli/run-main';
import { getConfig } from '@/lib/config';
import { loadSiteData } from '@/lib/data/load';
import { digestEmailFiles } from '@/lib/digest/email-files';

function main(): Promise<number> {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'out' } } });
  const files = digestEmailFiles(loadSiteData(), getConfig());
  const written = files.filter((file) => writeIfChanged(path.join(values.out, file.path), file.content)).map((file) => file.path);
  writeProducedList(
    path.join(BUILD_CACHE_DIR, PRODUCED_DIR, 'digest.txt'),
    files.map((file) => file.path),
  );
  writeWrittenList(path.join(BUILD_CACHE_DIR, PRODUCED_DIR, STEP_LISTS[1]), written);
  console.log(`build-digests: ${files.length} files (${written.length} written) under ${values.out}/digest/`);
  return Promise.resolve(0);
}

if (process.argv[1] && /build-digests\.ts$/.test(process.argv[1])) runMain('build-digests', main);
