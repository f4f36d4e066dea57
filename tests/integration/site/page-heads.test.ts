import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { expect, it } from 'vitest';
import { describeBuilt } from '@/tests/helpers/build';
import { SECTION_PATHS } from '@/lib/core/sections';
import { pagePath } from '@/lib/urls';
import { parsePage } from '../../fixtures/active-html';
import { KNOWN_ID_DOCUMENTS, knownIds, leafPaths } from '@/tests/helpers/leaf-samples';

/**
 * What the HTML of a page says before any script runs, read from the export that `npm start` and
 * a plain host both serve (route-tree.spec.ts checks that they send a leaf page's bytes alike):
 * every section and leaf page has headings, `<html lang>` and all eight language alternates; every
 * kind of page's head links the manifest, both feeds of its language, the icons, one Open Graph
 * locale, and on the API page the service links. (Browser tests keep what needs a browser.)
 */
const OUT = path.resolve('out');
const LANGS_CHECKED = ['en', 'sv', 'is'] as const;

function known() {
  return knownIds(KNOWN_ID_DOCUMENTS.map((file) => JSON.parse(readFileSync(path.join(OUT, 'api', 'v1', file), 'utf8'))));
}

/** The page a URL path names, parsed as a document. */
function page(urlPath: string): Root {
  return parsePage(readFileSync(path.join(OUT, urlPath, 'index.html'), 'utf8'));
}

function elements(tree: Root | Element, test: (el: Element) => boolean): Element[] {
  const found: Element[] = [];
  visit(tree, 'element', (node: Element) => {
    if (test(node)) found.push(node);
  });
  return found;
}

const list = (value: unknown): string[] => ([] as unknown[]).concat(value ?? []).map(String);
const attr = (el: Element, name: string): string | null => (el.properties[name] === undefined ? null : String(el.properties[name]));

function head(tree: Root) {
  const headEl = elements(tree, (el) => el.tagName === 'head')[0]!;
  const links = elements(headEl, (el) => el.tagName === 'link').map((l) => ({
    rel: list(l.properties.rel).join(' '),
    href: attr(l, 'href'),
    type: attr(l, 'type'),
  }));
  const meta = (property: string) =>
    elements(headEl, (el) => el.tagName === 'meta' && attr(el, 'property') === property).map((m) => attr(m, 'content'));
  return { links, locale: meta('og:locale'), alternates: meta('og:locale:alternate') };
}

describeBuilt('the HTML every page sends', path.join(OUT, 'index.html'), () => {
  const k = known();
  const leaves = leafPaths(k);

  it.each(LANGS_CHECKED)('%s: every section and leaf page has headings, its language and all alternates', (lang) => {
    for (const p of [...SECTION_PATHS, ...leaves]) {
      const url = pagePath(lang, p);
      const tree = page(url);
      expect(
        elements(tree, (el) => ['h1', 'h2', 'h3'].includes(el.tagName)),
        url,
      ).not.toHaveLength(0);
      const alternates = elements(
        tree,
        (el) => el.tagName === 'link' && list(el.properties.rel).includes('alternate') && attr(el, 'hrefLang') !== null,
      );
      expect(alternates, url).toHaveLength(8);
      const html = elements(tree, (el) => el.tagName === 'html')[0]!;
      expect(attr(html, 'lang')?.startsWith(lang), url).toBe(true);
    }
  });

  it.each(LANGS_CHECKED)('%s: head links to the manifest, both feeds of the language, the icons and one Open Graph locale', (lang) => {
    const feed = (file: string) => `${pagePath(lang)}${file}`;
    for (const p of ['', 'news', 'api', `news/${k.story}`, `events/${k.event}`, 'news/country/FI']) {
      const url = pagePath(lang, p);
      const { links, locale, alternates } = head(page(url));
      const link = (rel: string, type?: string) => links.filter((l) => l.rel === rel && (!type || l.type === type));
      expect(
        link('manifest').map((l) => l.href),
        url,
      ).toEqual(['/manifest.webmanifest']);
      // A list page with a feed of its own names that one first, then the language's feed.
      const own = (file: string) => (p === 'news/country/FI' ? [`${pagePath(lang, p)}${file}`] : []);
      expect(
        link('alternate', 'application/rss+xml').map((l) => new URL(l.href!).pathname),
        url,
      ).toEqual([...own('feed.xml'), feed('feed.xml')]);
      expect(
        link('alternate', 'application/feed+json').map((l) => new URL(l.href!).pathname),
        url,
      ).toEqual([...own('feed.json'), feed('feed.json')]);
      expect(link('apple-touch-icon'), url).toHaveLength(1);
      expect(locale, url).toHaveLength(1);
      // The other languages are named by hreflang links, not by og:locale:alternate (page weight).
      expect(alternates, url).toHaveLength(0);
      const service = (rel: string) => link(rel).map((l) => new URL(l.href!).pathname);
      if (p === 'api') {
        expect(service('service-desc'), url).toEqual(['/api/v1/openapi.json']);
        expect(service('service-doc'), url).toEqual([pagePath(lang, 'api')]);
        expect(service('api-catalog'), url).toEqual(['/.well-known/api-catalog']);
      } else {
        expect(service('service-desc'), url).toEqual([]);
      }
    }
  });
});
