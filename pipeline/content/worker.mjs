// One shard of the content build: contentlayer2's per-file step. A file with an error or warning comes
// back as `null`, for the main thread to report once, in contentlayer2's words.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { Chunk, describeSource, E, parseFiles, runWithNodeServices, These } from './contentlayer.mjs';

const { configFile, esbuildHash, cwd, files, concurrency } = workerData;
const config = await import(pathToFileURL(configFile).href);
const source = await config.default();
const schemaDef = await runWithNodeServices(source.provideSchema(esbuildHash));
const described = describeSource({ sourceArgs: config.sourceArgs, source, schemaDef, cwd });
const results = await runWithNodeServices(parseFiles({ files, schemaDef, source: described, concurrency }));

const items = [];
for (const these of Chunk.toArray(results)) {
  const result = These.result(these);
  items.push(E.isRight(result) && result.right.tuple[1]._tag === 'None' ? result.right.tuple[0] : null);
}
// contentlayer2 maps \`list\` fields to Effect Chunks, which a message cannot carry; the documents
// are JSON data (the cache and the generated package are written as JSON), so they cross as JSON.
parentPort.postMessage({ schemaHash: schemaDef.hash, items: JSON.parse(JSON.stringify(items)) });
