/**
 * Brotli and gzip copies beside out/'s large text files, which `npm start` sends instead of compressing
 * on every request (small files and market documents, rewritten hourly, are compressed on the fly).
 * Only this build's exported files are sources; one whose stat is unchanged since precompress.json
 * recorded it was not written since (out-sync.ts), so it is not even read. With the build's own list
 * of files written (lib/build/node/change-list.ts), only those are even stat'ed.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync, type ZlibOptions, type BrotliOptions } from 'node:zlib';
import { writeFileAtomic } from '@/lib/node/atomic';
import { EXPORT_LISTS, PAGES_LIST, PRODUCED_DIR } from '@/lib/build/cache-dir';
import { readWrittenList, STEP_LISTS, writeWrittenList } from '@/lib/build/node/change-list';
import { readProducedLists, toOutPath, writeProducedList } from '@/lib/build/node/out-sync';

const TEXT = /\.(html|json|js|css|svg|xml|txt|ics|webmanifest)$/;
/** Written by the market refresh or the register job after the build; never precompressed (see above). */
const REWRITTEN_LATER = /^api\/v1\/(markets(\.json$|\/)|rules\/)/;

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

const isSource = (relative: string) => TEXT.test(relative) && !REWRITTEN_LATER.test(relative);

function sourceStat(file: string, minBytes: number): Stats | undefined {
  try {
    const stat = statSync(file);
    return stat.isFile() && stat.size >= minBytes ? stat : undefined;
  } catch {
    return undefined;
  }
}

/** The sources among the export step's lists, with their stat; undefined when the lists are missing. */
export function producedTargets(outDir: string, listDir: string, minBytes: number): Map<string, Stats> | undefined {
  if (!existsSync(path.join(listDir, PAGES_LIST))) return undefined;
  const targets = new Map<string, Stats>();
  // The search step runs beside this one, and Pagefind's chunks are compressed already.
  for (const relative of [...readProducedLists(listDir, EXPORT_LISTS)].sort()) {
    if (!isSource(relative)) continue;
    const stat = sourceStat(path.join(outDir, relative), minBytes);
    if (stat) targets.set(path.join(outDir, relative), stat);
  }
  return targets;
}

/** What precompress.json keeps of a source: its bytes' hash when compressed, and its stat then. */
interface Compressed {
  readonly hash: string;
  readonly size: number;
  readonly mtimeMs: number;
  readonly ino: number;
}

/** The last run's record; the older layout (a hash per path) has no stat, so each source is read once. */
function readRecord(file: string): Map<string, Compressed> {
  if (!existsSync(file)) return new Map();
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string | Compressed>;
  return new Map(
    Object.entries(json).map(([relative, value]) => [
      relative,
      typeof value === 'string' ? { hash: value, size: -1, mtimeMs: -1, ino: -1 } : value,
    ]),
  );
}

export interface PrecompressResult {
  readonly targets: number;
  /** Whether the build's own list of written files was used (else every produced file was stat'ed). */
  readonly fromList: boolean;
  readonly read: number;
  readonly compressed: number;
  readonly bytes: number;
}

/** Files from this size on are read and compressed as streams, never held whole (`news.json`: ~375 MB at 100,000 stories). */
export const STREAM_BYTES = 8 << 20;
const READ_CHUNK = 1 << 20;

function hashFileSync(file: string): string {
  const hash = createHash('sha256');
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(READ_CHUNK);
    for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer)) hash.update(buffer.subarray(0, read));
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

// Quality 9: 11 is about thirty times slower for a file a tenth smaller (bench/README.md). The size
// hint makes the stream's bytes the same as the one-shot call's.
const brotli = (size: number): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});
const GZIP: ZlibOptions = { level: 9 };

async function streamTo(file: string, target: string, compressor: NodeJS.ReadWriteStream): Promise<void> {
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
  try {
    await pipeline(createReadStream(file), compressor, createWriteStream(temp));
    renameSync(temp, target);
  } finally {
    rmSync(temp, { force: true });
  }
}

/** `.br` and `.gz` beside `file`, each written whole and renamed over. */
async function compressTo(file: string, size: number): Promise<void> {
  if (size >= STREAM_BYTES) {
    await streamTo(file, `${file}.br`, createBrotliCompress(brotli(size)));
    await streamTo(file, `${file}.gz`, createGzip(GZIP));
    return;
  }
  const body = readFileSync(file);
  writeFileAtomic(`${file}.br`, brotliCompressSync(body, brotli(size)));
  writeFileAtomic(`${file}.gz`, gzipSync(body, GZIP));
}

export async function precompressOut(outDir: string, cacheDir: string, minBytes: number): Promise<PrecompressResult> {
  const hashFile = path.join(cacheDir, 'precompress.json');
  const before = readRecord(hashFile);
  const after: Record<string, Compressed> = {};
  const copies: string[] = [];
  let read = 0;
  let compressed = 0;
  let bytes = 0;
  let targets = 0;
  const writtenCopies: string[] = [];
  const listDir = path.join(cacheDir, PRODUCED_DIR);
  const written = before.size > 0 ? readWrittenList(cacheDir) : undefined;
  let sources: Map<string, Stats>;
  if (written && existsSync(path.join(listDir, PAGES_LIST))) {
    // From the build's lists: a source not written keeps its record and copies unseen; only the written are stat'ed.
    const produced = readProducedLists(listDir, EXPORT_LISTS);
    for (const [relative, last] of before) {
      if (written.has(relative) || !produced.has(relative)) continue;
      after[relative] = last;
      copies.push(`${relative}.br`, `${relative}.gz`);
      targets++;
    }
    sources = new Map();
    for (const relative of [...written].sort()) {
      if (!isSource(relative)) continue;
      const stat = sourceStat(path.join(outDir, relative), minBytes);
      if (stat) sources.set(path.join(outDir, relative), stat);
    }
  } else {
    sources =
      producedTargets(outDir, listDir, minBytes) ?? new Map(precompressTargets(outDir, minBytes).map((file) => [file, statSync(file)]));
  }
  for (const [file, stat] of sources) {
    const relative = toOutPath(outDir, file);
    copies.push(`${relative}.br`, `${relative}.gz`);
    targets++;
    const last = before.get(relative);
    const copiesInPlace = existsSync(`${file}.br`) && existsSync(`${file}.gz`);
    if (last && copiesInPlace && last.size === stat.size && last.mtimeMs === stat.mtimeMs && last.ino === stat.ino) {
      after[relative] = last;
      continue;
    }
    read++;
    const hash = hashFileSync(file);
    after[relative] = { hash, size: stat.size, mtimeMs: stat.mtimeMs, ino: stat.ino };
    if (last?.hash === hash && copiesInPlace) continue;
    compressed++;
    bytes += stat.size;
    await compressTo(file, stat.size);
    writtenCopies.push(`${relative}.br`, `${relative}.gz`);
  }
  mkdirSync(cacheDir, { recursive: true });
  try {
    writeFileAtomic(hashFile, `${JSON.stringify(after, null, 1)}\n`);
  } catch (error) {
    throw new Error(
      `${hashFile}: the precompressed copies' record could not be written (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  writeProducedList(path.join(listDir, 'precompress.txt'), copies.sort());
  writeWrittenList(path.join(listDir, STEP_LISTS[0]), writtenCopies);
  return { targets, read, compressed, bytes, fromList: written !== undefined };
}
