import { createHash } from 'node:crypto';
import type { Element, Root } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/** Reads a built page with parse5 for its policy; a page not as expected (no `<head>`, an inline handler) is refused, never passed. */
export class PagePolicyError extends Error {
  override name = 'PagePolicyError';
}

// Types a browser runs as script (an empty type is JavaScript); data blocks (JSON, JSON-LD) never run.
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);
const DATA_TYPES = new Set(['application/json', 'application/ld+json']);

const parser = unified().use(rehypeParse);

export interface PageScripts {
  /** `sha256-…` of each inline script, in page order, without repeats. */
  readonly hashes: readonly string[];
  /** Offset in the source where the policy's meta tag is inserted. */
  readonly metaOffset: number;
}

export function sha256Source(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

export function readPageScripts(html: string, name: string): PageScripts {
  const tree = parser.parse(html) as Root;
  let head: Element | undefined;
  const hashes: string[] = [];
  const problems: string[] = [];
  visit(tree, 'element', (node) => {
    if (node.tagName === 'head' && !head) head = node;
    for (const key of Object.keys(node.properties)) {
      if (/^on[a-z]/i.test(key)) problems.push(`<${node.tagName}> has an inline event handler (${key})`);
    }
    if (node.tagName !== 'script' || node.properties.src !== undefined) return;
    const type = String(node.properties.type ?? '')
      .trim()
      .toLowerCase();
    if (DATA_TYPES.has(type)) return;
    if (!SCRIPT_TYPES.has(type)) {
      problems.push(`a <script type="${type}"> that is neither JavaScript nor a JSON data block`);
      return;
    }
    const text = node.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
    const hash = sha256Source(text);
    if (!hashes.includes(hash)) hashes.push(hash);
  });
  // parse5 invents a <head> for a page without one; only a head written in the source has a position.
  const start = head?.position?.start.offset;
  const end = head?.position?.end.offset;
  if (!head || start === undefined || end === undefined || !/^<head[\s>]/i.test(html.slice(start, start + 6))) {
    problems.push('no <head> element in the source');
  }
  if (problems.length > 0) throw new PagePolicyError(`${name}: ${problems.join('; ')}`);
  // Right after the <head …> start tag: the first child's start, else just before </head>.
  const first = head!.children[0]?.position?.start.offset;
  const metaOffset = first ?? html.lastIndexOf('</head>', end);
  if (metaOffset < 0) throw new PagePolicyError(`${name}: cannot place the policy inside <head>`);
  return { hashes, metaOffset };
}

/** The page with its policy as the first tag of `<head>`. */
export function withPolicyMeta(html: string, at: number, policy: string): string {
  const attr = policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${attr}"/>${html.slice(at)}`;
}
