import { closeSync, copyFileSync, fsyncSync, linkSync, openSync, writeSync } from 'node:fs';

/** The file-system calls a file-set write depends on, flushed in order: after a power loss a kernel may keep a rename, lose the bytes. */

/** Writes a whole file, given whole or in pieces (no string then grows with the file), and flushes it to disk before returning. */
export function writeFileDurable(file: string, content: string | Uint8Array | Iterable<string>): void {
  const fd = openSync(file, 'w');
  try {
    const pieces = typeof content === 'string' || content instanceof Uint8Array ? [content] : content;
    for (const piece of pieces) {
      const bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
      let offset = 0;
      while (offset < bytes.byteLength) offset += writeSync(fd, bytes, offset, bytes.byteLength - offset);
    }
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Flushes a directory, so the names created, renamed or removed in it survive a power loss. */
export function fsyncDir(dir: string): void {
  let fd: number;
  try {
    fd = openSync(dir, 'r');
  } catch (error) {
    if (isCode(error, 'ENOENT')) return;
    throw error;
  }
  try {
    fsyncSync(fd);
  } catch (error) {
    // Some platforms (Windows, some network file systems) cannot flush a directory handle.
    if (!isCode(error, 'EINVAL', 'EISDIR', 'EPERM', 'EBADF', 'ENOTSUP')) throw error;
  } finally {
    closeSync(fd);
  }
}

/** A second name for a file: a hard link (the write never modifies a file in place), or a flushed copy where links are refused. */
export function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    if (!isCode(error, 'EPERM', 'EXDEV', 'ENOTSUP', 'EMLINK', 'EACCES', 'ENOSYS')) throw error;
    copyFileSync(from, to);
    const fd = openSync(to, 'r+');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }
}

export function isCode(error: unknown, ...codes: string[]): boolean {
  return typeof error === 'object' && error !== null && codes.includes((error as { code?: unknown }).code as string);
}
