import { closeSync, openSync, readSync } from 'node:fs';
import { decodeHTMLAttribute } from 'entities';

/**
 * The policy a built page declares in its `<meta http-equiv="Content-Security-Policy">`: the build
 * writes it as the first element of every page's `<head>` (scripts/page-policies.ts,
 * components/site/head-tags.tsx, components/site/leaf-page.tsx). `npm start` sends it as a header,
 * with the part a meta tag cannot carry, so leaf and 404 pages get as a header the policy static
 * hosts can only give them in the page.
 *
 * Found with one pattern over the first bytes of our own output, the attribute decoded by
 * `entities`, and not with a full HTML parser: parse5 in the server process keeps V8 collecting
 * its whole heap under load, which halves the throughput (bench/README.md, "`npm start` beside a
 * bare static file server"). A page the pattern does not match gets no header policy (its meta still holds);
 * tests/integration/site/site-server.test.ts and the browser tests check every page type.
 * Once per file version: the cache is keyed by path, size and mtime and holds MAX_ENTRIES pages.
 */
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
