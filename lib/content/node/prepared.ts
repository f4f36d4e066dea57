import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { writeFileAtomic } from '@/lib/node/atomic';
import { storedRawContent } from '../generated';
import type { ContentData } from '../types';
import { validateContent } from '../validate';
import { readStoreDigest, STORE_DIR } from './store.mjs';

export const PREPARED_FILE = path.join('.contentlayer', 'prepared', 'content.v8');

// The store's digest (64 hex digits), then the serialised content.
const DIGEST_LENGTH = 64;

/** The checked content, read from the prepared copy of the store's digest, else checked (naming file and field) and written. */
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

function writePrepared(file: string, digest: string, content: ContentData): void {
  try {
    writeFileAtomic(file, Buffer.concat([Buffer.from(digest, 'latin1'), serialize(content)]));
  } catch (error) {
    throw new Error(`content: could not write the prepared content, ${file}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
