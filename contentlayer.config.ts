import { defineDocumentType, makeSource } from 'contentlayer2/source-files';
import { CONTENT_KINDS, fieldNames } from './lib/content/schemas';

/**
 * contentlayer reads the files; zod (lib/content) checks them. Every field is declared as `json`
 * so contentlayer passes values through untouched (no date coercion) and the one schema in
 * lib/content/schemas.ts decides what is valid, with messages that name file and field.
 */
const documentTypes = Object.entries(CONTENT_KINDS).map(([name, kind]) =>
  defineDocumentType(() => ({
    name,
    filePathPattern: kind.pattern,
    contentType: kind.markdown ? 'markdown' : 'data',
    fields: Object.fromEntries(fieldNames(kind.schema).map((field) => [field, { type: 'json' as const }])),
  })),
);

/**
 * The source's settings, exported as well so that the content build (scripts/content-build.mjs),
 * which runs contentlayer's per-file step on every core, reads the very same ones.
 */
export const sourceArgs = {
  // CONTENT_DIR lets tests build a deliberately broken copy of the content.
  contentDirPath: process.env.CONTENT_DIR || 'content',
  // intake/ holds the intake's own bookkeeping (state file, lock), not content.
  contentDirExclude: ['README.md', 'intake', 'intake/**'],
  documentTypes,
  disableImportAliasWarning: true,
  // `body` is a news field (own stories' text); the Markdown body of newsletters goes here.
  fieldOptions: { bodyFieldName: 'markdown' },
  onUnknownDocuments: 'fail',
  onExtraFieldData: 'fail',
  onMissingOrIncompatibleData: 'fail',
} satisfies Parameters<typeof makeSource>[0];

export default makeSource(sourceArgs);
