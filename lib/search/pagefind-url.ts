/** Where the site serves Pagefind's bundles (public/pagefind/, written by scripts/build-search-index.ts). */
export const PAGEFIND_URL = '/pagefind/';

/**
 * The browser module of one index language's bundle (`/pagefind/sv-se/pagefind.js`): one bundle
 * per language (lib/search/pagefind-index.ts), so each search page loads its own.
 */
export function pagefindModuleUrl(language: string): string {
  return `${PAGEFIND_URL}${language}/pagefind.js`;
}
