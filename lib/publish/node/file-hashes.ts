import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, realpathSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_CACHE_DIR } from '@/lib/build/cache-dir';

/** MD5s of a build's files, kept between publishes and trusted while inode and ctime match, so a publish reads only changed files. */

export const PUBLISH_CACHE_DIR = path.join(BUILD_CACHE_DIR, 'publish');
const CACHE_FORMAT = 1;
const RACY_NS = 2_000_000_000n;

type Entry = [size: number, mtimeNs: string, ino: string, md5: string];

interface CacheJson {
  format: number;
  folder: string;
  files: Record<string, Entry>;
}

export interface HashResult {
  /** relative path → MD5 (lower-case hex) */
  readonly hashes: Map<string, string>;
  /** Files read and hashed this time (the rest came from the cache). */
  readonly read: number;
}

function cacheFileFor(cacheDir: string, folder: string): string {
  return path.join(cacheDir, `hashes-${createHash('sha256').update(folder).digest('hex').slice(0, 16)}.json`);
}

function readCache(file: string, folder: string): Record<string, Entry> {
  try {
    const json = JSON.parse(readFileSync(file, 'utf8')) as Partial<CacheJson>;
    if (json.format === CACHE_FORMAT && json.folder === folder && typeof json.files === 'object' && json.files !== null) return json.files;
  } catch {
    // Missing or unreadable: every file is hashed, as without a cache.
  }
  return {};
}

export function md5Hex(bytes: Buffer): string {
  return createHash('md5').update(bytes).digest('hex');
}

/** The MD5 of each file of `root` named in `relatives` (`/`-separated paths); a `trusted` file with a cached hash is not even stat'ed. */
export function hashFiles(
  root: string,
  relatives: Iterable<string>,
  cacheDir: string | null,
  partial = false,
  trusted: (relative: string) => boolean = () => false,
): HashResult {
  const folder = realpathSync(root);
  const cacheFile = cacheDir === null ? null : cacheFileFor(cacheDir, folder);
  const cached = cacheFile === null ? {} : readCache(cacheFile, folder);
  const next: Record<string, Entry> = partial ? { ...cached } : {};
  const hashes = new Map<string, string>();
  const racyFrom = BigInt(Date.now()) * 1_000_000n - RACY_NS;
  let read = 0;
  for (const relative of relatives) {
    const full = path.join(root, relative);
    const known = cached[relative];
    if (known && trusted(relative)) {
      hashes.set(relative, known[3]);
      next[relative] = known;
      continue;
    }
    const stat = statSync(full, { bigint: true });
    const size = Number(stat.size);
    const mtimeNs = stat.mtimeNs.toString();
    const ino = stat.ino.toString();
    const hit = cached[relative];
    let md5: string;
    if (hit && hit[0] === size && hit[1] === mtimeNs && hit[2] === ino) {
      md5 = hit[3];
    } else {
      md5 = md5Hex(readFileSync(full));
      read += 1;
    }
    hashes.set(relative, md5);
    if (stat.mtimeNs < racyFrom) next[relative] = [size, mtimeNs, ino, md5];
    else delete next[relative];
  }
  // Every file found as recorded, and none gone: the cache file already says all this.
  const same = read === 0 && Object.keys(next).length === Object.keys(cached).length;
  if (cacheFile !== null && !same) {
    mkdirSync(path.dirname(cacheFile), { recursive: true });
    const json: CacheJson = { format: CACHE_FORMAT, folder, files: next };
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(json));
    renameSync(temporary, cacheFile);
  }
  return { hashes, read };
}
