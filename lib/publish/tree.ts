import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TXN_DIR } from '@/lib/node/lock';
import { MARKET_CATALOGUE, marketStamps, type MarketStamps } from './market-rule';

export class BuildTreeError extends Error {
  override name = 'BuildTreeError';
}

/** Every file of a build folder, relative path → absolute path, sorted; a symbolic link or a nested `.git` stops the publish, named. `scope`: only that publish set is read. */
export function listBuildFiles(root: string, scope?: readonly string[]): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string, prefix: string) => {
    // The entries' types come with the listing (no lstat per file: 195,000 at 10,000 stories).
    const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const name = entry.name;
      const full = path.join(folder, name);
      const relative = prefix ? `${prefix}/${name}` : name;
      if (name === '.git') throw new BuildTreeError(`${full}: a build folder must not contain a git repository`);
      if (relative === TXN_DIR) continue; // the file-set writes' working folder: never published
      if (entry.isDirectory()) walk(full, relative);
      else if (entry.isFile()) files.set(relative, full);
      else throw new BuildTreeError(`${full}: not a regular file or folder (a symbolic link?); only files are published`);
    }
  };
  if (!scope) {
    walk(root, '');
    return files;
  }
  for (const entry of scope) {
    const relative = entry.replace(/\/$/, '');
    const full = path.join(root, relative);
    const stat = lstatSync(full, { throwIfNoEntry: false });
    if (!stat) continue;
    if (entry.endsWith('/') && stat.isDirectory()) walk(full, relative);
    else if (!entry.endsWith('/') && stat.isFile()) files.set(relative, full);
    else throw new BuildTreeError(`${full}: not a regular ${entry.endsWith('/') ? 'folder' : 'file'}; only files are published`);
  }
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** What a published file should hold: a build file's path, or bytes made by the publish. */
export type Wanted = { readonly source: string } | { readonly content: string };

export interface SyncResult {
  readonly written: number;
  readonly removed: number;
  /** Wanted files the checkout already held, byte for byte. */
  readonly unchanged: number;
}

function bytesOf(wanted: Wanted): Buffer {
  return 'source' in wanted ? readFileSync(wanted.source) : Buffer.from(wanted.content, 'utf8');
}

function sameFile(target: string, bytes: Buffer): boolean {
  try {
    const stat = lstatSync(target);
    return stat.isFile() && stat.size === bytes.length && readFileSync(target).equals(bytes);
  } catch {
    return false;
  }
}

/** Makes a checkout hold exactly `wanted`, plus the tracked files `keep` accepts. */
export function syncCheckout(
  root: string,
  tracked: readonly string[],
  wanted: ReadonlyMap<string, Wanted>,
  keep: (relative: string) => boolean,
): SyncResult {
  let removed = 0;
  for (const relative of tracked) {
    if (wanted.has(relative) || keep(relative)) continue;
    rmSync(path.join(root, relative), { force: true });
    removed += 1;
  }
  let written = 0;
  for (const [relative, source] of wanted) {
    const target = path.join(root, relative);
    const bytes = bytesOf(source);
    if (sameFile(target, bytes)) continue;
    // A folder where a file now belongs: its tracked files were removed above.
    if (statSync(target, { throwIfNoEntry: false })?.isDirectory()) rmSync(target, { recursive: true, force: true });
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, bytes);
    written += 1;
  }
  return { written, removed, unchanged: wanted.size - written };
}

/** The build's market stamps, null without a catalogue; one that does not read stops the publish (`fail` names the target's error). */
export function readBuildStamps(outDir: string, fail: (message: string) => Error): MarketStamps | null {
  const file = path.join(outDir, MARKET_CATALOGUE);
  if (!existsSync(file)) return null;
  try {
    return marketStamps(readFileSync(file, 'utf8'));
  } catch (error) {
    throw fail(`${file}: ${error instanceof Error ? error.message : String(error)}; nothing was published`);
  }
}
