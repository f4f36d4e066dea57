// Where the content store keeps its files; apart from store.mjs, so a reader of the digest loads no lmdb.
import path from 'node:path';

export const STORE_DIR = path.join('.contentlayer', 'store');
/** The digest of what the documents were made from (pipeline/content/build.mjs), as text. */
export const STORE_DIGEST_FILE = path.join(STORE_DIR, 'digest');
