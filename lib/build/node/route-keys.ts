import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '@/lib/node/atomic';
import type { RouteKeys } from '../route-files';
import type { OutPath } from './out-sync';

/** The route files' input keys between builds (lib/build/route-files.ts, RouteKeys), with each file's hash, so a file replaced since is built again. */

export const ROUTE_KEYS_FILE = 'route-keys.json';
const FORMAT = 1;

interface Entry {
  readonly k: string;
  readonly sha1: string;
}

export class RouteKeysError extends Error {
  override name = 'RouteKeysError';
}

const sha1 = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('hex');

function readEntries(file: string): Map<OutPath, Entry> {
  try {
    const json = JSON.parse(readFileSync(file, 'utf8')) as { format?: number; files?: Record<OutPath, Entry> };
    if (json.format === FORMAT && json.files) return new Map(Object.entries(json.files));
  } catch {
    // Missing or torn: every keyed file is built again.
  }
  return new Map();
}

/** The keys of the last build in `cacheDir`, checked against the files of `outDir`; `save` writes this build's, or throws naming the file. */
export function routeKeys(cacheDir: string, outDir: string, code: string): RouteKeys & { save: () => void; kept: () => number } {
  const file = path.join(cacheDir, ROUTE_KEYS_FILE);
  const previous = readEntries(file);
  const next = new Map<OutPath, Entry>();
  let kept = 0;
  return {
    code,
    held(relative, key) {
      const last = previous.get(relative);
      if (last?.k !== key) return false;
      try {
        if (sha1(readFileSync(path.join(outDir, relative))) !== last.sha1) return false;
      } catch {
        return false;
      }
      kept += 1;
      return true;
    },
    record(relative, key) {
      next.set(relative, { k: key, sha1: '' });
    },
    save() {
      // The hashes of the files as written now (kept or new), so a file replaced by hand is built again.
      const files: Record<OutPath, Entry> = {};
      for (const [relative, entry] of [...next].sort(([a], [b]) => (a < b ? -1 : 1))) {
        try {
          files[relative] = { k: entry.k, sha1: sha1(readFileSync(path.join(outDir, relative))) };
        } catch {
          // Not written (a failed build): no key, so it is built next time.
        }
      }
      try {
        writeFileAtomic(file, `${JSON.stringify({ format: FORMAT, files })}\n`);
      } catch (error) {
        throw new RouteKeysError(
          `${file}: the route files' input keys could not be written (${error instanceof Error ? error.message : String(error)})`,
        );
      }
    },
    kept: () => kept,
  };
}
