import { Worker } from 'node:worker_threads';

/** Parses `files` on `threads` workers, dealt out in turn; null where a file needs a second look. */
export async function parseInWorkers(files, threads, { config, cwd, concurrency }) {
  const shards = Array.from({ length: threads }, (_, k) => files.filter((_, i) => i % threads === k));
  const results = await Promise.all(
    shards.map(
      (shard) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL('./worker.mjs', import.meta.url), {
            workerData: { configFile: config.filePath, esbuildHash: config.esbuildHash, cwd, files: shard, concurrency },
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
