import path from 'node:path';

/**
 * The build cache (issue 18): everything an incremental `npm run build` carries from one run to
 * the next, in one gitignored folder that CI restores and saves (.github/workflows/deploy.yml,
 * actions/cache) together with out/ itself, `.contentlayer/` and `.next/cache/`.
 *   next-export/   Next's static export of this build (next.config.mjs `distDir`); Next deletes
 *                  and rewrites it each time, and scripts/export-pages.ts moves what changed into out/
 *   produced/      the out/ paths each step wrote or kept this build; scripts/prune-out.ts removes
 *                  every other file of out/ (except the market refresh's)
 *   search/<dir>/  the search index's record hashes, per language and shard, of the index written to
 *                  <dir> (`out+pagefind` for the build, `public+pagefind` for `npm run dev`;
 *                  scripts/build-search-index.ts): one set per folder, so a hash never vouches for
 *                  another folder's bundle
 *   leaf-keys/     the input keys of the story and event pages (lib/build/node/leaf-keys.ts);
 *                  leaf-keys-previous/ is the last build's, read while this build writes its own
 *   page-scripts.json  the inline scripts of Next's section pages by their bytes' hash, so an
 *                  unchanged page is not parsed again for its policy (lib/build/node/page-scripts-cache.ts)
 *   publish/       the S3 publish's MD5 of each out/ file, by size, mtime and inode (lib/publish/node/file-hashes.ts)
 *   built          touched when a build finished (scripts/start.mjs compares it with the sources)
 * scripts/build.mjs, scripts/start.mjs and next.config.mjs repeat the folder name (plain JavaScript).
 */
export const BUILD_CACHE_DIR = process.env.BUILD_CACHE_DIR || '.build-cache';
export const NEXT_EXPORT_DIR = 'next-export';
export const PRODUCED_DIR = 'produced';
/** The lists scripts/export-pages.ts writes under produced/: Next's and the route files, and the leaf pages. */
export const NEXT_LIST = 'next.txt';
export const PAGES_LIST = 'pages.txt';
export const EXPORT_LISTS = [NEXT_LIST, PAGES_LIST] as const;
export const SEARCH_CACHE_DIR = 'search';

/** The folder of the record hashes of the search index written to `indexDir` (see above). */
export function searchCacheDir(indexDir: string, cwd: string = process.cwd()): string {
  const relative = path.relative(cwd, path.resolve(cwd, indexDir)).split(path.sep).join('+');
  return path.join(BUILD_CACHE_DIR, SEARCH_CACHE_DIR, relative.replace(/[^A-Za-z0-9+._-]/g, '_'));
}
export const BUILT_STAMP = 'built';
