import { readFileSync } from 'node:fs';
import { writeFileAtomic } from './atomic';

// A cache of many small entries, one JSON text per line after a header, written and read in pieces:
// no single string grows with the archive (V8's limit is ~512 MiB; bench/README.md, "100,000 stories").

const PIECE_CHARS = 1 << 20;
const NEWLINE = 0x0a;

function* lines(header: unknown, entries: Iterable<readonly [string, unknown]>): Generator<string> {
  let piece = `${JSON.stringify(header)}\n`;
  for (const entry of entries) {
    piece += `${JSON.stringify(entry)}\n`;
    if (piece.length >= PIECE_CHARS) {
      yield piece;
      piece = '';
    }
  }
  yield piece;
}

/** `header`, then one `[key, value]` per line, through `writeFileAtomic` (flushed, renamed over `file`). */
export function writeJsonLinesAtomic(file: string, header: unknown, entries: Iterable<readonly [string, unknown]>): void {
  writeFileAtomic(file, lines(header, entries));
}

/** The header and entries `writeJsonLinesAtomic` wrote; throws on a missing file or a line that is not whole JSON. */
export function readJsonLines<V>(file: string): { header: unknown; entries: Map<string, V> } {
  const bytes = readFileSync(file);
  const entries = new Map<string, V>();
  let header: unknown;
  let start = 0;
  while (start < bytes.byteLength) {
    const end = bytes.indexOf(NEWLINE, start);
    // A file always ends in a newline: a last line without one was cut.
    if (end < 0) throw new Error(`${file}: cut off after byte ${start}`);
    const value: unknown = JSON.parse(bytes.toString('utf8', start, end));
    if (start === 0) header = value;
    else if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string') entries.set(value[0], value[1] as V);
    else throw new Error(`${file}: a line after byte ${start} is not a [key, value] pair`);
    start = end + 1;
  }
  return { header, entries };
}
