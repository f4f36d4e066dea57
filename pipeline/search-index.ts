/**
 * The search index:  npm run build:search [-- --site out | --out DIR (default public/pagefind, for `next dev`)]
 * One Pagefind bundle per language and shard (lib/search/shards.ts); a shard whose records hash is
 * unchanged is not indexed again. `--site out` writes straight into out/pagefind/, not public/,
 * which `next build` would copy (85,000 files at 10,000 stories) for the export to compare again.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { currentContext, loadSiteData } from '@/lib/data/load';
import { PAGEFIND_DIR, writeSearchIndex } from '@/lib/search/pagefind-index';
import { PAGEFIND_URL } from '@/lib/search/pagefind-url';
import { searchRecords } from '@/lib/search/records';
import { BUILD_CACHE_DIR, PRODUCED_DIR, SEARCH_CACHE_DIR, searchCacheDir } from '@/lib/build/cache-dir';
import { toOutPath, writeProducedList } from '@/lib/build/node/out-sync';

function filesUnder(dir: string, root: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => toOutPath(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Hash files of the older layout (<cache>/search/<language>/ held them directly). */
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
