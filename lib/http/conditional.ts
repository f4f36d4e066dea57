import fresh from 'fresh';
import parseRange from 'range-parser';

/** Conditional and partial requests: the site server's ETag and Range rules, on a file's size and time. */

/** The entity tag sirv gives a file (weak: the bytes may go out compressed). */
export function etagOf(size: number, mtime: Date): string {
  return `W/"${size}-${mtime.getTime()}"`;
}

/** The client's copy is current: If-None-Match names the tag (compared weakly), or If-Modified-Since is not older than the file. */
export function notModified(request: { 'if-none-match'?: string; 'if-modified-since'?: string }, etag: string, mtime: Date): boolean {
  return fresh(
    { 'if-none-match': request['if-none-match'], 'if-modified-since': request['if-modified-since'] },
    { etag, 'last-modified': mtime.toUTCString() },
  );
}

/**
 * The Range header to pass on to sirv: one satisfiable byte range, written `bytes=a-b` (the only
 * form sirv reads right, so a suffix `bytes=-n` is rewritten), or null for a 200 with the whole
 * file (several ranges, an unsatisfiable or malformed one).
 */
export function singleRange(header: string | undefined, size: number): string | null {
  if (!header) return null;
  const ranges = parseRange(size, header);
  if (!Array.isArray(ranges) || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  const [only] = ranges;
  return only ? `bytes=${only.start}-${only.end}` : null;
}
