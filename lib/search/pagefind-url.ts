/** Where the site serves Pagefind's bundles (public/pagefind/, written by scripts/build-search-index.ts). */
export const PAGEFIND_URL = '/pagefind/';

/**
 * The folder of one index language's shards (`/pagefind/sv-se/`): its `shards.json` names them,
 * each a Pagefind bundle of its own (lib/search/pagefind-index.ts), and the search page of that
 * language opens them all (lib/search/pagefind-client.ts).
 */
export function pagefindLanguageUrl(language: string): string {
  return `${PAGEFIND_URL}${language}/`;
}
