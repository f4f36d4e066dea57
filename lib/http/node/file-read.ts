import { closeSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { codingsTaken, type Coding } from '@/lib/http/content-coding';

/** A file's bytes through one descriptor, so size and bytes are one version; null when it changed size since (a refresh renamed one in). */
export function readWhole(file: string, size: number): Buffer | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    const buffer = Buffer.allocUnsafe(size);
    let read = 0;
    while (read < size) {
      const n = readSync(fd, buffer, read, size - read, read);
      if (n === 0) return null;
      read += n;
    }
    // One byte more means the file grew: not the version whose ETag is being sent.
    return readSync(fd, Buffer.allocUnsafe(1), 0, 1, size) === 0 ? buffer : null;
  } finally {
    closeSync(fd);
  }
}

/** The precompressed copy of `file` to send instead, if the client takes it and it is current. */
export function currentCopy(file: string, stats: Stats, accepted: string | undefined): Coding | null {
  for (const coding of codingsTaken(accepted, stats.size)) {
    try {
      const copy = statSync(file + coding.suffix);
      if (copy.isFile() && copy.mtimeMs >= stats.mtimeMs) return coding;
    } catch {
      // no such copy
    }
  }
  return null;
}
