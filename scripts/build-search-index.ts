/**
 * Writes the site search index before `next build` (a step of both builds, scripts/build.mjs):
 *   npm run build:search [-- --out public/pagefind]
 *
 * Per language, one Pagefind bundle per shard (lib/search/shards.ts: the newest year's months, each
 * earlier year, and the non-story pages) from the site's own data (lib/search/records.ts) into
 * public/pagefind/<language>/<shard>/, which `next build` copies to out/pagefind/. A shard whose
 * records are unchanged since the last build (hash in <build cache>/search/) is not indexed again.
 * Prints records, shards, files, bytes and time for bench/README.md.
 */
import { parseArgs } from 'node:util';
import { currentContext, loadSiteData } from '@/lib/data/load';
import { PAGEFIND_DIR, writeSearchIndex } from '@/lib/search/pagefind-index';
import { searchRecords } from '@/lib/search/records';
import { BUILD_CACHE_DIR, SEARCH_CACHE_DIR } from '@/lib/build/cache-dir';
import path from 'node:path';

let outDir: string;
try {
  outDir = parseArgs({ options: { out: { type: 'string', default: PAGEFIND_DIR } }, strict: true }).values.out;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\nusage: tsx scripts/build-search-index.ts [--out DIR]`);
  process.exit(2);
}

async function main(dir: string) {
  const started = performance.now();
  const stats = await writeSearchIndex(searchRecords(loadSiteData(), currentContext()), dir, {
    cacheDir: path.join(BUILD_CACHE_DIR, SEARCH_CACHE_DIR),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const shardCount = Object.values(stats.shards).reduce((sum, n) => sum + n, 0);
  // A clean build indexes every shard (119 at 10,000 stories): the first few name the rest.
  const named = stats.indexed.length > 14 ? `${stats.indexed.slice(0, 14).join(', ')}, …` : stats.indexed.join(', ');
  const indexed =
    stats.indexed.length === 0 ? 'nothing (every shard unchanged)' : `${stats.indexed.length} of ${shardCount} shards (${named})`;
  const languages = Object.entries(stats.languages)
    .map(([language, count]) => `${language} ${count} in ${stats.shards[language]} shards`)
    .join(', ');
  console.log(
    `search index: ${stats.records} records (${languages}) → ${dir}: ${stats.files} files, ${(stats.bytes / 1e6).toFixed(2)} MB; ` +
      `indexed ${indexed} in ${seconds} s`,
  );
}

main(outDir).catch((error: unknown) => {
  console.error(`search index: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
