/**
 * Last step of `npm run build`: a brotli and a gzip copy beside every large text file of out/
 * (`news.json.br`, `news.json.gz`), which `npm start` sends to clients that take them
 * (lib/http/node/site-server.ts) instead of compressing the same bytes on every request. Small
 * files are compressed on the fly (cheap, and it keeps the file count down for hosts that count
 * files); market documents too, because the hourly refresh rewrites them in place and the server
 * only ever sends a copy at least as new as its file.
 *   npx tsx scripts/precompress.ts [--out out] [--min-bytes 65536 (PRECOMPRESS_MIN_BYTES)]
 * Incremental (issue 18): the sha256 of each source compressed is kept in the build cache
 * (<cache>/precompress.json); a source whose hash is unchanged and whose copies are in place is
 * skipped, so an unchanged `news.json` is not compressed (nor its copies rewritten) again. The
 * copies' out/ paths go to <cache>/produced/precompress.txt for scripts/prune-out.ts.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PRECOMPRESS_MIN_BYTES } from '@/lib/http/precompressed';
import { writeFileAtomic } from '@/lib/markets/node/atomic';
import { runMain } from '@/lib/cli/run-main';
import { BUILD_CACHE_DIR, PRODUCED_DIR } from '@/lib/build/cache-dir';
import { toOutPath, writeProducedList } from '@/lib/build/node/out-sync';

const TEXT = /\.(html|json|js|css|svg|xml|txt|ics|webmanifest)$/;
/** Written by the market refresh after the build; never precompressed (see above). */
const REWRITTEN_LATER = /^api\/v1\/markets(\.json$|\/)/;

export function precompressTargets(outDir: string, minBytes: number): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (TEXT.test(entry.name) && statSync(full).size >= minBytes) {
        const relative = path.relative(outDir, full).split(path.sep).join('/');
        if (!REWRITTEN_LATER.test(relative)) found.push(full);
      }
    }
  };
  walk(outDir);
  return found;
}

function main(): Promise<number> {
  const { values } = parseArgs({
    options: { out: { type: 'string', default: 'out' }, 'min-bytes': { type: 'string', default: String(PRECOMPRESS_MIN_BYTES) } },
  });
  const outDir = path.resolve(values.out);
  const started = Date.now();
  let bytes = 0;
  const hashFile = path.join(BUILD_CACHE_DIR, 'precompress.json');
  const before = existsSync(hashFile) ? (JSON.parse(readFileSync(hashFile, 'utf8')) as Record<string, string>) : {};
  const after: Record<string, string> = {};
  const copies: string[] = [];
  let compressed = 0;
  const files = precompressTargets(outDir, Number(values['min-bytes']));
  for (const file of files) {
    const relative = toOutPath(outDir, file);
    const body = readFileSync(file);
    const hash = createHash('sha256').update(body).digest('hex');
    after[relative] = hash;
    copies.push(`${relative}.br`, `${relative}.gz`);
    if (before[relative] === hash && existsSync(`${file}.br`) && existsSync(`${file}.gz`)) continue;
    compressed++;
    bytes += body.length;
    // Quality 9, not brotli's best (11): 11 is about thirty times slower for a file a tenth smaller,
    // and made this the build's longest step (figures in bench/README.md, incremental builds).
    writeFileAtomic(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
    writeFileAtomic(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
  mkdirSync(BUILD_CACHE_DIR, { recursive: true });
  writeFileSync(hashFile, `${JSON.stringify(after, null, 1)}\n`);
  writeProducedList(path.join(BUILD_CACHE_DIR, PRODUCED_DIR, 'precompress.txt'), copies);
  console.log(
    `precompress: ${files.length} files have .br and .gz copies; ${compressed} (${(bytes / 1024 / 1024).toFixed(1)} MB) compressed anew in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return Promise.resolve(0);
}

if (process.argv[1] && /precompress\.ts$/.test(process.argv[1])) runMain('precompress', main);
