// The content build (npm run content:build:  node scripts/content-build.mjs [--no-cache] [--verbose] [--threads N]):
// contentlayer2's own per-file step, config, checks and report, driven without the CLI's execution
// tracing and file watcher, on worker threads, into a store of one entry per document
// (lib/content/node/store.mjs) reused by content hash (salted with package-lock.json) instead of
// file times: bench/README.md, "Content layer" and "A content store per document".
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { STORE_DIR } from '../../lib/content/node/store-files.mjs';
import { openContentStoreForWriting, readStoreHashes, writeStoreChanges } from '../../lib/content/node/store.mjs';
import { Chunk, CONTENTLAYER_VERSION, core, describeSource, FetchDataError, listContentFiles, parseFiles, pipe, T, These } from './contentlayer.mjs';
import { parseInWorkers } from './parse-in-workers.mjs';

// Below this many files per thread a worker (loading contentlayer2 again) costs more than it saves.
const MIN_FILES_PER_WORKER = 400;
const CONCURRENCY = 4;

function program({ useCache, verbose, forcedThreads }) {
  return T.gen(function* ($) {
    const started = performance.now();
    const cwd = yield* $(core.getCwd);
    const config = yield* $(core.getConfig({ configPath: undefined, esbuildOptions: {} }));
    const schemaDef = yield* $(config.source.provideSchema(config.esbuildHash));
    const configModule = yield* $(T.promise(() => import(pathToFileURL(config.filePath).href)));
    if (!configModule.sourceArgs) throw new Error('contentlayer.config.ts must export the makeSource arguments as `sourceArgs`');
    const source = describeSource({ sourceArgs: configModule.sourceArgs, source: config.source, schemaDef, cwd });

    const files = yield* $(T.promise(() => listContentFiles(source)));
    // The lock file's own hash, not its bytes: hashed once, not once per content file (3 s at 10,000 files).
    const salt = createHash('sha256')
      .update(existsSync(path.join(cwd, 'package-lock.json')) ? readFileSync(path.join(cwd, 'package-lock.json')) : Buffer.alloc(0))
      .digest('hex');
    const contentHashes = new Map(files.map((file) => [file, contentHash(path.join(source.contentDirPath, file), salt)]));
    const storeDir = path.join(cwd, STORE_DIR);
    const store = yield* $(T.tryCatch(() => openContentStoreForWriting(storeDir), (error) => error.message));
    const stored = readStoreHashes(store);
    const previous = useCache && stored.schemaHash === schemaDef.hash ? stored.hashes : new Map();

    const toParse = files.filter((file) => previous.get(file) !== contentHashes.get(file));
    const parseStarted = performance.now();
    const threads = Math.min(
      forcedThreads ?? Math.min(availableParallelism(), Math.floor(toParse.length / MIN_FILES_PER_WORKER)),
      toParse.length,
    );
    const parsed = threads > 1 ? yield* $(T.promise(() => parseInWorkers(toParse, threads, { config, cwd, concurrency: CONCURRENCY }))) : new Map();
    // Files no worker took, and problem files: parsed here, for contentlayer2's error objects.
    const here = toParse.filter((file) => !parsed.get(file));
    const hereResults = Chunk.toArray(yield* $(parseFiles({ files: here, schemaDef, source, concurrency: CONCURRENCY })));
    const parseSeconds = (performance.now() - parseStarted) / 1000;

    const {
      tuple: [errors, documents],
    } = Chunk.partitionThese(Chunk.from([...[...parsed.values()].filter(Boolean).map((item) => These.succeed(item)), ...hereResults]));
    yield* $(
      pipe(
        FetchDataError.handleErrors({
          errors: Chunk.toArray(errors),
          documentCount: files.length,
          flags: source.flags,
          options: source.options,
          schemaDef,
          contentDirPath: source.contentDirPath,
          verbose,
        }),
        T.mapError((error) => new core.SourceFetchDataError({ error, alreadyHandled: error._tag === 'HandledFetchDataError' })),
      ),
    );

    const writeStarted = performance.now();
    const put = new Map();
    for (const item of Chunk.toArray(documents)) {
      const file = item.document._id;
      // A document with warnings is parsed again next time, so its warning is shown again.
      put.set(file, { document: item.document, contentHash: item.hasWarnings ? '' : contentHashes.get(file) });
    }
    const listed = new Set(files);
    const remove = useCache ? [...stored.hashes.keys()].filter((file) => !listed.has(file)) : [...stored.hashes.keys()];
    const digest = storeDigest({ schemaHash: schemaDef.hash, code: codeHash(cwd), contentHashes });
    yield* $(T.tryCatchPromise(() => writeStoreChanges(store, storeDir, { put, remove, schemaHash: schemaDef.hash, digest }), (error) => error.message));
    const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);
    console.log(
      `content layer: ${files.length} files; ${files.length - toParse.length} reused by content hash, ${toParse.length} parsed ` +
        `(${threads > 1 ? `${threads} worker threads` : 'one thread'}, ${parseSeconds.toFixed(1)} s); ` +
        `store: ${put.size} written, ${remove.length} removed in ${seconds(writeStarted)} s; ${seconds(started)} s in all.`,
    );
  });
}

function contentHash(file, salt) {
  return createHash('sha256').update(salt).update('\0').update(readFileSync(file)).digest('hex');
}

/**
 * What the site data is made from: the documents' hashes, their schema and the checking code
 * (lib/), so a prepared copy of the checked content (lib/content/node/prepared.ts) made from other
 * inputs is never read.
 */
function storeDigest({ schemaHash, code, contentHashes }) {
  const hash = createHash('sha256').update(`${CONTENTLAYER_VERSION}\0${schemaHash}\0${code}\0`);
  for (const [file, fileHash] of contentHashes) hash.update(`${file}\0${fileHash}\0`);
  return hash.digest('hex');
}

function codeHash(cwd) {
  const lib = path.join(cwd, 'lib');
  const hash = createHash('sha256');
  if (!existsSync(lib)) return hash.digest('hex');
  const files = readdirSync(lib, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(lib, file);
    if (statSync(full).isFile()) hash.update(`${file}\0`).update(readFileSync(full)).update('\0');
  }
  return hash.digest('hex');
}

export function buildContent({ useCache = true, verbose = false, threads } = {}) {
  return pipe(program({ useCache, verbose, forcedThreads: threads }), core.runMain({ tracingServiceName: 'content-build', verbose }));
}
