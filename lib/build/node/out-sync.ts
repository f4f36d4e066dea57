import {
  closeSync,
  existsSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { TXN_DIR } from '@/lib/node/lock';
import { PUBLISHED_SCOPE } from '@/lib/markets/node/refresh';
import { commitFileSet, withFileSetLock, type FileSetEntry } from '@/lib/node/transaction';
import { REGISTER_SCOPE } from '@/lib/register/node/refresh';

/** out/ is never deleted: a file already in place keeps its mtime and inode, so a publish or cache sees only real changes. */

/** `/`-separated path relative to out/. */
export type OutPath = string;

export function toOutPath(root: string, file: string): OutPath {
  return path.relative(root, file).split(path.sep).join('/');
}

/** The refresh's files and its lock/journal folder: the build writes them only as a locked set and never prunes them. */
export function isRefreshOwned(relative: OutPath): boolean {
  if (relative === TXN_DIR || relative.startsWith(`${TXN_DIR}/`)) return true;
  // The register job's set (lib/register/node/refresh.ts) is owned the same way.
  return [...PUBLISHED_SCOPE, ...REGISTER_SCOPE].some((scope) => (scope.endsWith('/') ? relative.startsWith(scope) : relative === scope));
}

/** Writes `content` to `file` only when the bytes differ, beside it and renamed over, so no reader sees half a file. */
export function writeIfChanged(file: string, content: string | Uint8Array): boolean {
  const bytes =
    typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  try {
    const stat = statSync(file);
    if (stat.isFile() && stat.size === bytes.length && readFileSync(file).equals(bytes)) return false;
  } catch {
    // No file yet.
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  writeFileSync(temp, bytes);
  renameSync(temp, file);
  return true;
}

/** Writes the text of `chunks` to `file` only when it differs, never holding it as one string: each piece is compared with the file as it comes. */
export function writeChunksIfChanged(file: string, chunks: Iterable<string>): boolean {
  let held: number | null = null;
  try {
    held = openSync(file, 'r');
  } catch {
    // No file yet.
  }
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  let out: number | null = null;
  let offset = 0;
  // At the first difference the equal part so far is copied from the file held, then the rest is written.
  const startWriting = (): number => {
    mkdirSync(path.dirname(file), { recursive: true });
    const fd = openSync(temp, 'w');
    const buffer = Buffer.alloc(Math.min(offset, 1 << 20));
    for (let at = 0; at < offset;) {
      const read = readSync(held as number, buffer, 0, Math.min(buffer.length, offset - at), at);
      writeSync(fd, buffer, 0, read);
      at += read;
    }
    return fd;
  };
  try {
    for (const chunk of chunks) {
      const bytes = Buffer.from(chunk, 'utf8');
      if (out === null && held !== null) {
        const before = Buffer.alloc(bytes.length);
        if (readSync(held, before, 0, bytes.length, offset) === bytes.length && before.equals(bytes)) {
          offset += bytes.length;
          continue;
        }
      }
      out ??= startWriting();
      writeSync(out, bytes);
      offset += bytes.length;
    }
    if (out === null) {
      if (held !== null && fstatSync(held).size === offset) return false;
      out = startWriting();
    }
    closeSync(out);
    out = null;
    renameSync(temp, file);
    return true;
  } catch (error) {
    if (out !== null) closeSync(out);
    rmSync(temp, { force: true });
    throw error;
  } finally {
    if (held !== null) closeSync(held);
  }
}

/** A file to write: its bytes, or its text in pieces (lib/build/route-files.ts, the largest lists). */
export interface OutFile {
  readonly path: OutPath;
  readonly content: string | Uint8Array | { readonly chunks: () => Iterable<string> } | { readonly kept: true };
}

export interface SyncResult {
  /** Every file the source holds, as out/ paths (written or already in place). */
  readonly files: OutPath[];
  readonly written: number;
  /** The files moved in (the market set's are the refresh's, not listed). */
  readonly writtenFiles: OutPath[];
  readonly unchanged: number;
}

function walkFiles(root: string, skip: (relative: OutPath) => boolean = () => false): OutPath[] {
  const found: OutPath[] = [];
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (skip(childRel)) continue;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), childRel);
      else found.push(childRel);
    }
  };
  walk(root, '');
  return found.sort();
}

/** Writes the market set into `outDir` the way the refresh does: one locked, journalled set of changed files. */
export async function commitMarketSet(outDir: string, files: readonly FileSetEntry[]): Promise<{ written: number; unchanged: number }> {
  if (files.length === 0) return { written: 0, unchanged: 0 };
  mkdirSync(outDir, { recursive: true });
  return withFileSetLock(outDir, { command: 'build', waitMs: 120_000 }, (lock) => {
    const result = commitFileSet(lock, files, { scope: [...PUBLISHED_SCOPE, ...REGISTER_SCOPE], pruneJsonIn: ['api/v1/markets/by-asset'] });
    return { written: result.written + result.removed, unchanged: result.unchanged };
  });
}

