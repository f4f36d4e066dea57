import { describe, expect, it } from 'vitest';
import { absoluteSrc, localizeHref, type LinkOptions } from '@/lib/markdown/localize-links';
import { renderMarkdown, type RenderOptions } from '@/lib/markdown/pipeline';
import { markdownToText, plainTextToHtml } from '@/lib/markdown/plain-text';
import { SECTION_PATHS } from '@/lib/core/sections';

const SITE = 'https://desk.test';
const page = (lang: RenderOptions['lang'] = 'en'): RenderOptions => ({ target: 'page', lang, siteUrl: SITE });
const api = (lang: RenderOptions['lang'] = 'en'): RenderOptions => ({ target: 'api', lang, siteUrl: SITE });

describe('Markdown → HTML', () => {
  it('renders paragraphs, lists, emphasis, code, quotes, rules and links', () => {
    const html = renderMarkdown(
      'Some **bold** and *em* and `code`.\nSame paragraph.\n\n- one\n- two [link](https://example.org)\n\n3. third\n4. fourth\n\n> quoted\n\n---\n\n```ts\nconst a = 1 < 2;\n```',
      page(),
    );
    expect(html).toBe(
      '<p>Some <strong>bold</strong> and <em>em</em> and <code>code</code>.\nSame paragraph.</p>\n' +
        '<ul>\n<li>one</li>\n<li>two <a href="https://example.org">link</a></li>\n</ul>\n' +
        '<ol start="3">\n<li>third</li>\n<li>fourth</li>\n</ol>\n' +
        '<blockquote>\n<p>quoted</p>\n</blockquote>\n<hr>\n' +
        '<pre><code class="language-ts">const a = 1 &#x3C; 2;\n</code></pre>',
    );
  });

  it('renders GFM: tables, strikethrough, autolink literals', () => {
    const html = renderMarkdown('| a | b |\n|:--|--:|\n| 1 | 2 |\n\n~~gone~~ www.example.org', page());
    expect(html).toContain('<th align="left">a</th>');
    expect(html).toContain('<td align="right">2</td>');
    expect(html).toContain('<del>gone</del> <a href="http://www.example.org">www.example.org</a>');
  });

  it('keeps footnote links working (ids prefixed once, label hidden with the site class)', () => {
    const html = renderMarkdown('Claim[^1].\n\n[^1]: Source.', page());
    expect(html).toContain(
      '<a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref aria-describedby="footnote-label">1</a>',
    );
    expect(html).toContain('<li id="user-content-fn-1">');
    expect(html).toContain('class="visually-hidden" id="footnote-label"');
  });

  it('leaves snake_case words and bare underscores alone', () => {
    expect(renderMarkdown('see browser_json_seconds and a_b_c', page())).toBe('<p>see browser_json_seconds and a_b_c</p>');
  });

  it('escapes markup written as text and drops raw HTML (its inline text stays)', () => {
    expect(renderMarkdown('1 < 2 & 3 > 2', page())).toBe('<p>1 &#x3C; 2 &#x26; 3 > 2</p>');
    expect(renderMarkdown('a <b onclick="x()">bold</b> word', page())).toBe('<p>a bold word</p>');
    expect(renderMarkdown('before\n\n<div>block</div>\n\nafter', page())).toBe('<p>before</p>\n<p>after</p>');
  });
});

describe('heading demotion (pages only)', () => {
  it('shifts a body that uses # one level down, so the page keeps one h1', () => {
    expect(renderMarkdown('# A\n\n## B\n\n###### F', page())).toBe('<h2>A</h2>\n<h3>B</h3>\n<h6>F</h6>');
  });

  it('leaves a body that starts at ## as written', () => {
    expect(renderMarkdown('## A\n\n### B', page())).toBe('<h2>A</h2>\n<h3>B</h3>');
  });

  it('gives the API the headings as written', () => {
    expect(renderMarkdown('# A\n\n## B', api())).toBe('<h1>A</h1>\n<h2>B</h2>');
  });
});

