// Brotli and gzip copies of out/'s large text files (a step of `npm run build`; pipeline/precompress.ts):
//   npx tsx scripts/precompress.ts [--out out] [--min-bytes 65536 (PRECOMPRESS_MIN_BYTES)]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUILD_CACHE_DIR } from '@/lib/build/cache-dir';
import { runMain } from '@/lib/cli/run-main';
import { PRECOMPRESS_MIN_BYTES } from '@/lib/http/precompressed';
import { precompressOut } from '@/pipeline/precompress';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { out: { type: 'string', default: 'out' }, 'min-bytes': { type: 'string', default: String(PRECOMPRESS_MIN_BYTES) } },
  });
  const started = Date.now();
  const result = await precompressOut(path.resolve(values.out), BUILD_CACHE_DIR, Number(values['min-bytes']));
  console.log(
    `precompress: ${result.targets} files have .br and .gz copies; ${result.read} read (new or written since the last build; ` +
      `${result.fromList ? "the build's list of files written" : "every produced file stat'ed"}), ` +
      `${result.compressed} (${(result.bytes / 1024 / 1024).toFixed(1)} MB) compressed anew in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return 0;
}

runMain('precompress', main);
