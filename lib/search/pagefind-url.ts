/** Where the site serves Pagefind's bundle (public/pagefind/, written by scripts/build-search-index.ts). */
export const PAGEFIND_URL = '/pagefind/';
