import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize } from 'node:v8';
import type { ContentData } from '../types';
import { STORE_DIGEST_FILE } from './store-files.mjs';

export const PREPARED_FILE = path.join('.contentlayer', 'prepared', 'content.v8');

// The store's digest (64 hex digits), then the serialised content.
const DIGEST_LENGTH = 64;

function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(/*turbopackIgnore: true*/ file);
  } catch {
    return undefined;
  }
}

/** The prepared copy's content while it was made from the store as it is (its digest), else undefined. */
export function freshPreparedContent(cwd: string): { digest: string | undefined; content: ContentData | undefined } {
  const digest = readIfThere(path.join(cwd, STORE_DIGEST_FILE))?.toString('latin1');
  const prepared = digest === undefined ? undefined : readIfThere(path.join(cwd, PREPARED_FILE));
  const fresh = prepared !== undefined && prepared.subarray(0, DIGEST_LENGTH).toString('latin1') === digest;
  return { digest, content: fresh ? (deserialize(prepared.subarray(DIGEST_LENGTH)) as ContentData) : undefined };
}

/** The checked content the content step prepared (lib/content/node/prepare.ts), without checking it again. */
export function preparedContent(cwd: string = process.cwd()): ContentData {
  const { content } = freshPreparedContent(cwd);
  if (content) return content;
  throw new Error(`${path.join(cwd, PREPARED_FILE)} is missing or older than the content store: run \`npm run content:build\` first`);
}
