// The content layer's build, content/ into .contentlayer/generated (pipeline/content/build.mjs):
//   node scripts/content-build.mjs [--no-cache] [--verbose] [--threads N]     (npm run content:build runs it)
// `--threads N` sets the number of worker threads; 1 parses on the main thread (for measuring and tests).
import { parseArgs } from 'node:util';
import { buildContent } from '../pipeline/content/build.mjs';

const { values: args } = parseArgs({
  options: { 'no-cache': { type: 'boolean' }, verbose: { type: 'boolean' }, threads: { type: 'string' } },
  strict: true,
  allowPositionals: false,
});
const threads = args.threads === undefined ? undefined : Number(args.threads);
if (threads !== undefined && !(Number.isInteger(threads) && threads >= 1)) {
  console.error('content build: --threads needs a whole number of at least 1');
  process.exit(2);
}
await buildContent({ useCache: !args['no-cache'], verbose: args.verbose === true, threads });
