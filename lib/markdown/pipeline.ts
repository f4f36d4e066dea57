import type { Root } from 'hast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import type { Locale } from '@/lib/i18n/locales';
import { rehypeDemoteHeadings } from './demote-headings';
import { rehypeLocalizeLinks } from './localize-links';
import { SANITIZE_SCHEMA } from './sanitize-schema';

/** The one Markdown → HTML pipeline; raw HTML is dropped and rehype-sanitize runs last, over our own plugins' output too. */
export type MarkdownTarget = 'page' | 'api';

export interface RenderOptions {
  readonly target: MarkdownTarget;
  /** Page: the reader's language. API: the language of the text being rendered. */
  readonly lang: Locale;
  /** The site address (SITE_URL), no trailing slash. */
  readonly siteUrl: string;
}

type TreeProcessor = Processor<import('mdast').Root, import('mdast').Root, Root, undefined, undefined>;

// The footnote label is visually hidden with the site's own class.
const REMARK_REHYPE_OPTIONS = { footnoteLabelProperties: { className: ['visually-hidden'] } };

function buildProcessor(options: RenderOptions | null): TreeProcessor {
  const base = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, REMARK_REHYPE_OPTIONS);
  const withPlugins =
    options === null
      ? base
      : (options.target === 'page' ? base.use(rehypeDemoteHeadings) : base).use(rehypeLocalizeLinks, {
          lang: options.lang,
          siteUrl: options.siteUrl,
          absolute: options.target === 'api',
        });
  return withPlugins.use(rehypeSanitize, SANITIZE_SCHEMA).freeze() as unknown as TreeProcessor;
}

// A processor per target, language and site address (at most 2 × 7 per build), made once.
const processors = new Map<string, TreeProcessor>();
let plain: TreeProcessor | undefined;

function processorFor(options: RenderOptions | null): TreeProcessor {
  if (options === null) return (plain ??= buildProcessor(null));
  const key = `${options.target} ${options.lang} ${options.siteUrl}`;
  let processor = processors.get(key);
  if (!processor) {
    processor = buildProcessor(options);
    processors.set(key, processor);
  }
  return processor;
}

const stringifier = unified().use(rehypeStringify).freeze();

export function markdownToTree(markdown: string, options: RenderOptions | null = null): Root {
  const processor = processorFor(options);
  return processor.runSync(processor.parse(markdown));
}

export function treeToHtml(tree: Root): string {
  return stringifier.stringify(tree);
}

/** Markdown → sanitised HTML for a page or for the API. */
export function renderMarkdown(markdown: string, options: RenderOptions): string {
  return treeToHtml(markdownToTree(markdown, options));
}
