import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { readJsonLines, writeJsonLinesAtomic } from '@/lib/node/json-lines';
import type { OutPath } from './out-sync';

/** The leaf pages' input keys between builds, with each page's size and hash, so a page replaced since is rendered again. */
export interface LeafKeyEntry {
  /** Input key. */
  readonly k: string;
  readonly size: number;
  /** SHA-1 of the page's bytes (a check against accidents, not against an attacker). */
  readonly sha1: string;
  /** `<inode>:<ctime in ms>` of the file when its bytes were hashed or written (absent in older caches). */
  readonly at?: string;
}

function fileStamp(stat: Stats): string {
  return `${stat.ino}:${stat.ctimeMs}`;
}

export const LEAF_KEYS_DIR = 'leaf-keys';
export const LEAF_KEYS_PREVIOUS_DIR = 'leaf-keys-previous';

/** Before the workers start: the last build's keys become the ones to read, and the folder is emptied for this build's. */
export function rotateLeafKeys(cacheDir: string): string {
  const current = path.join(cacheDir, LEAF_KEYS_DIR);
  const previous = path.join(cacheDir, LEAF_KEYS_PREVIOUS_DIR);
  if (existsSync(current) && readdirSync(current).length > 0) {
    rmSync(previous, { recursive: true, force: true });
    renameSync(current, previous);
  }
  rmSync(current, { recursive: true, force: true });
  mkdirSync(current, { recursive: true });
  return previous;
}

const PART = /^part-\d+\.jsonl$/;

export function readLeafKeys(dir: string): Map<OutPath, LeafKeyEntry> {
  const keys = new Map<OutPath, LeafKeyEntry>();
  if (!existsSync(dir)) return keys;
  for (const name of readdirSync(dir)) {
    if (!PART.test(name)) continue;
    try {
      for (const [page, entry] of readJsonLines<LeafKeyEntry>(path.join(dir, name)).entries) keys.set(page, entry);
    } catch {
      // A torn file of an interrupted build: its pages are rendered again.
    }
  }
  return keys;
}

export function writeLeafKeys(cacheDir: string, part: number, keys: ReadonlyMap<OutPath, LeafKeyEntry>): void {
  writeJsonLinesAtomic(path.join(cacheDir, LEAF_KEYS_DIR, `part-${part}.jsonl`), { part }, keys);
}

/** The entry of a page just written or compared: its key, and the bytes and stat of its file. */
export function pageEntry(key: string, bytes: Uint8Array, stat?: Stats): LeafKeyEntry {
  const entry = { k: key, size: bytes.byteLength, sha1: createHash('sha1').update(bytes).digest('hex') };
  return stat ? { ...entry, at: fileStamp(stat) } : entry;
}

/** Whether `file` still holds the page `entry` describes, made from the same input key. */
export function unchangedPage(file: string, entry: LeafKeyEntry | undefined, key: string): LeafKeyEntry | undefined {
  if (!entry || entry.k !== key) return undefined;
  try {
    const stat = statSync(file);
    if (!stat.isFile() || stat.size !== entry.size) return undefined;
    if (entry.at !== undefined && entry.at === fileStamp(stat)) return entry;
    const checked = pageEntry(key, readFileSync(file), stat);
    return checked.sha1 === entry.sha1 ? checked : undefined;
  } catch {
    return undefined;
  }
}

/** The version of the code that renders pages, a hash of its files, so no page outlives the code that made it. */
export function codeVersion(root: string, dirs: readonly string[], files: readonly string[]): string {
  const hash = createHash('sha256');
  const add = (relative: string) => {
    hash
      .update(relative)
      .update('\0')
      .update(readFileSync(path.join(root, relative)))
      .update('\0');
  };
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) add(child);
    }
  };
  for (const dir of dirs) if (existsSync(path.join(root, dir))) walk(dir);
  for (const file of files) if (existsSync(path.join(root, file))) add(file);
  return hash.digest('hex');
}
