// The content build (npm run content:build:  node scripts/content-build.mjs [--no-cache] [--verbose] [--threads N]):
// contentlayer2's own per-file step, config, checks, report, cache file and generated package, driven
// without the CLI's execution tracing and file watcher, on worker threads, and with documents reused
// by content hash (salted with package-lock.json) instead of file times: bench/README.md, "Content layer".
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Chunk, core, describeSource, E, FetchDataError, listContentFiles, parseFiles, pipe, S, T, These } from './contentlayer.mjs';
import { keepingUnchangedFiles } from './keep-unchanged-files.mjs';
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
    const fingerprints = new Map(files.map((file) => [file, fingerprint(path.join(source.contentDirPath, file), salt)]));
    const previous = useCache ? yield* $(core.DataCache.loadPreviousCacheFromDisk({ schemaHash: schemaDef.hash })) : undefined;

    const reused = new Map();
    const toParse = [];
    for (const file of files) {
      const item = previous?.cacheItemsMap?.[file];
      const { contentHash, documentHash } = fingerprints.get(file);
      // contentlayer2's own key (the file time), kept current so `contentlayer2 dev` starts from this cache too.
      if (item && item.contentHash === contentHash && item.hasWarnings === false) reused.set(file, { ...item, documentHash });
      else toParse.push(file);
    }

    const parseStarted = performance.now();
    const threads = Math.min(
      forcedThreads ?? Math.min(availableParallelism(), Math.floor(toParse.length / MIN_FILES_PER_WORKER)),
      toParse.length,
    );
    const parsed = threads > 1 ? yield* $(T.promise(() => parseInWorkers(toParse, threads, { config, cwd, concurrency: CONCURRENCY }))) : new Map();
    // Files no worker took, and problem files: parsed here, for contentlayer2's error objects.
    const here = toParse.filter((file) => !parsed.get(file));
    const hereResults = Chunk.toArray(yield* $(parseFiles({ files: here, schemaDef, source, concurrency: CONCURRENCY })));
    const hereByFile = new Map(here.map((file, i) => [file, hereResults[i]]));
    const parseSeconds = (performance.now() - parseStarted) / 1000;

    const theses = files.map((file) => {
      const item = reused.get(file) ?? parsed.get(file);
      return item ? These.succeed(item) : hereByFile.get(file);
    });
    const {
      tuple: [errors, documents],
    } = Chunk.partitionThese(Chunk.from(theses));
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

    const cacheItemsMap = {};
    for (const item of Chunk.toArray(documents)) {
      cacheItemsMap[item.document._id] = { ...item, contentHash: fingerprints.get(item.document._id)?.contentHash };
    }
    const cache = { cacheItemsMap };
    // contentlayer2 hands back its write's failure instead of raising it; a stale cache must stop the build.
    const written = yield* $(core.DataCache.writeCacheToDisk({ cache, schemaHash: schemaDef.hash }));
    if (E.isLeft(written)) yield* $(T.fail(`content layer: could not write its cache, ${cacheWriteFailure(written.left)}`));

    const generateStarted = performance.now();
    const ownSource = { ...config.source, fetchData: () => S.succeed(E.right(cache)) };
    const generatedDir = path.join(cwd, '.contentlayer', 'generated');
    const info = yield* $(keepingUnchangedFiles(generatedDir, core.generateDotpkg({ config: { ...config, source: ownSource }, verbose })));
    yield* $(core.logGenerateInfo(info));
    const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);
    console.log(
      `content layer: ${files.length} files; ${reused.size} reused by content hash, ${toParse.length} parsed ` +
        `(${threads > 1 ? `${threads} worker threads` : 'one thread'}, ${parseSeconds.toFixed(1)} s); ` +
        `written in ${seconds(generateStarted)} s; ${seconds(started)} s in all.`,
    );
  });
}

/** The file and the reason of a failed cache write (contentlayer2's WriteFileError, MkdirError or JsonStringifyError). */
function cacheWriteFailure(failure) {
  const where = failure.filePath ?? failure.dirPath ?? 'the cache file';
  const cause = failure.error;
  return `${where}: ${cause instanceof Error ? cause.message : String(cause ?? failure._tag)}`;
}

function fingerprint(file, salt) {
  return {
    contentHash: createHash('sha256').update(salt).update('\0').update(readFileSync(file)).digest('hex'),
    documentHash: statSync(file).mtime.getTime().toString(),
  };
}

export function buildContent({ useCache = true, verbose = false, threads } = {}) {
  return pipe(program({ useCache, verbose, forcedThreads: threads }), core.runMain({ tracingServiceName: 'content-build', verbose }));
}
