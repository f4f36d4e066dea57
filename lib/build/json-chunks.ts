/** JSON.stringify's exact text in pieces, for documents too large to hold as one string (news.json: ~3.3 KB per story). */

/** A top-level array at least this long is written item by item; smaller documents are one string, as before. */
export const STREAM_ITEMS = 1000;
/** Pieces are joined up to about this many characters, so the writer makes few, large writes. */
const PIECE_CHARS = 1 << 20;

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { toJSON?: unknown }).toJSON !== 'function';

export function isLargeList(document: unknown): boolean {
  return isPlain(document) && Object.values(document).some((value) => Array.isArray(value) && value.length >= STREAM_ITEMS);
}

function* pieces(value: unknown, depth: number): Generator<string> {
  if (depth === 0 || !(isPlain(value) || Array.isArray(value))) {
    yield JSON.stringify(value) as string;
    return;
  }
  if (Array.isArray(value)) {
    yield '[';
    for (let index = 0; index < value.length; index += 1) {
      if (index > 0) yield ',';
      // As JSON.stringify: an element with no JSON form (undefined, a function) is null.
      const item = value[index];
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') yield 'null';
      else yield* pieces(item, depth - 1);
    }
    yield ']';
    return;
  }
  yield '{';
  let first = true;
  for (const [key, member] of Object.entries(value)) {
    // As JSON.stringify: a member with no JSON form is left out.
    if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
    yield `${first ? '' : ','}${JSON.stringify(key)}:`;
    first = false;
    yield* pieces(member, depth - 1);
  }
  yield '}';
}

/** The text JSON.stringify(document) gives, in pieces of about a megabyte: the document, its members and their items. */
export function* jsonChunks(document: unknown): Generator<string> {
  let buffer = '';
  for (const piece of pieces(document, 2)) {
    buffer += piece;
    if (buffer.length >= PIECE_CHARS) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}
