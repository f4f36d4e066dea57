import { defineDocumentType, makeSource } from 'contentlayer2/source-files';
import { contentlayerFields } from './lib/content/contentlayer-fields';
import { CONTENT_KINDS } from './lib/content/schemas';

/**
 * contentlayer reads the files and types their fields, read off the one schema per kind in
 * lib/content/schemas.ts (lib/content/contentlayer-fields.ts); zod then checks what contentlayer
 * cannot express (formats, allowed values, cross-file ids), with messages that name file and field.
 * Dates stay strings: contentlayer's `date` type would rewrite them in UTC and lose the offset.
 */
const documentTypes = Object.entries(CONTENT_KINDS).map(([name, kind]) =>
  defineDocumentType(() => ({
    name,
    filePathPattern: kind.pattern,
    contentType: kind.markdown ? 'markdown' : 'data',
    fields: contentlayerFields(kind.schema),
  })),
);

/**
 * The source's settings, exported as well so that the content build (scripts/content-build.mjs),
 * which runs contentlayer's per-file step on every core, reads the very same ones.
 */
export const sourceArgs = {
  // CONTENT_DIR lets tests build a deliberately broken copy of the content.
  contentDirPath: process.env.CONTENT_DIR || 'content',
  // intake/ holds the intake's own bookkeeping (state file, lock), not content. site/telegram.yaml
  // is the poster's settings, checked by lib/notify/telegram-config.ts (content:check runs it).
  contentDirExclude: ['README.md', 'intake', 'intake/**', 'site/telegram.yaml'],
  documentTypes,
  disableImportAliasWarning: true,
  // `body` is a news field (own stories' text); the Markdown body of newsletters goes here.
  fieldOptions: { bodyFieldName: 'markdown' },
  onUnknownDocuments: 'fail',
  onExtraFieldData: 'fail',
  onMissingOrIncompatibleData: 'fail',
} satisfies Parameters<typeof makeSource>[0];

export default makeSource(sourceArgs);
