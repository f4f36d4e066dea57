import { SHARD_NAME, type ShardManifest } from './shards';

/** Opens one language's sharded index in the browser: the newest shard is the primary, the others merged in, so one search covers all. */

/** The part of Pagefind's browser API the site uses (pagefind.js has no published types for the browser). */
export interface PagefindResult {
  readonly id: string;
  readonly score: number;
  data(): Promise<{ readonly url: string; readonly meta: Readonly<Record<string, string | undefined>> }>;
}
export interface PagefindSearch {
  readonly results: PagefindResult[];
}
export interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  mergeIndex(indexPath: string, options?: Record<string, unknown>): Promise<void>;
  search(term: string, options?: Record<string, unknown>): Promise<PagefindSearch>;
  debouncedSearch(term: string, options?: Record<string, unknown>, timeoutMs?: number): Promise<PagefindSearch | null>;
}

// Results show no excerpt: the site's results are title, date and outlet (components/search/site-search.tsx).
const SHARD_OPTIONS = { excerptLength: 0 } as const;

function manifestShards(value: unknown, url: string): readonly string[] {
  const shards = (value as Partial<ShardManifest> | null)?.shards;
  if (!Array.isArray(shards) || shards.length === 0 || !shards.every((shard) => typeof shard === 'string' && SHARD_NAME.test(shard)))
    throw new Error(`${url}: not a list of search shards`);
  return shards as readonly string[];
}

/** `base` is the language's folder (`/pagefind/sv-se/`, lib/search/pagefind-url.ts). */
export async function openShardedIndex(
  base: string,
  importModule: (url: string) => Promise<PagefindModule>,
  fetchJson: (url: string) => Promise<unknown>,
): Promise<PagefindModule> {
  const manifestUrl = `${base}shards.json`;
  const [primary, ...merged] = manifestShards(await fetchJson(manifestUrl), manifestUrl);
  const pagefind = await importModule(`${base}${primary}/pagefind.js`);
  // Before the first search, so the primary starts with them.
  await pagefind.options({ ...SHARD_OPTIONS, basePath: `${base}${primary}/` });
  // The primary first: Pagefind's mergeIndex waits without end for the primary's WebAssembly, which may never load.
  await pagefind.search('');
  // Then in parallel: each merge fetches its own entry file and metadata.
  await Promise.all(merged.map((shard) => pagefind.mergeIndex(`${base}${shard}/`, SHARD_OPTIONS)));
  return pagefind;
}

/** The words of a query as Pagefind's exact search takes them one by one. */
export function queryWords(term: string): string[] {
  if (/^\s*".+"\s*$/.test(term)) return [];
  return term
    .replace(/"/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** The rule for a query over merged shards: a word that some page holds exactly. */
export function exactWhereFound(
  results: readonly PagefindResult[],
  exactPerWord: ReadonlyArray<readonly PagefindResult[]>,
): PagefindResult[] {
  const required = exactPerWord.filter((exact) => exact.length > 0).map((exact) => new Set(exact.map((result) => result.id)));
  return results.filter((result) => required.every((ids) => ids.has(result.id)));
}

/** One search as the site runs it: Pagefind's own (debounced: null when a newer one replaced it). */
export async function searchSite(pagefind: PagefindModule, term: string, debounceMs: number): Promise<PagefindSearch | null> {
  const found = await pagefind.debouncedSearch(term, {}, debounceMs);
  if (!found) return null;
  const words = queryWords(term);
  if (words.length === 0) return found;
  const exact = await Promise.all(words.map((word) => pagefind.search(`"${word}"`)));
  return {
    results: exactWhereFound(
      found.results,
      exact.map((search) => search.results),
    ),
  };
}
