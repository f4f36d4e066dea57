// Every part of contentlayer2 the content build (build.mjs) and its workers use,
// taken from its dist files by path (they are not public exports), hence the pinned version checked
// below. Why the build drives the per-file step itself: bench/README.md, "Content layer".
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as core from '@contentlayer2/core';
import { filePathJoin, fs, provideDummyTracing } from '@contentlayer2/utils';
import { Chunk, E, O, pipe, T, These } from '@contentlayer2/utils/effect';
import { NodeFsLive } from '@contentlayer2/utils/node';
import { extraNestedKeys } from './extra-keys.mjs';

export { core, Chunk, E, pipe, T, These };

export const CONTENTLAYER_VERSION = '0.5.8';

const sourceFilesEntry = import.meta.resolve('@contentlayer2/source-files');

for (const pkg of ['@contentlayer2/source-files', '@contentlayer2/core', '@contentlayer2/utils']) {
  const manifest = fileURLToPath(new URL('../package.json', import.meta.resolve(pkg)));
  const { version } = JSON.parse(readFileSync(manifest, 'utf8'));
  if (version !== CONTENTLAYER_VERSION) {
    throw new Error(
      `pipeline/content was written for ${pkg} ${CONTENTLAYER_VERSION} but ${version} is installed: ` +
        'check that fetchData/makeCacheItemFromFilePath.js (whose order makeCacheItem follows), validateDocumentData.js, mapping/index.js and errors/index.js still have the same shape, then update CONTENTLAYER_VERSION.',
    );
  }
}

// contentlayer2's own fast-glob and pattern (getAllRelativeFilePaths), sorted: fast-glob's order follows the
// disk's answers, and an index in another order would be rewritten though nothing changed.
const glob = createRequire(sourceFilesEntry)('fast-glob');

export async function listContentFiles(source) {
  const prefixes = source.contentDirInclude
    .map((p) => p.trim())
    .filter((p) => p !== '.' && p !== './')
    .map((p) => (p.endsWith('/') ? p : `${p}/`));
  const prefix = prefixes.length === 0 ? '' : prefixes.length === 1 ? prefixes[0] : `{${prefixes.join(',')}}`;
  const files = await glob(`${prefix}{,**/}*.{md,mdx,json,yaml,yml}`, { cwd: source.contentDirPath, ignore: [...source.contentDirExclude] });
  return files.sort();
}

const internal = (file) => import(new URL(file, sourceFilesEntry).href);
const { provideDocumentTypeMapState } = await internal('./fetchData/DocumentTypeMap.js');
const { validateDocumentData } = await internal('./fetchData/validateDocumentData.js');
const { makeDocument } = await internal('./fetchData/mapping/index.js');
const { makeAndProvideDocumentContext } = await internal('./fetchData/DocumentContext.js');
export const { FetchDataError } = await internal('./errors/index.js');
const matter = createRequire(sourceFilesEntry)('gray-matter');
const yaml = createRequire(sourceFilesEntry)('yaml');

