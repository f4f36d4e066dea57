/**
 * Writes the site search index (a step of `npm run build`, and of `npm run dev`'s start;
 * the command is scripts/build-search-index.ts):
 *   npm run build:search [-- --site out | --out DIR (default public/pagefind)]
 *
 * Per language, one Pagefind bundle per shard (lib/search/shards.ts: the newest year's months, each
 * earlier year, and the non-story pages) from the site's own data (lib/search/records.ts) into
 * <DIR>/<language>/<shard>/. A shard whose records are unchanged since the last run into the same
 * folder (hash in <build cache>/search/<folder>/) is not indexed again; a shard indexed again
 * rewrites only its files whose bytes changed.
 *
 * `--site out` (the build): straight into out/pagefind/, and its out/ paths listed in
 * <cache>/produced/search.txt for pipeline/prune-out.ts. Not under public/, which `next build` would
 * copy, 85,000 files at 10,000 stories, into its staging export for export-pages to compare with
 * out/ one by one on every build. public/pagefind/ is for `next dev` (scripts/dev.mjs).
 * Prints records, shards, files, bytes and time for bench/README.md.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { currentContext, loadSiteData } from '@/lib/data/load';
import { PAGEFIND_DIR, writeSearchIndex } from '@/lib/search/pagefind-index';
import { PAGEFIND_URL } from '@/lib/search/pagefind-url';
import { searchRecords } from '@/lib/search/records';
import { BUILD_CACHE_DIR, PRODUCED_DIR, SEARCH_CACHE_DIR, searchCacheDir } from '@/lib/build/cache-dir';
import { toOutPath, writeProducedList } from '@/lib/build/node/out-sync';

/** Every file under `dir`, as paths relative to `root` with `/`. */
function filesUnder(dir: string, root: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => toOutPath(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Hash files of the layout before each index folder had its own set: <cache>/search/<language>/
 * held them directly (a folder of the new layout holds language folders only).
 */
function removeOldHashLayout(): void {
  const dir = path.join(BUILD_CACHE_DIR, SEARCH_CACHE_DIR);
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (!entry.isDirectory() || readdirSync(full).some((name) => name.endsWith('.sha256'))) rmSync(full, { recursive: true, force: true });
  }
}

/** Where the index goes: `<site>/pagefind/` for the build, else `out` (default public/pagefind/ for `next dev`). */
export function searchIndexDir(site: string | undefined, out: string | undefined): string {
  return site !== undefined ? path.join(site, ...PAGEFIND_URL.split('/').filter(Boolean)) : (out ?? PAGEFIND_DIR);
}

/** Writes the index into `dir`; with `site`, lists its files for prune-out. Prints what it did. */
export async function buildSearchIndex(site: string | undefined, dir: string): Promise<void> {
  const started = performance.now();
  removeOldHashLayout();
  const stats = await writeSearchIndex(searchRecords(loadSiteData(), currentContext()), dir, {
    cacheDir: searchCacheDir(dir),
  });
  if (site !== undefined) writeProducedList(path.join(BUILD_CACHE_DIR, PRODUCED_DIR, 'search.txt'), filesUnder(dir, site));
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
