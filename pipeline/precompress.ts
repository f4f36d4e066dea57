/**
 * Brotli and gzip copies beside out/'s large text files, which `npm start` sends instead of compressing
 * on every request (small files and market documents, rewritten hourly, are compressed on the fly).
 * Only this build's exported files are sources; one whose stat is unchanged since precompress.json
 * recorded it was not written since (out-sync.ts), so it is not even read.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { writeFileAtomic } from '@/lib/node/atomic';
import { EXPORT_LISTS, PAGES_LIST, PRODUCED_DIR } from '@/lib/build/cache-dir';
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

/** The sources among the export step's lists, with their stat; undefined when the lists are missing. */
export function producedTargets(outDir: string, listDir: string, minBytes: number): Map<string, Stats> | undefined {
  if (!existsSync(path.join(listDir, PAGES_LIST))) return undefined;
  const targets = new Map<string, Stats>();
  // The search step runs beside this one, and Pagefind's chunks are compressed already.
  for (const relative of [...readProducedLists(listDir, EXPORT_LISTS)].sort()) {
    if (!TEXT.test(relative) || REWRITTEN_LATER.test(relative)) continue;
    const full = path.join(outDir, relative);
    let stat: Stats;
    try {
      stat = statSync(full);
    } catch {
      continue;
    }
    if (stat.isFile() && stat.size >= minBytes) targets.set(full, stat);
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
  readonly read: number;
  readonly compressed: number;
  readonly bytes: number;
}

export function precompressOut(outDir: string, cacheDir: string, minBytes: number): PrecompressResult {
  const hashFile = path.join(cacheDir, 'precompress.json');
  const before = readRecord(hashFile);
  const after: Record<string, Compressed> = {};
  const copies: string[] = [];
  let read = 0;
  let compressed = 0;
  let bytes = 0;
  const listDir = path.join(cacheDir, PRODUCED_DIR);
  const targets =
    producedTargets(outDir, listDir, minBytes) ?? new Map(precompressTargets(outDir, minBytes).map((file) => [file, statSync(file)]));
  for (const [file, stat] of targets) {
    const relative = toOutPath(outDir, file);
    copies.push(`${relative}.br`, `${relative}.gz`);
    const last = before.get(relative);
    const copiesInPlace = existsSync(`${file}.br`) && existsSync(`${file}.gz`);
    if (last && copiesInPlace && last.size === stat.size && last.mtimeMs === stat.mtimeMs && last.ino === stat.ino) {
      after[relative] = last;
      continue;
    }
    const body = readFileSync(file);
    read++;
    const hash = createHash('sha256').update(body).digest('hex');
    after[relative] = { hash, size: stat.size, mtimeMs: stat.mtimeMs, ino: stat.ino };
    if (last?.hash === hash && copiesInPlace) continue;
    compressed++;
    bytes += body.length;
    // Quality 9: 11 is about thirty times slower for a file a tenth smaller (bench/README.md).
    writeFileAtomic(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
    writeFileAtomic(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(hashFile, `${JSON.stringify(after, null, 1)}\n`);
  writeProducedList(path.join(listDir, 'precompress.txt'), copies);
  return { targets: targets.size, read, compressed, bytes };
}
