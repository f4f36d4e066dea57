import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import { visit } from 'unist-util-visit';
import { expect, it } from 'vitest';
import { fmt as fill } from '@/lib/i18n/fmt';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/messages';
import { pagePath } from '@/lib/urls';
import { describeBuilt } from '@/tests/helpers/build';
import { ID_DOCUMENTS, pageIds, TITLE_WITHOUT_HEADING, TRANSLATED } from '@/tests/helpers/page-types';
import { parsePage } from '../../fixtures/active-html';

/**
 * The translation facts of one page of every type, in every language, as the HTML of the export
 * says them (what `npm start` and a plain host send, before any script): `<html lang>`, the
 * translated heading, the `<title>`, the canonical link and the eight hreflang alternates, and the
 * 404 page `npm start` serves under each language. The browser walk (site-walk.spec.ts) keeps what
 * needs a browser on the same pages: the visible navigation, the fit at both widths, axe, and the
 * plain host's one 404 page, which its script translates.
 */
const OUT = path.resolve('out');
const ids = () => pageIds(ID_DOCUMENTS.map((file) => JSON.parse(readFileSync(path.join(OUT, 'api', 'v1', file), 'utf8'))));
const page = (file: string): Root => parsePage(readFileSync(path.join(OUT, file), 'utf8'));
const text = (el: Element) => toText(el).replace(/\s+/g, ' ').trim();
const classes = (el: Element) => ([] as unknown[]).concat(el.properties.className ?? []).map(String);
const rels = (el: Element) => ([] as unknown[]).concat(el.properties.rel ?? []).map(String);

function all(tree: Root | Element, test: (el: Element) => boolean): Element[] {
  const found: Element[] = [];
  visit(tree, 'element', (node: Element) => {
    if (test(node)) found.push(node);
  });
  return found;
}

const tag = (name: string) => (el: Element) => el.tagName === name;
const htmlLang = (tree: Root) => String(all(tree, tag('html'))[0]?.properties.lang ?? '');
const title = (tree: Root) => all(all(tree, tag('head'))[0]!, tag('title')).map(text);
const links = (tree: Root, rel: string) => all(tree, (el) => el.tagName === 'link' && rels(el).includes(rel));

describeBuilt('what each page type says in each language, in its HTML', path.join(OUT, 'index.html'), () => {
  const known = ids();

  it.each(LOCALES)('%s: <html lang>, the translated heading and title, canonical and hreflang alternates', (lang: Locale) => {
    const m = MESSAGES[lang];
    for (const type of TRANSLATED) {
      const urlPath = pagePath(lang, type.path(known));
      const label = `${lang} ${type.name} ${urlPath}`;
      const tree = page(path.join(urlPath, 'index.html'));
      expect(htmlLang(tree), label).toMatch(new RegExp(`^${lang}`));
      const heading = type.heading(m, known, lang);
      if (type.name === 'event') {
        const facts = all(tree, (el) => el.tagName === 'dl' && classes(el).includes('facts'));
        expect(text(all(facts[0]!, tag('dt'))[0]!), label).toBe(m.events.when);
      } else if (type.name === 'events month') {
        expect(
          all(tree, (el) => el.tagName === 'nav' && el.properties.ariaLabel === m.events.calendar),
          label,
        ).toHaveLength(1);
        expect(all(tree, tag('h1')).map(text).join(' | '), label).toContain(m.events.monthTitle.split('{month}')[0]!.trim());
      } else if (type.name === 'newsletter issue') {
        const kicker = all(tree, (el) => classes(el).includes('kicker')).map(text);
        expect(kicker.join(' | '), label).toContain(fill(m.newsletters.issue, { number: known.issue.number }));
      } else {
        const named = all(tree, tag(`h${heading.level}`)).filter((el) => text(el) === heading.text);
        expect(named.length, `${label}: an h${heading.level} "${heading.text}"`).toBeGreaterThan(0);
      }
      expect(title(tree), label).toHaveLength(1);
      expect(title(tree)[0], label).toMatch(/Nordic Crypto Desk/);
      if (!TITLE_WITHOUT_HEADING.includes(type.name)) expect(title(tree)[0], label).toContain(heading.text);
      const canonical = links(tree, 'canonical').map((l) => new URL(String(l.properties.href)).pathname);
      expect(canonical, label).toEqual([urlPath]);
      const alternates = links(tree, 'alternate')
        .filter((l) => l.properties.hrefLang !== undefined)
        .map((l) => [String(l.properties.hrefLang), new URL(String(l.properties.href)).pathname] as const);
      expect(alternates.map(([hreflang]) => hreflang).sort(), label).toEqual([...LOCALES, 'x-default'].sort());
      for (const [hreflang, href] of alternates)
        expect(href, `${label} ${hreflang}`).toBe(pagePath(hreflang === 'x-default' ? 'en' : (hreflang as Locale), type.path(known)));
    }
  });

  it.each(LOCALES)("%s: the 404 page npm start serves under the language's paths", (lang: Locale) => {
    const m = MESSAGES[lang];
    const file = lang === 'en' ? '404.html' : path.join(lang, '404.html');
    const tree = page(file);
    expect(htmlLang(tree), file).toMatch(new RegExp(`^${lang}`));
    expect(all(tree, tag('h1')).map(text), file).toContain(m.notFound.title);
    expect(title(tree)[0], file).toContain(m.notFound.title);
  });
});
