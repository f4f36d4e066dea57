import { allDocuments } from 'contentlayer/generated';
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

function toRaw(doc: GeneratedDoc): RawDoc {
  const data = Object.fromEntries(Object.entries(doc).filter(([key]) => !BOOKKEEPING.has(key)));
  // Only the Markdown as written travels on; contentlayer's HTML of it is not ours to publish.
  return { file: doc._raw.sourceFilePath, data, ...(doc.markdown ? { markdown: { raw: doc.markdown.raw } } : {}) };
}

/** contentlayer's generated documents as raw docs per kind (its `type` is our kind name). */
export function generatedRawContent(): RawContent {
  const raw = Object.fromEntries((Object.keys(CONTENT_KINDS) as ContentKind[]).map((kind) => [kind, [] as RawDoc[]])) as Record<
    ContentKind,
    RawDoc[]
  >;
  for (const doc of allDocuments as unknown as GeneratedDoc[]) raw[doc.type as ContentKind]?.push(toRaw(doc));
  return raw;
}
