import { readFileSync, statSync } from 'node:fs';

/** How often a file the server reads for itself (`_headers`, the geo table) is looked at again. */
const RECHECK_MS = 1000;

/** A value read from a file in out/, read again when the file changes. */
export function fileCache<T>(file: string, read: (text: string) => T, fallback: T): () => T {
  let seen = '';
  let value = fallback;
  let checked = -Infinity;
  let missing = false;
  return () => {
    const now = performance.now();
    if (now - checked < RECHECK_MS) return missing ? fallback : value;
    checked = now;
    let stamp: string;
    try {
      const stats = statSync(file);
      stamp = `${stats.size}:${stats.mtimeMs}`;
    } catch {
      missing = true;
      return fallback;
    }
    missing = false;
    if (stamp !== seen) {
      try {
        value = read(readFileSync(file, 'utf8'));
      } catch {
        value = fallback;
      }
      seen = stamp;
    }
    return value;
  };
}
