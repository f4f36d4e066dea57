// Types for store-files.mjs (plain JavaScript: the content build runs it before any TypeScript loader).
export const STORE_DIR: string;
export const STORE_DIGEST_FILE: string;
