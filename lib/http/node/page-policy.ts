import { openSync, readSync, closeSync } from 'node:fs';
import type { Element, Root } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/**
 * The policy a built page declares in its `<meta http-equiv="Content-Security-Policy">` (every
 * page of out/ has one: scripts/page-policies.ts, components/site/head-tags.tsx). `npm start`
 * sends it as a header, with the part a meta tag cannot carry, so leaf pages get the same policy
 * as a header that static hosts can only give them in the page. Read with a real HTML parser
 * (entities in the attribute), once per file version: the cache is keyed by path, size and mtime
 * and holds at most MAX_ENTRIES pages.
 */
const parser = unified().use(rehypeParse);
const HEAD_BYTES = 16 * 1024;
const MAX_ENTRIES = 4096;
const cache = new Map<string, string | null>();

function readHead(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const length = readSync(fd, buffer, 0, HEAD_BYTES, 0);
    const text = buffer.subarray(0, length).toString('utf8');
    const end = text.indexOf('</head>');
    return end >= 0 ? text.slice(0, end + 7) : text;
  } finally {
    closeSync(fd);
  }
}

export function metaPolicyOf(html: string): string | null {
  let policy: string | null = null;
  visit(parser.parse(html) as Root, 'element', (node: Element) => {
    if (policy !== null || node.tagName !== 'meta') return;
    if (String(node.properties.httpEquiv ?? '').toLowerCase() === 'content-security-policy') policy = String(node.properties.content ?? '');
  });
  return policy;
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
