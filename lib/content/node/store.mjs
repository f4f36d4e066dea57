// The content store, one LMDB entry per content file: plain JavaScript, as the content build runs in plain Node.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { open } from 'lmdb';

// As JSON, as contentlayer2's generated package had them (a list field is an Effect Chunk until then).
const DOCUMENTS = { name: 'documents', encoding: 'json' };
// '' for a document with warnings: parsed again each build.
const HASHES = { name: 'hashes', encoding: 'string' };
const META = { name: 'meta', encoding: 'string' };

export class ContentStoreError extends Error {
  constructor(file, cause) {
    super(`content layer: could not write its store, ${file}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'ContentStoreError';
  }
}

function openStore(dir, readOnly) {
  const root = open({ path: dir, readOnly, maxDbs: 4 });
  return {
    root,
    documents: root.openDB(DOCUMENTS),
    hashes: root.openDB(HASHES),
    meta: root.openDB(META),
  };
}

export function openContentStoreForWriting(dir) {
  try {
    return openStore(dir, false);
  } catch (error) {
    throw new ContentStoreError(path.join(dir, 'data.mdb'), error);
  }
}

function readStore(dir, read) {
  if (!existsSync(path.join(dir, 'data.mdb'))) throw new Error(`${dir} is missing: run \`npm run content:build\` first`);
  const store = openStore(dir, true);
  try {
    return read(store);
  } finally {
    store.root.close();
  }
}

/** The stored documents, in the order of their files (the content build's own order). */
export function readStoredDocuments(dir) {
  return readStore(dir, ({ documents }) => {
    const entries = [...documents.getRange()].map(({ key, value }) => [key, value]);
    return entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, document]) => document);
  });
}

export function readStoreHashes(store) {
  const hashes = new Map([...store.hashes.getRange()].map(({ key, value }) => [key, value]));
  return { schemaHash: store.meta.get('schemaHash'), hashes };
}

/**
 * One transaction, so a crash leaves the store as it was before or after, never between; the
 * digest file goes first and comes back last, so no reader takes a changed store for the old one.
 */
export async function writeStoreChanges(store, dir, { put, remove, schemaHash, digest }) {
  const digestFile = path.join(dir, 'digest');
  const unchanged = put.size === 0 && remove.length === 0 && readDigest(digestFile) === digest && store.meta.get('schemaHash') === schemaHash;
  let target = path.join(dir, 'data.mdb');
  try {
    if (unchanged) return;
    target = digestFile;
    rmSync(digestFile, { force: true });
    target = path.join(dir, 'data.mdb');
    await store.root.transaction(() => {
      for (const file of remove) {
        store.documents.remove(file);
        store.hashes.remove(file);
      }
      for (const [file, { document, contentHash }] of put) {
        store.documents.put(file, document);
        store.hashes.put(file, contentHash);
      }
      store.meta.put('schemaHash', schemaHash);
    });
    target = digestFile;
    writeFileSync(`${digestFile}.tmp`, digest);
    renameSync(`${digestFile}.tmp`, digestFile);
  } catch (error) {
    throw new ContentStoreError(target, error);
  } finally {
    await store.root.close();
  }
}

function readDigest(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
