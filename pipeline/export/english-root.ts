import { existsSync, readdirSync, renameSync, rmdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ExportError } from './export-error';

/** Moves every entry of `from` into `to`, merging folders; an existing file is a clash. */
export function mergeInto(from: string, to: string): number {
  let moved = 0;
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (!existsSync(target)) {
      renameSync(source, target);
      moved++;
    } else if (entry.isDirectory() && statSync(target).isDirectory()) {
      moved += mergeInto(source, target);
    } else {
      throw new ExportError(`English page ${source} would overwrite ${target}: two routes produce the same file`);
    }
  }
  rmdirSync(from);
  return moved;
}

/** Next's own not-found copies (no site chrome; no URL should reach them), removed from its export. */
export function removeNextNotFound(stage: string): void {
  for (const leftover of ['404', '_not-found', '404.html']) rmSync(path.join(stage, leftover), { recursive: true, force: true });
}
