import path from 'node:path';
import { readStoredDocuments } from './node/store.mjs';
import { STORE_DIR } from './node/store-files.mjs';
import { CONTENT_KINDS, type ContentKind } from './schemas';
import type { RawContent, RawDoc } from './types';

// contentlayer's own bookkeeping fields; everything else is the file's data.
const BOOKKEEPING = new Set(['_id', '_raw', 'type', 'markdown']);

interface GeneratedDoc {
  type: string;
  _raw: { sourceFilePath: string };
  markdown?: { raw: string; html: string };
  [field: string]: unknown;
}

// A field as the file wrote it: contentlayer2 marks objects of nested types with `type` and `_raw`.
export function fileData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fileData);
  if (value === null || typeof value !== 'object') return value;
  const nested = '_raw' in value;
  return Object.fromEntries(Object.entries(value).flatMap(([key, field]) => (nested && (key === 'type' || key === '_raw') ? [] : [[key, fileData(field)]])));
}

function toRaw(doc: GeneratedDoc): RawDoc {
  const data = Object.fromEntries(Object.entries(doc).flatMap(([key, value]) => (BOOKKEEPING.has(key) ? [] : [[key, fileData(value)]])));
  // Only the Markdown as written travels on; contentlayer's HTML of it is not ours to publish.
  return { file: doc._raw.sourceFilePath, data, ...(doc.markdown ? { markdown: { raw: doc.markdown.raw } } : {}) };
}

/** The content build's documents per kind (lib/content/node/store.mjs), in the order of their files. */
export function storedRawContent(dir = path.join(process.cwd(), STORE_DIR)): RawContent {
  const raw = Object.fromEntries(Object.keys(CONTENT_KINDS).map((kind) => [kind, [] as RawDoc[]])) as Record<ContentKind, RawDoc[]>;
  // A kind with no files at all stays empty; validation then reports what is missing.
  for (const doc of readStoredDocuments(dir) as GeneratedDoc[]) raw[doc.type as ContentKind]?.push(toRaw(doc));
  return raw;
}
