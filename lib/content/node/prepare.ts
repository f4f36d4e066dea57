import path from 'node:path';
import { serialize } from 'node:v8';
import { writeFileAtomic } from '@/lib/node/atomic';
import { storedRawContent } from '../generated';
import type { ContentData } from '../types';
import { validateContent } from '../validate';
import { freshPreparedContent, PREPARED_FILE } from './prepared';
import { STORE_DIR } from './store-files.mjs';

/** The content step's check: the store validated once (naming file and field) into the copy every process reads. */
export function prepareContent(cwd: string = process.cwd()): ContentData {
  const { digest, content } = freshPreparedContent(cwd);
  if (content) return content;
  const storeDir = path.join(cwd, STORE_DIR);
  if (digest === undefined) throw new Error(`${storeDir} has no digest: run \`npm run content:build\` first`);
  const checked = validateContent(storedRawContent(storeDir));
  const file = path.join(cwd, PREPARED_FILE);
  try {
    writeFileAtomic(file, Buffer.concat([Buffer.from(digest, 'latin1'), serialize(checked)]));
  } catch (error) {
    throw new Error(`content: could not write the prepared content, ${file}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return checked;
}
