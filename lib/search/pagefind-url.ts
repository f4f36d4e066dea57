/** Where the site serves Pagefind's bundles (public/pagefind/, written by scripts/build-search-index.ts). */
export const PAGEFIND_URL = '/pagefind/';

/** The folder of one index language's shards (`/pagefind/sv-se/`). */
export function pagefindLanguageUrl(language: string): string {
  return `${PAGEFIND_URL}${language}/`;
}
