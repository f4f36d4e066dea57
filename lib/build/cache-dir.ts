import path from 'node:path';
import { readEnv } from '@/lib/config';

/** The build cache: everything an incremental `npm run build` carries from one run to the next. */
export const BUILD_CACHE_DIR = readEnv().BUILD_CACHE_DIR || '.build-cache';
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