/** Moves `source` onto `target` when their bytes differ (a rename: atomic, and nothing is written twice). */
export function moveIfChanged(source: string, target: string): boolean {
  const bytes = readFileSync(source);
  try {
    const stat = statSync(target);
    if (stat.isFile() && stat.size === bytes.length && readFileSync(target).equals(bytes)) return false;
  } catch {
    // No file yet.
  }
  mkdirSync(path.dirname(target), { recursive: true });
  try {
    renameSync(source, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    return writeIfChanged(target, bytes);
  }
}

/** Writes files built in memory (lib/build/route-files.ts) into `outDir`, each only when its bytes differ. */
export async function writeFilesIfChanged(
  outDir: string,
  files: Iterable<OutFile> | AsyncIterable<OutFile>,
): Promise<{ files: OutPath[]; written: number; writtenFiles: OutPath[]; unchanged: number; market: FileSetEntry[] }> {
  const paths: OutPath[] = [];
  const writtenFiles: OutPath[] = [];
  const market: FileSetEntry[] = [];
  let written = 0;
  let unchanged = 0;
  for await (const file of files) {
    paths.push(file.path);
    const content = file.content;
    const target = path.join(outDir, file.path);
    if (typeof content === 'object' && 'kept' in content) unchanged++;
    else if (isRefreshOwned(file.path)) {
      market.push({
        path: file.path,
        content: typeof content === 'object' && 'chunks' in content ? [...content.chunks()].join('') : content,
      });
    } else if (
      typeof content === 'object' && 'chunks' in content ? writeChunksIfChanged(target, content.chunks()) : writeIfChanged(target, content)
    ) {
      written++;
      writtenFiles.push(file.path);
    } else unchanged++;
  }
  return { files: paths, written, writtenFiles, unchanged, market };
}

/** Brings every file of `stage` (Next's export) into `outDir`, moving rather than copying, so Next's files are not written twice. */
export async function syncTree(stage: string, outDir: string, extraMarket: readonly FileSetEntry[] = []): Promise<SyncResult> {
  const files = walkFiles(stage);
  const writtenFiles: OutPath[] = [];
  let written = 0;
  let unchanged = 0;
  // The market documents another step built (writeRouteFiles) join Next's in one locked set.
  const market: FileSetEntry[] = [...extraMarket];
  for (const relative of files) {
    if (isRefreshOwned(relative)) {
      market.push({ path: relative, content: readFileSync(path.join(stage, relative)) });
      continue;
    }
    if (moveIfChanged(path.join(stage, relative), path.join(outDir, relative))) {
      written++;
      writtenFiles.push(relative);
    } else unchanged++;
  }
  const markets = await commitMarketSet(outDir, market);
  return { files, written: written + markets.written, writtenFiles, unchanged: unchanged + markets.unchanged };
}

/** Removes every file of `outDir` that this build did not produce (`produced`), except the refresh's. */
export function pruneOut(outDir: string, produced: ReadonlySet<OutPath>): { removed: OutPath[] } {
  const removed: OutPath[] = [];
  const walk = (dir: string, rel: string): boolean => {
    let empty = true;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (isRefreshOwned(childRel)) {
        empty = false;
        continue;
      }
      if (entry.isDirectory()) {
        if (walk(full, childRel)) rmdirSync(full);
        else empty = false;
      } else if (produced.has(childRel)) {
        empty = false;
      } else {
        rmSync(full, { force: true });
        removed.push(childRel);
      }
    }
    return empty;
  };
  if (lstatExists(outDir)) walk(outDir, '');
  return { removed };
}

/** Removes the listed files of `outDir` (never the refresh's) and the folders they leave empty: prune from a list, no walk. */
export function removeListed(outDir: string, files: readonly OutPath[]): { removed: OutPath[] } {
  const removed: OutPath[] = [];
  for (const relative of files) {
    if (isRefreshOwned(relative) || !lstatExists(path.join(outDir, relative))) continue;
    rmSync(path.join(outDir, relative), { force: true });
    removed.push(relative);
    for (let dir = path.dirname(relative); dir !== '.'; dir = path.dirname(dir)) {
      try {
        rmdirSync(path.join(outDir, dir));
      } catch {
        break;
      }
    }
  }
  return { removed };
}

function lstatExists(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

/** The list files steps write under the build cache: one out/ path per line. */
export function writeProducedList(file: string, paths: Iterable<OutPath>): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${[...paths].join('\n')}\n`);
}

/** The out/ paths in the produced lists under `dir`: every list, or the lists named in `only`. */
export function readProducedLists(dir: string, only?: readonly string[]): Set<OutPath> {
  const produced = new Set<OutPath>();
  for (const name of only ?? readdirSync(dir)) {
    if (!name.endsWith('.txt') || !existsSync(path.join(dir, name))) continue;
    for (const line of readFileSync(path.join(dir, name), 'utf8').split('\n')) if (line) produced.add(line);
  }
  return produced;
}