describe('links to our own site', () => {
  const pageSv: LinkOptions = { lang: 'sv', siteUrl: SITE, absolute: false };
  const apiSv: LinkOptions = { lang: 'sv', siteUrl: SITE, absolute: true };

  it.each([
    ['/news/x/', '/sv/news/x/', 'https://desk.test/sv/news/x/'],
    ['https://desk.test/news/x/', '/sv/news/x/', 'https://desk.test/sv/news/x/'],
    ['HTTPS://DESK.TEST/news/x/', '/sv/news/x/', 'https://desk.test/sv/news/x/'],
    ['https://desk.test:443/events/', '/sv/events/', 'https://desk.test/sv/events/'],
    ['https://desk.test', '/sv/', 'https://desk.test/sv/'],
    ['/', '/sv/', 'https://desk.test/sv/'],
    ['/events/?country=NO#list', '/sv/events/?country=NO#list', 'https://desk.test/sv/events/?country=NO#list'],
    ['/news/../markets/', '/sv/markets/', 'https://desk.test/sv/markets/'],
    ['/api/', '/sv/api/', 'https://desk.test/sv/api/'],
    // Already in a language: that language is kept; /en/… is English at the root.
    ['/da/news/x/', '/da/news/x/', 'https://desk.test/da/news/x/'],
    ['https://desk.test/fi/', '/fi/', 'https://desk.test/fi/'],
    ['/en/news/', '/news/', 'https://desk.test/news/'],
    // Data and files beside the pages: never localised; the API makes them absolute.
    ['/api/v1/news.json', '/api/v1/news.json', 'https://desk.test/api/v1/news.json'],
    ['/api/v1', '/api/v1', 'https://desk.test/api/v1'],
    ['https://desk.test/api/v1/news.json', 'https://desk.test/api/v1/news.json', 'https://desk.test/api/v1/news.json'],
    ['/feed.xml', '/feed.xml', 'https://desk.test/feed.xml'],
    ['/events/x/event.ics', '/events/x/event.ics', 'https://desk.test/events/x/event.ics'],
    ['/sv/feed.xml', '/sv/feed.xml', 'https://desk.test/sv/feed.xml'],
    ['/not-a-section/', '/not-a-section/', 'https://desk.test/not-a-section/'],
    // Not ours: untouched everywhere.
    ['https://other.test/news/', 'https://other.test/news/', 'https://other.test/news/'],
    ['http://desk.test/news/', 'http://desk.test/news/', 'http://desk.test/news/'],
    ['https://desk.test.evil.test/news/', 'https://desk.test.evil.test/news/', 'https://desk.test.evil.test/news/'],
    ['https://desk.test@evil.test/news/', 'https://desk.test@evil.test/news/', 'https://desk.test@evil.test/news/'],
    ['//evil.test/news/', '//evil.test/news/', '//evil.test/news/'],
    ['/\\evil.test/news/', '/\\evil.test/news/', '/\\evil.test/news/'],
    ['#top', '#top', '#top'],
    ['news/x/', 'news/x/', 'news/x/'],
    ['mailto:desk@example.org', 'mailto:desk@example.org', 'mailto:desk@example.org'],
    ['javascript:alert(1)', 'javascript:alert(1)', 'javascript:alert(1)'],
  ])('%s → page %s, API %s', (href, onPage, inApi) => {
    expect(localizeHref(href, pageSv)).toBe(onPage);
    expect(localizeHref(href, apiSv)).toBe(inApi);
  });

  it('takes the page sections from the menu list (a new section is localised with no change here)', () => {
    for (const section of SECTION_PATHS) {
      const path = section ? `/${section}/` : '/';
      expect(localizeHref(path, pageSv), path).toBe(`/sv${path}`);
      if (section) expect(localizeHref(`${path}some-item/`, pageSv)).toBe(`/sv${path}some-item/`);
    }
  });

  it('links English pages at the root', () => {
    expect(localizeHref('https://desk.test/news/x/', { lang: 'en', siteUrl: SITE, absolute: false })).toBe('/news/x/');
    expect(localizeHref('/news/x/', { lang: 'en', siteUrl: SITE, absolute: true })).toBe('https://desk.test/news/x/');
  });

  it('honours a site address with a path', () => {
    const options: LinkOptions = { lang: 'nb', siteUrl: 'https://example.org/desk', absolute: true };
    expect(localizeHref('https://example.org/desk/news/', options)).toBe('https://example.org/desk/nb/news/');
    expect(localizeHref('/news/', options)).toBe('https://example.org/desk/nb/news/');
    expect(localizeHref('https://example.org/other/news/', options)).toBe('https://example.org/other/news/');
  });

  it('makes image addresses absolute for the API and never localises them', () => {
    expect(absoluteSrc('/news/chart.png', apiSv)).toBe('https://desk.test/news/chart.png');
    expect(absoluteSrc('/news/chart.png', pageSv)).toBe('/news/chart.png');
    expect(absoluteSrc('https://other.test/a.png', apiSv)).toBe('https://other.test/a.png');
  });

  it('applies the rule inside the pipeline for each target', () => {
    const md =
      '[a](https://desk.test/news/x/) [b](/events/) [c](https://desk.test/api/v1/news.json) [d](https://other.test/news/) [e](https://desk.test/)';
    expect(renderMarkdown(md, page('sv'))).toBe(
      '<p><a href="/sv/news/x/">a</a> <a href="/sv/events/">b</a> <a href="https://desk.test/api/v1/news.json">c</a> <a href="https://other.test/news/">d</a> <a href="/sv/">e</a></p>',
    );
    expect(renderMarkdown(md, page('en'))).toContain('<a href="/news/x/">a</a>');
    expect(renderMarkdown(md, api('fi'))).toBe(
      '<p><a href="https://desk.test/fi/news/x/">a</a> <a href="https://desk.test/fi/events/">b</a> <a href="https://desk.test/api/v1/news.json">c</a> <a href="https://other.test/news/">d</a> <a href="https://desk.test/fi/">e</a></p>',
    );
  });
});

describe('plain text from the same tree', () => {
  it('turns blocks into lines and decodes entities, with no markup left', () => {
    expect(
      markdownToText('# Title\n\nFirst &amp; **bold** [link](https://example.org).\n\n- one\n- two\n\n<script>alert(1)</script>\n\nLast.'),
    ).toBe('Title\n\nFirst & bold link.\n\none\ntwo\n\nLast.');
  });

  it('is empty for a body that renders to nothing', () => {
    expect(markdownToText('<script>alert(1)</script>')).toBe('');
  });

  it('makes plain text one escaped HTML paragraph (for RSS descriptions)', () => {
    expect(plainTextToHtml('<img src=x onerror=alert(1)> & "q"')).toBe('<p>&#x3C;img src=x onerror=alert(1)> &#x26; "q"</p>');
  });
});
