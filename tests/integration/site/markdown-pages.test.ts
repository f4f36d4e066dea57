import { readFileSync } from 'node:fs';
import type { Element } from 'hast';
import { toText } from 'hast-util-to-text';
import { visit } from 'unist-util-visit';
import { expect, it } from 'vitest';
import { describeBuilt } from '@/tests/helpers/build';
import { LEAF_PAGES } from '@/components/pages/leaf-pages';
import { ASSET_MANIFEST_FILE, type AssetManifest } from '@/lib/pages/asset-manifest';
import { pageEnvFrom } from '@/lib/pages/page-env';
import { activePartsOf, elementWithClass, parsePage } from '../../fixtures/active-html';
import { ISSUE_ID, OWN_STORY_ID, rawWithBody } from '../../fixtures/hostile-content';
import { HOSTILE_MARKDOWN, SENTINEL } from '../../fixtures/hostile-markdown';
import { contextAt, fixtureSiteData } from '../../fixtures/site-data';

/**
 * The real story and newsletter leaf pages, rendered by the same code as the export and the
 * server routes, from content carrying hostile Markdown: the body (`.prose`) has nothing active
 * in it, and the page's only scripts are the site's own inline ones. Needs the built assets
 * (`npm run build:assets`, part of every build; `npm test` builds first).
 */

function page(pattern: string) {
  const found = LEAF_PAGES.find((leaf) => leaf.pattern === pattern);
  if (!found) throw new Error(`no leaf page ${pattern}`);
  return found;
}

describeBuilt('Markdown bodies on the leaf pages', ASSET_MANIFEST_FILE, () => {
  const story = page('news/{id}');
  const issue = page('newsletters/{id}');
  const ownScripts = () => {
    const manifest = JSON.parse(readFileSync(ASSET_MANIFEST_FILE, 'utf8')) as AssetManifest;
    return new Set(Object.values(manifest.scripts).map((script) => script.code));
  };

  function checkPage(html: string | null, label: string, allowed: ReadonlySet<string>): Element {
    expect(html, label).not.toBeNull();
    const tree = parsePage(html ?? '');
    const prose = elementWithClass(tree, 'prose');
    if (!prose) throw new Error(`${label}: no .prose body`);
    expect(activePartsOf(prose), label).toEqual([]);
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'script') return;
      const code = node.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
      expect(node.properties.src, label).toBeUndefined();
      if (node.properties.type !== 'application/ld+json')
        expect(allowed.has(code), `${label}: foreign script ${code.slice(0, 80)}`).toBe(true);
    });
    return prose;
  }

  it.each(HOSTILE_MARKDOWN)('%s: inert on the story and newsletter pages', (_name, markdown) => {
    const allowed = ownScripts();
    const data = fixtureSiteData(rawWithBody(markdown));
    for (const lang of ['en', 'sv'] as const) {
      const env = pageEnvFrom(data, contextAt(), lang);
      for (const [leaf, key] of [
        [story, OWN_STORY_ID],
        [issue, ISSUE_ID],
      ] as const) {
        const prose = checkPage(leaf.render(env, key), `${leaf.pattern} ${lang}`, allowed);
        expect(toText(prose)).toContain(SENTINEL);
      }
    }
  });

  it('localises site links to the reader and keeps one h1', () => {
    const markdown = '# Heading\n\n[markets](https://desk.test/markets/) [data](/api/v1/news.json) [story](/news/older-story/)';
    const data = fixtureSiteData(rawWithBody(markdown));
    const links = (html: string | null) => {
      const tree = parsePage(html ?? '');
      const hrefs: string[] = [];
      let h1 = 0;
      visit(tree, 'element', (node: Element) => {
        if (node.tagName === 'h1') h1 += 1;
      });
      const prose = elementWithClass(tree, 'prose');
      if (prose) visit(prose, 'element', (node: Element) => void (node.tagName === 'a' && hrefs.push(String(node.properties.href))));
      return { h1, hrefs };
    };
    for (const leaf of [story, issue]) {
      const key = leaf === story ? OWN_STORY_ID : ISSUE_ID;
      expect(links(leaf.render(pageEnvFrom(data, contextAt(), 'da'), key))).toEqual({
        h1: 1,
        hrefs: ['/da/markets/', '/api/v1/news.json', '/da/news/older-story/'],
      });
      expect(links(leaf.render(pageEnvFrom(data, contextAt(), 'en'), key)).hrefs).toEqual([
        '/markets/',
        '/api/v1/news.json',
        '/news/older-story/',
      ]);
    }
  });
});
