import type { Element } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '@/lib/api/registry';
import { renderMarkdown, type RenderOptions } from '@/lib/markdown/pipeline';
import { markdownToText } from '@/lib/markdown/plain-text';
import { rssFeed } from '@/lib/feeds/news-feeds';
import { pageEnvFrom } from '@/lib/pages/page-env';
import { activeParts, browserScheme } from '../../fixtures/active-html';
import { ISSUE_ID, rawWithBody, TRANSLATED_LANG } from '../../fixtures/hostile-content';
import { HOSTILE_MARKDOWN, SENTINEL } from '../../fixtures/hostile-markdown';
import { contextAt, fixtureSiteData } from '../../fixtures/site-data';

const SITE = 'https://desk.test';
const TARGETS: RenderOptions[] = [
  { target: 'page', lang: 'en', siteUrl: SITE },
  { target: 'page', lang: 'sv', siteUrl: SITE },
  { target: 'api', lang: 'en', siteUrl: SITE },
  { target: 'api', lang: 'fi', siteUrl: SITE },
];

describe('the checker these tests rely on', () => {
  // If the checker missed these, every "inert" below would prove nothing.
  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JAVA&#9;SCRIPT:alert(1)">x</a>',
    '<a href=" &#1;javascript:alert(1)">x</a>',
    '<a href="vbscript:x">x</a>',
    '<img src="data:image/svg+xml,x">',
    '<img src=x onerror=alert(1)>',
    '<p onclick="x()">x</p>',
    '<script>alert(1)</script>',
    '<iframe src="https://evil.test/"></iframe>',
    '<style>p{}</style>',
    '<object data="x"></object>',
    '<span style="color:red">x</span>',
  ])('flags %s', (html) => {
    expect(activeParts(html)).not.toEqual([]);
  });

  it('reads schemes the way a browser does', () => {
    expect(browserScheme('\u0001 java\tscr\nipt:x')).toBe('javascript');
    expect(browserScheme('/news/x/')).toBeNull();
    expect(browserScheme('#a:b')).toBeNull();
  });
});

describe.each(HOSTILE_MARKDOWN)('hostile Markdown: %s', (_name, markdown) => {
  it('renders inert for pages and the API, keeping the ordinary text', () => {
    for (const options of TARGETS) {
      const html = renderMarkdown(markdown, options);
      expect(activeParts(html), `${options.target} ${options.lang}: ${html}`).toEqual([]);
      expect(html, options.target).toContain(`<p>${SENTINEL}</p>`);
    }
  });

  it('gives plain text that starts with the ordinary words', () => {
    expect(markdownToText(markdown).startsWith(SENTINEL)).toBe(true);
  });

  it('is inert in the newsletter issue document, through content validation and the API builder', () => {
    const data = fixtureSiteData(rawWithBody(markdown));
    const issue = buildDocument(data, contextAt(), `newsletters/${ISSUE_ID}.json`) as {
      html: string;
      html_i18n: Record<string, string>;
      text: string;
      text_i18n: Record<string, string>;
    };
    const translated = issue.html_i18n[TRANSLATED_LANG] ?? '';
    for (const html of [issue.html, translated]) {
      expect(activeParts(html), html).toEqual([]);
      expect(html).toContain(`<p>${SENTINEL}</p>`);
    }
    expect(issue.text.startsWith(SENTINEL)).toBe(true);
    expect(issue.text_i18n[TRANSLATED_LANG]?.startsWith(SENTINEL)).toBe(true);
  });
});

describe('RSS feed', () => {
  const feedParser = unified().use(rehypeParse, { fragment: true });

  /** The HTML a feed reader sees in each item's <description> (XML text decodes the same in HTML). */
  function descriptions(xml: string): string[] {
    const out: string[] = [];
    visit(feedParser.parse(xml), 'element', (node: Element) => {
      if (node.tagName === 'description') out.push(node.children.map((child) => (child.type === 'text' ? child.value : '')).join(''));
    });
    return out;
  }

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '&lt;script&gt;alert(1)&lt;/script&gt;',
    ']]><script>alert(1)</script>',
  ])('carries a summary %s as text, never as markup', (summary) => {
    const data = fixtureSiteData(rawWithBody('Body.', summary));
    for (const lang of ['en', 'sv'] as const) {
      const xml = rssFeed(pageEnvFrom(data, contextAt(), lang));
      const items = descriptions(xml);
      expect(items.length).toBeGreaterThan(1);
      for (const html of items) expect(activeParts(html), html).toEqual([]);
      // The reader shows the summary's characters, exactly.
      const shown = items
        .map((html) => feedParser.parse(html))
        .map((tree) => (tree.children[0]?.type === 'element' ? tree.children[0] : null));
      expect(shown.some((p) => p?.children[0]?.type === 'text' && p.children[0].value === summary)).toBe(lang === 'en');
    }
  });
});
