import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface MarketFile {
  /** Path relative to the output folder, e.g. `api/v1/markets.json`. */
  readonly path: string;
  readonly content: string | Uint8Array;
}

export interface WriteOptions {
  /**
   * Test hook simulating a crash: throw after this many files were moved into place. Set from
   * MARKETS_WRITE_CRASH_AFTER by the refresh command; never set in production.
   */
  readonly crashAfter?: number;
  /** Folders (relative) whose `*.json` files not in this refresh are removed afterwards. */
  readonly pruneJsonIn?: readonly string[];
}

const STAGING_PREFIX = '.markets-staging-';

/**
 * Writes a refresh's files so that no reader ever sees a half-written file:
 *
 * 1. every file is first written completely into a staging folder inside `outDir` (the same
 *    file system, so a rename is atomic); if any of these writes fails, nothing in place changes;
 * 2. each file is then renamed over its target, in the given order (callers put the catalogue
 *    `markets.json` last), and only then are stale per-asset files of this refresh's folders
 *    removed.
 *
 * What "never a mix of two refreshes" means here: every single file is entirely from one refresh
 * (old or new), and each carries its `generated_at`. A reader who opens several files during the
 * few milliseconds of step 2 can still get files from two refreshes; once the new catalogue is
 * visible, every other file of that refresh already is. A whole-directory swap cannot do better:
 * `markets.json` sits beside `markets/`, and swapping a folder takes two renames with a gap in
 * which the folder does not exist.
 */
export function writeMarketFiles(outDir: string, files: readonly MarketFile[], options: WriteOptions = {}): void {
  mkdirSync(outDir, { recursive: true });
  removeStaleStaging(outDir);
  const staging = mkdtempSync(path.join(outDir, STAGING_PREFIX));
  try {
    for (const [index, file] of files.entries()) {
      const staged = path.join(staging, String(index));
      writeFileSync(staged, file.content);
    }
    for (const [index, file] of files.entries()) {
      if (options.crashAfter !== undefined && index >= options.crashAfter) {
        throw new Error(`simulated crash after ${options.crashAfter} files (MARKETS_WRITE_CRASH_AFTER)`);
      }
      const target = path.join(outDir, file.path);
      mkdirSync(path.dirname(target), { recursive: true });
      renameSync(path.join(staging, String(index)), target);
    }
    for (const folder of options.pruneJsonIn ?? []) prune(outDir, folder, files);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Staging folders left by a process that was killed mid-write. */
function removeStaleStaging(outDir: string): void {
  for (const entry of readdirSync(outDir)) {
    if (entry.startsWith(STAGING_PREFIX)) rmSync(path.join(outDir, entry), { recursive: true, force: true });
  }
}

function prune(outDir: string, folder: string, files: readonly MarketFile[]): void {
  const dir = path.join(outDir, folder);
  if (!existsSync(dir)) return;
  const keep = new Set(files.map((file) => path.normalize(file.path)));
  for (const entry of readdirSync(dir)) {
    if (entry.endsWith('.json') && !keep.has(path.normalize(path.join(folder, entry)))) rmSync(path.join(dir, entry));
  }
}
