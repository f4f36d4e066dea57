// Types for store.mjs (plain JavaScript: the content build runs it before any TypeScript loader).
import type { RootDatabase, Database } from 'lmdb';

export class ContentStoreError extends Error {
  constructor(file: string, cause: unknown);
}
export interface ContentStore {
  readonly root: RootDatabase;
  readonly documents: Database<unknown, string>;
  readonly hashes: Database<string, string>;
  readonly meta: Database<string, string>;
}
export function openContentStoreForWriting(dir: string): ContentStore;
export function readStoredDocuments(dir: string): unknown[];
export function readStoreHashes(store: ContentStore): { schemaHash: string | undefined; hashes: Map<string, string> };
export function writeStoreChanges(
  store: ContentStore,
  dir: string,
  changes: {
    put: ReadonlyMap<string, { document: unknown; contentHash: string }>;
    remove: readonly string[];
    schemaHash: string;
    digest: string;
  },
): Promise<void>;
