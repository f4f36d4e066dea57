import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { describeBuilt } from '@/tests/helpers/build';
import { MARKETS_ISLAND_ID, MARKETS_PROPS_ID, type MarketsIslandProps } from '@/components/markets/island-props';
import { LiveMarkets } from '@/components/markets/live-markets';
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
 * and one script file of ours, and its island printed exactly as the browser's first render of it
 * with the props beside it, so hydration finds the same markup and changes nothing.
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
      if (node.properties.type === 'application/json') expect(node.properties.id).toBe(MARKETS_PROPS_ID);
      else if (!inline.has(code)) unknown.push(code.slice(0, 60));
    });
    expect(sources).toEqual([manifest.files.markets]);
    expect(unknown).toEqual([]);
  });

  it.each(LOCALES)('%s: the island is printed as the browser first renders it from its props (the published file\u2019s rows)', (lang) => {
    const html = page(lang);
    const props = islandProps(html);
    const file = JSON.parse(readFileSync(path.join(OUT, 'api', 'v1', 'markets.json'), 'utf8')) as MarketsFile;
    expect(props.built.fileAt).toBe(file.generated_at);
    expect(props.built.view.rows.length).toBeGreaterThan(0);
    knownSeparators(props.context.locale, props.separators);
    // React's server rendering of the browser's component is what hydrateRoot expects to find.
    const island = inner(html, `<div id="${MARKETS_ISLAND_ID}">`, `</div><script type="application/json" id="${MARKETS_PROPS_ID}">`);
    expect(island).toBe(renderToString(createElement(LiveMarkets, props)));
    expect(island).toContain(`<tr data-symbol="${props.built.view.rows[0]!.symbol}"`);
  });

  it.each(LOCALES)('%s: with no market data yet, the page says so in the reader\u2019s words, with no table', (lang) => {
    const html = renderMarketsPage(pageEnvFrom(fixtureSiteData(), contextAt(), lang));
    const m = MESSAGES[lang].markets;
    const props = islandProps(html);
    expect(props.built.view.rows).toEqual([]);
    expect(inner(html, `<div id="${MARKETS_ISLAND_ID}"><div class="markets-live"`, '</p>')).toContain(m.noData);
    expect(html).not.toContain('<tr data-symbol');
    expect(html).toMatch(/<div class="table-scroll"[^>]* hidden=""/);
    // Each exchange is named with what it means for the reader; no technical text outside <details>.
    const status = inner(html, '<section aria-labelledby="exchanges-title"', '</section>');
    for (const exchange of props.built.exchanges) expect(status).toContain(exchange.name);
    expect(status.replace(/<details>[\s\S]*?<\/details>/g, '')).not.toMatch(/network error|ENOTFOUND|https?:\/\/api\./);
  });
});

/** The island's props, from the JSON block the build writes beside it. */
function islandProps(html: string): MarketsIslandProps {
  return JSON.parse(
    inner(html, `<script type="application/json" id="${MARKETS_PROPS_ID}">`, '</script>').replace(/\\u003c/g, '<'),
  ) as MarketsIslandProps;
}
