import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

/**
 * A field's value as the file wrote it: contentlayer2 marks each object it maps for a nested type
 * with `type` and an empty `_raw` (its CLI and watcher do; the content build passes objects whole).
 */
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

/** contentlayer's generated documents per kind, read at run time: importing `contentlayer/generated` makes Next trace the whole project. */
export function generatedRawContent(dir = path.join(process.cwd(), '.contentlayer', 'generated')): RawContent {
  if (!existsSync(/*turbopackIgnore: true*/ dir)) throw new Error(`${dir} is missing: run \`npm run content:build\` first`);
  const raw = {} as Record<ContentKind, RawDoc[]>;
  for (const kind of Object.keys(CONTENT_KINDS) as ContentKind[]) {
    const file = path.join(dir, kind, '_index.json');
    // A kind with no files at all has no index; validation then reports what is missing.
    const docs = existsSync(/*turbopackIgnore: true*/ file) ? (JSON.parse(readFileSync(/*turbopackIgnore: true*/ file, 'utf8')) as GeneratedDoc[]) : [];
    raw[kind] = docs.map(toRaw);
  }
  return raw;
}
