import { statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { readJsonLines, writeJsonLinesAtomic } from '@/lib/node/json-lines';
import type { RouteKeys } from '../route-files';
import type { InputDigest } from '../route-inputs';
import { isRefreshOwned, type OutPath } from './out-sync';

// Route files' keys and inputs between builds, with each file's size, inode and ctime as written:
// a file edited since is made again unread (ctime cannot be set back). Saved after the files.

export const ROUTE_KEYS_FILE = 'route-keys.jsonl';
// 3: a line per file group (2 was one JSON text, 140 MB at 100,000 stories).
const FORMAT = 3;

/** `<size>:<inode>:<ctime in ms>`. */
type Mark = string;

interface Entry {
  readonly k: string;
  readonly i: readonly InputDigest[];
  readonly m: readonly Mark[];
}

interface Recorded {
  readonly files: readonly OutPath[];
  readonly k: string;
  readonly i: readonly InputDigest[];
  /** The marks when kept, read at the check; otherwise taken at save. */
  readonly m?: readonly Mark[];
}

export class RouteKeysError extends Error {
  override name = 'RouteKeysError';
}

const mark = (stat: Stats): Mark => `${stat.size}:${stat.ino}:${stat.ctimeMs}`;

function markOf(file: string): Mark | undefined {
  try {
    const stat = statSync(file);
    return stat.isFile() ? mark(stat) : undefined;
  } catch {
    return undefined;
  }
}

function readEntries(file: string): Map<OutPath, Entry> {
  try {
    const { header, entries } = readJsonLines<Entry>(file);
    if ((header as { format?: number } | undefined)?.format === FORMAT) return entries;
  } catch {
    // Missing or torn: every keyed file is built again.
  }
  return new Map();
}

/** The keys of the last build in `cacheDir`, checked against the files of `outDir`; `save` writes this build's, or throws naming the file. */
export function routeKeys(
  cacheDir: string,
  outDir: string,
  code: string,
): RouteKeys & { save: () => void; kept: () => number; built: () => number } {
  const file = path.join(cacheDir, ROUTE_KEYS_FILE);
  const previous = readEntries(file);
  const next: Recorded[] = [];
  let kept = 0;
  let built = 0;
  // The refresh jobs rewrite their files between builds: never kept by key.
  const keyable = (files: readonly OutPath[]) => files.length > 0 && !files.some(isRefreshOwned);
  const marksNow = (files: readonly OutPath[]) => files.map((relative) => markOf(path.join(outDir, relative)));
  return {
    code,
    previous(files, key) {
      if (!keyable(files)) return undefined;
      const last = previous.get(files[0]!);
      if (last?.k !== key || last.m.length !== files.length) return undefined;
      const marks = marksNow(files);
      return marks.every((now, index) => now === last.m[index]) ? last.i : undefined;
    },
    record(files, key, inputs, wasKept) {
      if (wasKept) kept += files.length;
      else built += files.length;
      if (!keyable(files)) return;
      next.push({ files, k: key, i: inputs, ...(wasKept ? { m: previous.get(files[0]!)!.m } : {}) });
    },
    save() {
      const entries = function* (): Generator<readonly [OutPath, Entry]> {
        for (const recorded of next.sort((a, b) => (a.files[0]! < b.files[0]! ? -1 : 1))) {
          const marks = recorded.m ?? marksNow(recorded.files);
          // A file not written (a failed build) has no mark, so its group is made next time.
          if (marks.some((value) => value === undefined)) continue;
          yield [recorded.files[0]!, { k: recorded.k, i: recorded.i, m: marks as Mark[] }];
        }
      };
      try {
        writeJsonLinesAtomic(file, { format: FORMAT }, entries());
      } catch (error) {
        throw new RouteKeysError(
          `${file}: the route files' input keys could not be written (${error instanceof Error ? error.message : String(error)})`,
        );
      }
    },
    kept: () => kept,
    built: () => built,
  };
}
