// The content layer's build: contentlayer2 turns content/ into .contentlayer/generated, as
// `contentlayer2 build` does, but driven from here so that it is fast at archive scale.
//   node scripts/content-build.mjs [--no-cache] [--verbose] [--threads N]     (npm run content:build runs it)
//
// Why not the CLI (measured in bench/README.md, "Content layer: contentlayer2 as it ships against
// the content build"):
// - The CLI switches on Effect-TS execution tracing (`@contentlayer2/utils/effect/Tracing/Enable`).
//   Every fiber fork then copies its parent's trace, and the trace buffer of contentlayer2's
//   untraced code never drops entries, so the cost per file grows with the number of files.
//   Nothing here imports that module, so tracing stays off.
// - contentlayer2 works through one file at a time on one core, its time nearly all in the Effect
//   runtime, not in parsing. Here the files are shared among worker threads, one per core, each
//   running contentlayer2's own per-file step.
// - Its fetchData starts a file watcher over the whole folder even for a one-off build.
// - Its cache is keyed on file modification times, so a fresh checkout re-parses everything. Here a
//   document is reused when the file's content hash matches the one stored beside it, so a rebuild
//   after adding one story parses that story. The cache lives in contentlayer2's own cache file
//   (keyed on the compiled config, so a schema or local code change starts afresh); the hash also
//   covers package-lock.json, because the config's packages (the Markdown pipeline) are not part
//   of the compiled config. `--no-cache` ignores the cache.
// Everything else is contentlayer2's: config compilation, per-file parsing and checks, the error
// report (one report for the whole build, with its usual wording), the cache file and the
// generated package. See scripts/content-layer/internals.mjs for the pieces used.
import { createHash } from 'node:crypto';
import { existsSync, promises as fsp, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import * as core from '@contentlayer2/core';
import { Chunk, E, pipe, S, T, These } from '@contentlayer2/utils/effect';
import { describeSource, FetchDataError, listContentFiles, parseFiles } from './content-layer/internals.mjs';

// `--threads N` sets the number of worker threads (default: one per core, fewer for few files);
// 1 parses on the main thread. For measuring and for tests of the worker path.
const { values: args } = parseArgs({
  options: { 'no-cache': { type: 'boolean' }, verbose: { type: 'boolean' }, threads: { type: 'string' } },
  strict: true,
  allowPositionals: false,
});
const useCache = !args['no-cache'];
const verbose = args.verbose === true;
const forcedThreads = args.threads === undefined ? undefined : Number(args.threads);
if (forcedThreads !== undefined && !(Number.isInteger(forcedThreads) && forcedThreads >= 1)) {
  console.error('content build: --threads needs a whole number of at least 1');
  process.exit(2);
}

// Below this many files per thread, starting a worker (loading contentlayer2 again) costs more
// than it saves.
const MIN_FILES_PER_WORKER = 400;
// Files each thread has in flight, so reads overlap parsing.
const CONCURRENCY = 4;

const program = T.gen(function* ($) {
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
    // documentHash is contentlayer2's own key (the modification time); keeping it current lets
    // `contentlayer2 dev` start from this cache too.
    if (item && item.contentHash === contentHash && item.hasWarnings === false) reused.set(file, { ...item, documentHash });
    else toParse.push(file);
  }

  const parseStarted = performance.now();
  const threads = Math.min(
    forcedThreads ?? Math.min(availableParallelism(), Math.floor(toParse.length / MIN_FILES_PER_WORKER)),
    toParse.length,
  );
  const parsed = threads > 1 ? yield* $(T.promise(() => parseInWorkers(toParse, threads, { config, cwd }))) : new Map();
  // Files no worker took, and files that gave a problem, are parsed here: this thread's result
  // carries contentlayer2's error objects for the report.
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
  yield* $(core.DataCache.writeCacheToDisk({ cache, schemaHash: schemaDef.hash }));

  // contentlayer2 writes the generated package from our documents, exactly as after its own fetch.
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

/**
 * Runs contentlayer2's generation with its file writes under `dir` kept to the files whose bytes
 * change. contentlayer2 0.5.8 removes and rewrites every file of the generated package on every
 * run (generate-dotpkg.js, writeFileWithWrittenFilesCache: `rmBeforeWrite` is true unless the
 * caller says otherwise, and no caller does): about 8 s of a rebuild at 10,000 stories, nearly all
 * of it waiting on the file system (bench/README.md). Its writes go through `fs.promises`
 * (@contentlayer2/utils/node), so for the length of the generation a remove of a file under `dir`
 * is held back and a write whose bytes equal the file's is skipped. Only the calls it makes are
 * changed (the version is pinned in internals.mjs); the package it writes is the same, and
 * tests/integration/content-build.test.ts compares it with `contentlayer2 build`'s.
 */
function keepingUnchangedFiles(dir, effect) {
  const inside = (file) => typeof file === 'string' && path.resolve(file).startsWith(dir + path.sep);
  const { rm, writeFile } = fsp;
  // Synchronous checks: through the promise API, 12,000 reads and stats cost seconds of thread-pool
  // round trips, more than the writes they save.
  const isFile = (file) => statSync(file, { throwIfNoEntry: false })?.isFile() === true;
  const install = T.succeedWith(() => {
    // contentlayer2 removes (recursively, by default) each file just before writing it again.
    fsp.rm = (file, options) => (inside(file) && isFile(file) ? Promise.resolve() : rm(file, options));
    fsp.writeFile = (file, data, options) => {
      if (!inside(file) || typeof data !== 'string') return writeFile(file, data, options);
      const now = Buffer.from(data, 'utf8');
      return isFile(file) && readFileSync(file).equals(now) ? Promise.resolve() : writeFile(file, now);
    };
  });
  const restore = T.succeedWith(() => {
    fsp.rm = rm;
    fsp.writeFile = writeFile;
  });
  return T.bracket_(
    install,
    () => effect,
    () => restore,
  );
}

/** sha256 of the file's bytes (salted), and contentlayer2's own key for it (modification time in ms). */
function fingerprint(file, salt) {
  return {
    contentHash: createHash('sha256').update(salt).update('\0').update(readFileSync(file)).digest('hex'),
    documentHash: statSync(file).mtime.getTime().toString(),
  };
}

/**
 * Parses `files` on `threads` worker threads, dealt out in turn so that every thread gets a share
 * of each folder. Returns each file's cache item, or null where the file needs a second look.
 */
async function parseInWorkers(files, threads, { config, cwd }) {
  const shards = Array.from({ length: threads }, (_, k) => files.filter((_, i) => i % threads === k));
  const results = await Promise.all(
    shards.map(
      (shard) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL('./content-layer/worker.mjs', import.meta.url), {
            workerData: { configFile: config.filePath, esbuildHash: config.esbuildHash, cwd, files: shard, concurrency: CONCURRENCY },
          });
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once('exit', (code) => code !== 0 && reject(new Error(`content build worker exited with code ${code}`)));
        }),
    ),
  );
  const parsed = new Map();
  // Every thread compiled the same config: the same schema hash, or their documents cannot mix.
  if (new Set(results.map((r) => r.schemaHash)).size !== 1) throw new Error('content build: worker threads saw different schemas');
  shards.forEach((shard, k) => shard.forEach((file, i) => parsed.set(file, results[k].items[i])));
  return parsed;
}

await pipe(program, core.runMain({ tracingServiceName: 'content-build', verbose }));
