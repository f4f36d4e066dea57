import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime, groupDecimal, offsetLabel, wallClock } from '@/lib/site/format';
import { demoteHeadings, localizeSiteLinks, sanitizeHtml } from '@/lib/site/html';
import { Markdown, safeHref } from '@/lib/site/markdown';

describe('groupDecimal: prices stay the published digits, grouped for people', () => {
  it.each([
    ['1234567.8900', 'en', '1,234,567.8900'],
    ['1234567.8900', 'da', '1.234.567,8900'],
    ['1234567.8900', 'is', '1.234.567,8900'],
    ['0.000000012345678901', 'en', '0.000000012345678901'],
    ['123456789012345678.123456789012', 'en', '123,456,789,012,345,678.123456789012'],
    ['0', 'en', '0'],
    ['-1500.5', 'en', '\u22121,500.5'],
    ['12', 'sv-SE', '12'],
  ])('%s in %s → %s', (value, locale, expected) => {
    expect(groupDecimal(value, locale)).toBe(expected);
  });

  it('groups Swedish, Finnish and Norwegian with the locale\u2019s own space character', () => {
    for (const locale of ['sv-SE', 'fi-FI', 'nb-NO']) {
      const grouped = groupDecimal('1234567.5', locale);
      expect(grouped).toMatch(/^1\s234\s567,5$/u);
    }
  });

  it('returns anything that is not a plain decimal unchanged', () => {
    expect(groupDecimal('1e5', 'en')).toBe('1e5');
    expect(groupDecimal('', 'en')).toBe('');
  });
});

describe('wall-clock formatting of ISO strings in their own offset', () => {
  it('keeps the written time whatever the process time zone', () => {
    expect(wallClock('2026-11-22T10:00:00-05:00')).toMatchObject({ year: 2026, month: 11, day: 22, hour: 10, minute: 0, offset: '-05:00' });
    expect(formatTime('en', '2026-11-22T23:30:00+01:00')).toBe('23:30');
    expect(formatDateTime('en', '2026-11-22T23:30:00+01:00')).toBe('November 22, 2026, 23:30');
    expect(formatDateTime('sv-SE', '2026-12-31T23:59:00-10:00')).toBe('31 december 2026, 23:59');
    expect(offsetLabel('2026-11-22T10:00:00-05:00')).toBe('UTC-05:00');
    expect(offsetLabel('2026-11-22T10:00:00Z')).toBe('UTC');
    expect(formatDateTime('en', '2026-11-22')).toBe('November 22, 2026');
  });
});

describe('newsletter HTML', () => {
  it('strips active content', () => {
    const html =
      '<p onclick="x()">Hi <a href="javascript:alert(1)">x</a><script>alert(1)</script><iframe src="e"></iframe><img src=x onerror=alert(1)></p>';
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/script|iframe|onclick|onerror|javascript:/i);
    expect(clean).toContain('<p>Hi <a href="#">x</a>');
  });

  it('shifts headings only when the body uses h1', () => {
    expect(demoteHeadings('<h2>A</h2>')).toBe('<h2>A</h2>');
    expect(demoteHeadings('<h1 id="a">A</h1><h2>B</h2>')).toBe('<h2 id="a">A</h2><h3>B</h3>');
  });

  it('points links to our own pages at the reader\u2019s language, leaving data and other sites alone', () => {
    const base = 'https://desk.test';
    const html =
      '<a href="https://desk.test/news/x/">a</a><a href="/events/">b</a><a href="https://desk.test/api/v1/news.json">c</a><a href="https://other.test/news/">d</a><a href="https://desk.test/">e</a>';
    expect(localizeSiteLinks(html, base, 'sv')).toBe(
      '<a href="/sv/news/x/">a</a><a href="/sv/events/">b</a><a href="https://desk.test/api/v1/news.json">c</a><a href="https://other.test/news/">d</a><a href="/sv/">e</a>',
    );
    expect(localizeSiteLinks(html, base, 'en')).toContain('<a href="/news/x/">a</a>');
  });
});

describe('Markdown of own stories', () => {
  const render = (source: string, lang: 'en' | 'sv' = 'en') => renderToStaticMarkup(createElement(Markdown, { source, lang }));

  it('renders paragraphs, headings one level down, lists, emphasis, code and links', () => {
    const html = render(
      '# Title\n\nSome **bold** and *em* and `code`.\nSame paragraph.\n\n- one\n- two [link](https://example.org)\n\n1. first\n2. second\n\n> quoted',
    );
    expect(html).toBe(
      '<h2>Title</h2><p>Some <strong>bold</strong> and <em>em</em> and <code>code</code>. Same paragraph.</p>' +
        '<ul><li>one</li><li>two <a href="https://example.org">link</a></li></ul><ol><li>first</li><li>second</li></ol>' +
        '<blockquote><p>quoted</p></blockquote>',
    );
  });

  it('escapes HTML and refuses unsafe link targets', () => {
    const html = render('<script>alert(1)</script> [x](javascript:alert(1)) [y](//evil.test/)');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toMatch(/href="(javascript|\/\/)/);
  });

  it('sends site links to the page language', () => {
    expect(safeHref('/markets/', 'sv')).toBe('/sv/markets/');
    expect(safeHref('/api/v1/news.json', 'sv')).toBe('/api/v1/news.json');
    expect(safeHref('/markets/', 'en')).toBe('/markets/');
    expect(safeHref('mailto:desk@example.org', 'fi')).toBe('mailto:desk@example.org');
    expect(safeHref('data:text/html,x', 'en')).toBeNull();
  });

  it('leaves snake_case words alone', () => {
    expect(render('see browser_json_seconds and a_b_c')).toBe('<p>see browser_json_seconds and a_b_c</p>');
  });
});
