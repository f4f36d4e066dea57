import { closeSync, openSync, readSync } from 'node:fs';
import { decodeHTMLAttribute } from 'entities';

/** The policy a built page declares in its `<meta>`, which `npm start` also sends as a header with what a meta tag cannot carry. */
const HEAD_BYTES = 16 * 1024;
const MAX_ENTRIES = 4096;
const cache = new Map<string, string | null>();
const META = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"<>]*)"\s*\/?>/i;

function readHead(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const length = readSync(fd, buffer, 0, HEAD_BYTES, 0);
    const text = buffer.subarray(0, length).toString('utf8');
    const end = text.indexOf('</head>');
    return end >= 0 ? text.slice(0, end) : text;
  } finally {
    closeSync(fd);
  }
}

export function metaPolicyOf(html: string): string | null {
  const match = META.exec(html);
  return match ? decodeHTMLAttribute(match[1]!) : null;
}

/** The page's own policy, or null when it declares none. */
export function pagePolicyOf(file: string, size: number, mtimeMs: number): string | null {
  const key = `${file}\0${size}\0${mtimeMs}`;
  if (cache.has(key)) return cache.get(key)!;
  const policy = metaPolicyOf(readHead(file));
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, policy);
  return policy;
}

/** The header form of a page's meta policy: what a meta tag cannot say, added. */
export function headerPolicy(metaPolicy: string): string {
  return /(^|;)\s*frame-ancestors\s/.test(metaPolicy) ? metaPolicy : `${metaPolicy}; frame-ancestors 'none'`;
}