/** The source as makeSource derives it from the config's `sourceArgs`. */
export function describeSource({ sourceArgs, source, schemaDef, cwd }) {
  const documentTypes = Array.isArray(sourceArgs.documentTypes) ? sourceArgs.documentTypes : Object.values(sourceArgs.documentTypes);
  const defs = documentTypes.map((documentType) => documentType.def());
  for (const flag of ['onUnknownDocuments', 'onExtraFieldData', 'onMissingOrIncompatibleData']) {
    // makeSource has defaults for these; the build insists on seeing them so it never has to copy them.
    if (!sourceArgs[flag]) throw new Error(`contentlayer.config.ts: sourceArgs.${flag} must be set explicitly`);
  }
  for (const def of Object.values(schemaDef.documentTypeDefMap)) {
    // fetchAllDocuments checks singletons across all files and fetchData embeds referenced documents
    // afterwards; the content build does neither, so it refuses a schema that would need them.
    if (def.isSingleton) throw new Error(`content build: singleton document types are not supported (${def.name})`);
    if (def.computedFields.length > 0) throw new Error(`content build: computed fields are not supported (${def.name})`);
    const embeds = def.fieldDefs.some((f) => (f.type === 'reference' && f.embedDocument) || (f.type === 'list' && f.of?.embedDocument));
    if (embeds) throw new Error(`content build: embedded references are not supported (${def.name})`);
  }
  const contentDir = path.resolve(cwd, sourceArgs.contentDirPath);
  return {
    contentDirPath: contentDir.split(path.sep).join('/'),
    contentDirInclude: (sourceArgs.contentDirInclude ?? []).map((p) => relativeTo(contentDir, p)),
    contentDirExclude: (sourceArgs.contentDirExclude ?? CONTENT_DIR_EXCLUDE_DEFAULT).map((p) => relativeTo(contentDir, p)),
    filePathPatternMap: Object.fromEntries(defs.filter((d) => d.filePathPattern).map((d) => [d.filePathPattern, d.name])),
    contentTypeMap: Object.fromEntries(defs.filter((d) => d.filePathPattern).map((d) => [d.name, d.contentType])),
    flags: {
      onUnknownDocuments: sourceArgs.onUnknownDocuments,
      onExtraFieldData: sourceArgs.onExtraFieldData,
      onMissingOrIncompatibleData: sourceArgs.onMissingOrIncompatibleData,
    },
    options: source.options,
  };
}

// As makeSource does (unknownToRelativePosixFilePath): include/exclude paths relative to the folder.
function relativeTo(dir, p) {
  return (path.isAbsolute(p) ? path.relative(dir, p) : p).split(path.sep).join('/');
}

// @contentlayer2/source-files' own default (contentDirExcludeDefault), for a config that sets none.
const CONTENT_DIR_EXCLUDE_DEFAULT = ['node_modules', '.git', '.yarn', '.cache', '.next', '.contentlayer'];

export function parseFiles({ files, schemaDef, source, concurrency }) {
  return pipe(
    files,
    T.forEachParN(concurrency, (relativeFilePath) => makeCacheItem({ relativeFilePath, schemaDef, source })),
    provideDocumentTypeMapState,
  );
}

/**
 * The per-file step from contentlayer2's parts, in makeCacheItemFromFilePath.js's order, plus the
 * check of keys inside objects (extra-keys.mjs), which needs the parsed file before mapping drops them.
 */
function makeCacheItem({ relativeFilePath, schemaDef, source }) {
  const { contentDirPath, options } = source;
  return pipe(
    T.gen(function* ($) {
      const fullFilePath = filePathJoin(contentDirPath, relativeFilePath);
      const documentHash = yield* $(pipe(fs.stat(fullFilePath), T.map((stat) => stat.mtime.getTime().toString())));
      const rawContent = yield* $(readRawContent({ fullFilePath, relativeFilePath }));
      const [{ documentTypeDef }, warning] = yield* $(
        pipe(
          validateDocumentData({
            rawContent,
            relativeFilePath,
            coreSchemaDef: schemaDef,
            filePathPatternMap: source.filePathPatternMap,
            options,
            contentDirPath,
            contentTypeMap: source.contentTypeMap,
          }),
          T.chain(These.toEffect),
          T.map((result) => result.tuple),
        ),
      );
      const warnings = withNestedExtras(warning, { rawContent, relativeFilePath, documentTypeDef, schemaDef });
      // Mapping a document with a misspelt key would also complain (console.assert) of a missing one.
      if (warnings !== warning && source.flags.onExtraFieldData === 'fail') return These.fail(warnings.value);
      const document = yield* $(
        pipe(
          makeDocument({ documentTypeDef: passingObjectsWhole(documentTypeDef), rawContent, coreSchemaDef: schemaDef, relativeFilePath, contentDirPath, options }),
          makeAndProvideDocumentContext({ rawContent, relativeFilePath, documentTypeDef }),
        ),
      );
      return These.warnOption({ document, documentHash, hasWarnings: O.isSome(warnings), documentTypeName: documentTypeDef.name }, warnings);
    }),
    T.mapError((error) =>
      ['fs.StatError', 'fs.ReadFileError', 'fs.FileNotFoundError'].includes(error._tag)
        ? new FetchDataError.UnexpectedError({ error, documentFilePath: relativeFilePath })
        : error,
    ),
    These.effectThese,
  );
}

