/**
 * What a request names, read strictly. A static site has no path with a backslash, an empty
 * segment, a `.` or `..` segment (in any encoding), a control character, a broken `%` escape or a
 * segment longer than a file name may be, so any of those names nothing: the caller answers 404
 * (never a redirect, never a file found by normalising the path).
 */
export interface RequestTarget {
  /** The path as sent, without the query. */
  readonly raw: string;
  /** The path decoded, or null when it cannot name a file. */
  readonly path: string | null;
  /** `?…` as sent, or ''. */
  readonly query: string;
}

/** Longest segment a file system takes (255 bytes on ext4 and in S3 keys' practice). */
const MAX_SEGMENT = 255;
const MAX_PATH = 2048;
const ENCODER = new TextEncoder();

export function readTarget(target: string): RequestTarget {
  const hash = target.indexOf('#');
  const clean = hash >= 0 ? target.slice(0, hash) : target;
  const mark = clean.indexOf('?');
  const raw = mark >= 0 ? clean.slice(0, mark) : clean;
  const query = mark >= 0 ? clean.slice(mark) : '';
  return { raw, path: decodePath(raw), query };
}

function decodePath(raw: string): string | null {
  if (!raw.startsWith('/') || raw.length > MAX_PATH || raw.includes('\\') || raw.includes('//')) return null;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // An escaped slash or backslash would make a new segment out of one the client sent.
  if (/[\u0000-\u001f\u007f\\]/.test(path) || path.includes('//') || (path.match(/\//g)?.length ?? 0) !== (raw.match(/\//g)?.length ?? 0)) {
    return null;
  }
  const segments = path.split('/').slice(1);
  for (const segment of segments) {
    if (segment === '.' || segment === '..' || ENCODER.encode(segment).length > MAX_SEGMENT) return null;
  }
  return path;
}

/** The segments of a decoded path, without the empty ones at the ends. */
export function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}
