import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { expect, it } from 'vitest';
import { describeBuilt } from '@/tests/helpers/build';
import { LEAF_PAGES } from '@/components/pages/leaf-pages';
import { loadSiteData } from '@/lib/data/load';
import { LOCALES } from '@/lib/i18n/locales';
import { ASSET_MANIFEST_FILE, type AssetManifest } from '@/lib/pages/asset-manifest';
import { leafPath } from '@/lib/pages/routes';
import { pagePath } from '@/lib/urls';

/**
 * Every leaf page of the static export (every kind of the registry in lib/pages/routes.ts, every key, every
 * language), parsed with a real HTML parser: one HTML file, no framework runtime, no RSC payload,
 * no script but our own inline ones (whose hashes the build recorded) and JSON data blocks.
 */
const OUT = path.resolve('out');
const parser = unified().use(rehypeParse);

interface Finding {
  readonly page: string;
  readonly problem: string;
}

function inspect(file: string, allowedScripts: ReadonlySet<string>): string[] {
  const html = readFileSync(file, 'utf8');
  const problems: string[] = [];
  if (html.includes('self.__next_f') || html.includes('__NEXT_DATA__') || html.includes('/_next/'))
    problems.push('framework payload or Next asset');
  const tree = parser.parse(html) as Root;
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'script') {
      if (node.properties.src !== undefined) problems.push(`<script src=${String(node.properties.src)}>`);
      const type = String(node.properties.type ?? '');
      const code = node.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
      const isData = type === 'application/json' || type === 'application/ld+json';
      if (!isData && !allowedScripts.has(code)) problems.push(`unknown inline script: ${code.slice(0, 60)}`);
    }
    if (node.tagName === 'link') {
      const rel = ([] as unknown[]).concat(node.properties.rel ?? []).map(String);
      if (rel.includes('modulepreload') || (rel.includes('preload') && node.properties.as === 'script')) problems.push('script preload');
    }
  });
  return problems;
}

describeBuilt('leaf pages of the static export', path.join(OUT, 'index.html'), () => {
  it('every leaf page is one plain HTML file with no framework runtime', () => {
    const manifest = JSON.parse(readFileSync(ASSET_MANIFEST_FILE, 'utf8')) as AssetManifest;
    const allowed = new Set(Object.values(manifest.scripts).map((script) => script.code));
    const data = loadSiteData();
    const findings: Finding[] = [];
    let checked = 0;
    for (const page of LEAF_PAGES) {
      const keys = page.keys(data);
      expect(keys.length, page.pattern).toBeGreaterThan(0);
      for (const key of keys) {
        for (const lang of LOCALES) {
          const dir = path.join(OUT, pagePath(lang, leafPath(page, key)));
          const file = path.join(dir, 'index.html');
          if (!existsSync(file)) {
            findings.push({ page: dir, problem: 'missing' });
            continue;
          }
          // The page's own folder holds its HTML and only other pages' folders or files of
          // their own (an event's event.ics): never Next's per-page payload files.
          const extra = readdirSync(dir).filter((name) => /^index\.txt$|^__next\./.test(name));
          if (extra.length > 0) findings.push({ page: dir, problem: `payload files: ${extra.join(', ')}` });
          for (const problem of inspect(file, allowed)) findings.push({ page: file, problem });
          checked++;
        }
      }
    }
    expect(findings).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('every story, event and newsletter issue page has a description of its own, in every language', () => {
    // A page without its own text once fell back to the site's description (the home page's), so
    // thousands of event pages shared one: search engines show it and treat the pages as duplicates.
    const data = loadSiteData();
    const description = (file: string): string => {
      let found = '';
      visit(parser.parse(readFileSync(file, 'utf8')) as Root, 'element', (node: Element) => {
        if (node.tagName === 'meta' && node.properties.name === 'description') found = String(node.properties.content ?? '');
      });
      return found;
    };
    const generic: Array<{ page: string; description: string }> = [];
    let checked = 0;
    for (const lang of LOCALES) {
      const site = description(path.join(OUT, pagePath(lang, ''), 'index.html'));
      expect(site, lang).not.toBe('');
      for (const page of LEAF_PAGES.filter((p) => ['news/{id}', 'events/{id}', 'newsletters/{id}'].includes(p.pattern))) {
        for (const key of page.keys(data)) {
          const file = path.join(OUT, pagePath(lang, leafPath(page, key)), 'index.html');
          const own = description(file);
          if (own === '' || own === site) generic.push({ page: file, description: own });
          checked++;
        }
      }
    }
    expect(generic).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('English lives at the root: the export has no /en/ folder', () => {
    expect(existsSync(path.join(OUT, 'en'))).toBe(false);
    expect(existsSync(path.join(OUT, 'news', 'index.html'))).toBe(true);
  });

  it('the inspection itself catches a framework page', () => {
    // A section page is a Next page with its runtime: the same check must object to it.
    expect(inspect(path.join(OUT, 'news', 'index.html'), new Set()).length).toBeGreaterThan(0);
  });
});