const wholeObjects = new WeakMap();
/**
 * Objects mapped as `json`, passed on as written: contentlayer2's nested mapping cost 75 % more CPU
 * at 10,000 stories (bench/README.md) and adds only what lib/content/generated.ts strips again.
 */
function passingObjectsWhole(documentTypeDef) {
  let def = wholeObjects.get(documentTypeDef);
  if (!def) {
    const nested = (field) => field.type === 'nested' || field.type === 'nested_unnamed';
    const fieldDefs = documentTypeDef.fieldDefs.map((field) =>
      nested(field) || (field.type === 'list' && nested(field.of)) ? { ...field, type: 'json' } : field,
    );
    def = { ...documentTypeDef, fieldDefs };
    wholeObjects.set(documentTypeDef, def);
  }
  return def;
}

/** The document's extra keys, its own (contentlayer2's warning) and those inside its objects, as one warning. */
function withNestedExtras(warning, { rawContent, relativeFilePath, documentTypeDef, schemaDef }) {
  const nested = extraNestedKeys(documentTypeDef.fieldDefs, rawContent.fields, schemaDef.nestedTypeDefMap);
  if (nested.length === 0) return warning;
  const own = O.isSome(warning) && warning.value._tag === 'ExtraFieldDataError' ? warning.value.extraFieldEntries : [];
  if (O.isSome(warning) && own.length === 0) return warning;
  return O.some(
    new FetchDataError.ExtraFieldDataError({ documentFilePath: relativeFilePath, extraFieldEntries: [...own, ...nested], documentTypeDef }),
  );
}

/** processRawContent in makeCacheItemFromFilePath.js: the file's fields (and Markdown body) as contentlayer2 parses them. */
function readRawContent({ fullFilePath, relativeFilePath }) {
  return T.gen(function* ($) {
    const fileContent = yield* $(fs.readFile(fullFilePath));
    const kind = relativeFilePath.toLowerCase().split('.').pop();
    if (kind === 'md' || kind === 'mdx') {
      const markdown = yield* $(
        T.tryCatch(
          // yaml.parse rather than gray-matter's own engine, which would turn dates into Date objects.
          () => matter(fileContent, { engines: { yaml: (text) => yaml.parse(text) } }),
          (error) =>
            error.name === 'YAMLException'
              ? new FetchDataError.InvalidFrontmatterError({ error, documentFilePath: relativeFilePath })
              : new FetchDataError.InvalidMarkdownFileError({ error, documentFilePath: relativeFilePath }),
        ),
      );
      return { kind: kind === 'md' ? 'markdown' : 'mdx', fields: markdown.data, body: markdown.content, rawDocumentContent: fileContent };
    }
    if (kind === 'json') {
      const fields = yield* $(
        T.tryCatch(
          () => JSON.parse(fileContent),
          (error) => new FetchDataError.InvalidJsonFileError({ error, documentFilePath: relativeFilePath }),
        ),
      );
      return { kind: 'json', fields };
    }
    if (kind === 'yaml' || kind === 'yml') {
      const fields = yield* $(
        T.tryCatch(
          () => yaml.parse(fileContent) ?? {},
          (error) => new FetchDataError.InvalidYamlFileError({ error, documentFilePath: relativeFilePath }),
        ),
      );
      return { kind: 'yaml', fields };
    }
    return yield* $(T.fail(new FetchDataError.UnsupportedFileExtension({ extension: kind, filePath: relativeFilePath })));
  });
}

export function runWithNodeServices(effect) {
  return pipe(effect, provideDummyTracing, T.provideSomeLayer(NodeFsLive), T.runPromise);
}
