import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { storedRawContent } from '../generated';
import type { ContentData } from '../types';
import { validateContent } from '../validate';
import { readStoreDigest, STORE_DIR } from './store.mjs';

/** The checked content, v8-serialised, beside the store it was made from. */
export const PREPARED_FILE = path.join('.contentlayer', 'prepared', 'content.v8');

// The store's digest (64 hex digits), then the serialised content.
const DIGEST_LENGTH = 64;

/**
 * The checked content, validated once per change: read from the prepared copy while the store's
 * digest is the one it was made from, else checked from the store (broken content fails here,
 * naming file and field) and written for the processes after this one.
 */
export function preparedContent(cwd: string = process.cwd()): ContentData {
  const storeDir = path.join(cwd, STORE_DIR);
  const file = path.join(cwd, PREPARED_FILE);
  const digest = readStoreDigest(storeDir);
  if (digest === undefined) throw new Error(`${storeDir} has no digest: run \`npm run content:build\` first`);
  const prepared = readPrepared(file);
  if (prepared && prepared.subarray(0, DIGEST_LENGTH).toString('latin1') === digest) {
    return deserialize(prepared.subarray(DIGEST_LENGTH)) as ContentData;
  }
  const content = validateContent(storedRawContent(storeDir));
  writePrepared(file, digest, content);
  return content;
}

function readPrepared(file: string): Buffer | undefined {
  try {
    return readFileSync(/*turbopackIgnore: true*/ file);
  } catch {
    return undefined;
  }
}

/** Written whole and renamed into place, so a reader never sees half a copy; a failed write stops, naming the file. */
function writePrepared(file: string, digest: string, content: ContentData): void {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    mkdirSync(/*turbopackIgnore: true*/ path.dirname(file), { recursive: true });
    writeFileSync(/*turbopackIgnore: true*/ temporary, Buffer.concat([Buffer.from(digest, 'latin1'), serialize(content)]));
    renameSync(/*turbopackIgnore: true*/ temporary, /*turbopackIgnore: true*/ file);
  } catch (error) {
    throw new Error(`content: could not write the prepared content, ${file}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
