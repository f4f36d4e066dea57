import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { describeBuilt } from '@/tests/helpers/build';
import { printTable } from '@/components/markets/live-table';
import { MARKETS_CONFIG_ID, type MarketsPageConfig } from '@/components/markets/page-config';
import { PART_NAMES } from '@/components/markets/part-names';
import { LOCALES } from '@/lib/i18n/locales';
import type { MarketsFile } from '@/lib/markets/markets-file';
import { ASSET_MANIFEST_FILE, type AssetManifest } from '@/lib/pages/asset-manifest';
import { knownSeparators } from '@/lib/pages/format';
import { pagePath } from '@/lib/urls';
import { renderMarketsPage } from '@/components/pages/markets-page';
import { MESSAGES } from '@/lib/i18n/messages';
import { pageEnvFrom } from '@/lib/pages/page-env';
import { contextAt, fixtureSiteData } from '../../fixtures/site-data';

/**
 * The markets page of the static export, in every language: plain HTML with no framework runtime
 * and one script file of ours, and printed exactly as its worker prints the same data, so the
 * page's first reload redraws no row that did not change (components/markets/table-rows.ts).
 */
const OUT = path.resolve('out');
const parser = unified().use(rehypeParse);

function page(lang: (typeof LOCALES)[number]): string {
  return readFileSync(path.join(OUT, pagePath(lang, 'markets'), 'index.html'), 'utf8');
}

/** The markup between an opening tag and the closing tag that ends it (no nesting of the same name inside). */
function inner(html: string, open: string, close: string): string {
  const start = html.indexOf(open);
  expect(start, open).toBeGreaterThan(-1);
  const end = html.indexOf(close, start + open.length);
  return html.slice(start + open.length, end);
}

describeBuilt('the markets page of the static export', path.join(OUT, 'markets', 'index.html'), () => {
  it.each(LOCALES)('%s: plain HTML, no framework; its one script file is the markets script', (lang) => {
    const html = page(lang);
    expect(html).not.toContain('self.__next_f');
    expect(html).not.toContain('/_next/');
    const manifest = JSON.parse(readFileSync(ASSET_MANIFEST_FILE, 'utf8')) as AssetManifest;
    const inline = new Set(Object.values(manifest.scripts).map((script) => script.code));
    const sources: string[] = [];
    const unknown: string[] = [];
    visit(parser.parse(html) as Root, 'element', (node: Element) => {
      if (node.tagName !== 'script') return;
      if (node.properties.src !== undefined) {
        expect(node.properties.type).toBe('module');
        sources.push(String(node.properties.src));
        return;
      }
      const code = node.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
      if (node.properties.type === 'application/json') expect(node.properties.id).toBe(MARKETS_CONFIG_ID);
      else if (!inline.has(code)) unknown.push(code.slice(0, 60));
    });
    expect(sources).toEqual([manifest.files.markets]);
    expect(unknown).toEqual([]);
  });

  it.each(LOCALES)('%s: the rows, tiles and exchanges are printed as the worker prints the published file', (lang) => {
    const html = page(lang);
    const config = JSON.parse(
      inner(html, `<script type="application/json" id="${MARKETS_CONFIG_ID}">`, '</script>').replace(/\\u003c/g, '<'),
    ) as MarketsPageConfig;
    const file = JSON.parse(readFileSync(path.join(OUT, 'api', 'v1', 'markets.json'), 'utf8')) as MarketsFile;
    expect(config.generatedAt).toBe(file.generated_at);
    // The page knows when each exchange last answered, as the file says (a failed one says so).
    expect(config.exchanges.map((e) => [e.id, e.last_ok_at])).toEqual(file.exchanges.map((e) => [e.id, e.last_ok_at]));
    knownSeparators(config.context.locale, config.separators);
    const printed = printTable(
      { file, exchanges: config.exchanges, live: [], changes: null, fileAt: file.generated_at, context: config.context },
      renderToStaticMarkup,
    );
    expect(printed.rows.length).toBeGreaterThan(0);
    expect(printed.rows.map(({ html: _html, ...meta }) => meta)).toEqual(config.rows);
    expect(inner(html, '<tbody>', '</tbody>')).toBe(printed.rows.map((row) => row.html).join(''));
    // The summary, the exchanges' status and the tiles as printed; the notes differ only by the
    // line for readers without JavaScript, which the page's script removes.
    const [summary, , status, tiles] = PART_NAMES;
    expect(inner(html, `<div data-part="${summary}">`, '</div><fieldset')).toBe(printed.parts.summary);
    expect(inner(html, `<div data-part="${status}">`, `</div><div data-part="${tiles}">`)).toBe(printed.parts.status);
    expect(inner(html, `<div data-part="${tiles}">`, '</div><script')).toBe(printed.parts.tiles);
  });

  it.each(LOCALES)('%s: with no market data yet, the page says so in the reader\u2019s words, with no table', (lang) => {
    const html = renderMarketsPage(pageEnvFrom(fixtureSiteData(), contextAt(), lang));
    const m = MESSAGES[lang].markets;
    const config = JSON.parse(
      inner(html, `<script type="application/json" id="${MARKETS_CONFIG_ID}">`, '</script>').replace(/\\u003c/g, '<'),
    ) as MarketsPageConfig;
    expect(config.rows).toEqual([]);
    expect(inner(html, '<div data-part="summary">', '</div>')).toContain(m.noData);
    expect(html).not.toContain('<tr data-symbol');
    expect(html).toMatch(/<div class="table-scroll"[^>]* hidden=""/);
    // Each exchange is named with what it means for the reader; no technical text outside <details>.
    const status = inner(html, '<div data-part="status">', '</div><div data-part="tiles">');
    for (const exchange of config.exchanges) expect(status).toContain(exchange.name);
    expect(status.replace(/<details>[\s\S]*?<\/details>/g, '')).not.toMatch(/network error|ENOTFOUND|https?:\/\/api\./);
  });
});
