import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fsyncDir, writeFileDurable } from './durable';

/** One file on its own: written and flushed beside the target, then renamed over it (atomic on one file system) and the folder flushed. */
export function writeFileAtomic(file: string, content: string | Uint8Array): void {
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
