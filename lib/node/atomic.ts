import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fsyncDir, writeFileDurable } from './durable';

/** One file on its own: flushed beside the target, renamed over it and the folder flushed; a set of files goes through `commitFileSet`. */
export function writeFileAtomic(file: string, content: string | Uint8Array | Iterable<string>): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    writeFileDurable(temp, content);
    renameSync(temp, file);
    fsyncDir(path.dirname(file));
  } finally {
    rmSync(temp, { force: true });
  }
}
