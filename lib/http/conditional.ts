/** Conditional and partial requests: the site server's ETag and Range rules, on a file's size and time. */

/** The entity tag sirv gives a file (weak: the bytes may go out compressed). */
export function etagOf(size: number, mtime: Date): string {
  return `W/"${size}-${mtime.getTime()}"`;
}

// Hand-written: `fresh` and `range-parser` are not direct dependencies, and sirv's own check is exact-string only.
/** If-None-Match holds `*` or the tag, compared weakly. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === bare);
}

/** One plain `bytes=a-b` / `bytes=a-` range is passed on to sirv; any other form is ignored (a 200). */
export function saneRange(header: string | undefined, size: number): boolean {
  const match = header ? /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header.trim()) : null;
  if (!match) return false;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : size - 1;
  return start <= end && start < size;
}
