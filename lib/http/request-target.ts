/** What a request names, read strictly: a backslash, empty or dot segment, control character or broken escape names nothing (404). */
export interface RequestTarget {
  /** The path as sent, without the query. */
  readonly raw: string;
  /** The path decoded, or null when it cannot name a file. */
  readonly path: string | null;
  /** `?…` as sent with every character RFC 3986 does not allow there percent-encoded, or ''. */
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
  const query = mark >= 0 ? `?${escapeForLocation(clean.slice(mark + 1))}` : '';
  return { raw, path: decodePath(raw), query };
}

const QUERY_CHAR = /[A-Za-z0-9\-._~!$&'()*+,;=:@/?]/;

function escapeChar(char: string): string {
  try {
    return encodeURIComponent(char);
  } catch {
    return '%EF%BF%BD'; // a lone surrogate has no UTF-8 form: U+FFFD's escape
  }
}

/** A path or query as sent, percent-encoded where RFC 3986 requires, so raw client bytes never reach a redirect's `Location`. */
export function escapeForLocation(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '%' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) out += char;
    else if (QUERY_CHAR.test(char)) out += char;
    else {
      const whole = String.fromCodePoint(text.codePointAt(i)!);
      out += escapeChar(whole);
      i += whole.length - 1;
    }
  }
  return out;
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
