import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { TXN_DIR } from '@/lib/node/lock';

/** What a build did to out/, seen from outside; a rewrite with the same bytes counts as a change, which the build must not do. */
export interface FileMark {
  readonly size: number;
  readonly mtimeMs: number;
  readonly ino: number;
}

export function treeSnapshot(root: string): Map<string, FileMark> {
  const marks = new Map<string, FileMark>();
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const parts = path.relative(root, full).split(path.sep);
    if (parts[0] === TXN_DIR) continue;
    const stat = statSync(full);
    marks.set(parts.join('/'), { size: stat.size, mtimeMs: stat.mtimeMs, ino: stat.ino });
  }
  return marks;
}

export interface TreeChanges {
  readonly added: string[];
  readonly changed: string[];
  readonly removed: string[];
  readonly files: number;
  /** The largest folder (direct files only) after the build. */
  readonly largestFolder: { readonly path: string; readonly files: number };
}

export function treeChanges(before: ReadonlyMap<string, FileMark>, after: ReadonlyMap<string, FileMark>): TreeChanges {
  const added: string[] = [];
  const changed: string[] = [];
  const removed: string[] = [];
  const perFolder = new Map<string, number>();
  for (const [file, mark] of after) {
    const folder = path.posix.dirname(file);
    perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1);
    const old = before.get(file);
    if (!old) added.push(file);
    else if (old.size !== mark.size || old.mtimeMs !== mark.mtimeMs || old.ino !== mark.ino) changed.push(file);
  }
  for (const file of before.keys()) if (!after.has(file)) removed.push(file);
  let largestFolder = { path: '.', files: 0 };
  for (const [folder, files] of perFolder) if (files > largestFolder.files) largestFolder = { path: folder, files };
  return { added: added.sort(), changed: changed.sort(), removed: removed.sort(), files: after.size, largestFolder };
}
