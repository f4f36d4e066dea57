import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { expect, it } from 'vitest';
import { describeBuilt } from '@/tests/helpers/build';
import { fmt } from '@/lib/i18n/fmt';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/messages';
import { formatDate } from '@/lib/pages/format';
import { pagePath } from '@/lib/urls';
import { loadSiteData } from '@/lib/data/load';
import { shownName } from '@/lib/i18n/names';

/** How ESMA's register writes Firi's supervisor. */
const FIRI_AUTHORITY = 'Norwegian Financial Supervisory Authority (Finanstilsynet)';

/**
 * As the static export prints it: each exchange's standing in ESMA's register
 * on the markets page in every language (the reader's country first), the desk's exchanges first
 * on each country page, and every website of the firm lists a link of its own.
 */
const OUT = path.resolve('out');
const parser = unified().use(rehypeParse);

/** The June 2026 file, as the committed seed holds it: whom each exchange may serve (read off the file by hand). */
const SERVES: Readonly<Record<string, readonly string[]>> = { firi: ['NO', 'SE', 'DK'], nbx: [], coinmotion: ['SE', 'FI'] };
const READER: Readonly<Record<Locale, string | null>> = { en: null, nn: 'NO', nb: 'NO', sv: 'SE', da: 'DK', fi: 'FI', is: 'IS' };
const LOCALE_TAG: Readonly<Record<Locale, string>> = {
  en: 'en',
  nn: 'nn-NO',
  nb: 'nb-NO',
  sv: 'sv-SE',
  da: 'da-DK',
  fi: 'fi-FI',
  is: 'is-IS',
};

function tree(file: string): Root {
  return parser.parse(readFileSync(path.join(OUT, file), 'utf8')) as Root;
}

function byId(root: Root, id: string): Element {
  let found: Element | undefined;
  visit(root, 'element', (node: Element) => {
    if (node.properties.id === id) found = node;
  });
  if (!found) throw new Error(`no #${id}`);
  return found;
}

function all(root: Root | Element, test: (node: Element) => boolean): Element[] {
  const found: Element[] = [];
  visit(root, 'element', (node: Element) => {
    if (test(node)) found.push(node);
  });
  return found;
}

const hasClass = (node: Element, name: string) => ([] as unknown[]).concat(node.properties.className ?? []).includes(name);
const fileDate = (): string =>
  (JSON.parse(readFileSync(path.join(OUT, 'api/v1/rules/casps.json'), 'utf8')) as { source: { file_date: string } }).source.file_date;

describeBuilt('each exchange\u2019s standing in the static export', path.join(OUT, 'markets', 'index.html'), () => {
  it.each(LOCALES)('%s: the markets page says whom each exchange may serve, the reader\u2019s country first, with its source', (lang) => {
    const m = MESSAGES[lang];
    const root = tree(path.join(pagePath(lang, 'markets'), 'index.html'));
    const section = all(root, (node) => node.tagName === 'section' && hasClass(node, 'exchange-standing'))[0]!;
    expect(toText(byId(root, 'standing-title'))).toBe(m.register.standingTitle);
    const date = formatDate(LOCALE_TAG[lang], fileDate());
    expect(toText(section)).toContain(fmt(m.register.fileOf, { date }));
    expect(
      all(section, (node) => node.tagName === 'a' && String(node.properties.href).startsWith('https://www.esma.europa.eu/')).length,
    ).toBe(1);
    const items = all(section, (node) => node.tagName === 'li' && typeof node.properties.id === 'string');
    expect(items.map((item) => item.properties.id)).toEqual(['standing-firi', 'standing-nbx', 'standing-coinmotion']);
    for (const item of items) {
      const id = String(item.properties.id).replace('standing-', '');
      const text = toText(item);
      const reader = READER[lang];
      const verdict = all(item, (node) => hasClass(node, 'standing-reader'));
      if (reader === null) expect(verdict, id).toEqual([]);
      else {
        const named = m.register.countryFor[reader as 'NO'];
        const expected = SERVES[id]!.includes(reader)
          ? fmt(m.register.listedFor, { country: named })
          : fmt(m.register.notListedFor, { country: named, date });
        expect(toText(verdict[0]!), `${lang} ${id}`).toBe(expected);
        // Named first: the verdict comes before every other fact of the exchange.
        expect(text.indexOf(expected), `${lang} ${id}`).toBeLessThan(text.indexOf(m.register.homeState.split('{')[0]!) >>> 0);
      }
      if (id === 'nbx') {
        expect(text).toContain(fmt(m.register.notInRegister, { date, name: 'Norwegian Block Exchange AS' }));
        continue;
      }
      const countries = SERVES[id]!.map((code) => m.countries[code as 'NO']);
      for (const country of countries) expect(text, `${lang} ${id}`).toContain(country);
      expect(text).toContain(id === 'firi' ? '9845003B8462B18FHE35' : '743700PZG5RRF7SA4Q58');
      expect(text).toContain(m.register.leiValid);
      // The supervisor by the institutions table (content/site/institutions.yaml), in the reader's words.
      const supervisor = shownName(loadSiteData().institutions, FIRI_AUTHORITY, lang);
      const authority = all(item, (node) => node.tagName === 'span' && toText(node) === supervisor.text);
      if (id === 'firi') {
        expect(authority.length, lang).toBeGreaterThan(0);
        expect(authority[0]?.properties.lang, lang).toBe(supervisor.lang === lang ? undefined : supervisor.lang);
      }
    }
  });

  it('the markets catalogue of the export says the same', () => {
    const catalogue = JSON.parse(readFileSync(path.join(OUT, 'api/v1/markets.json'), 'utf8')) as {
      exchanges: Array<{ id: string; register: { serves: string[]; file_date: string } | null; register_source: { file_date: string } }>;
    };
    expect(Object.fromEntries(catalogue.exchanges.map((e) => [e.id, e.register?.serves ?? []]))).toEqual(SERVES);
    expect(catalogue.exchanges.every((e) => e.register_source.file_date === fileDate())).toBe(true);
  });

  it.each(LOCALES)('%s: each country page lists the desk\u2019s exchanges first, listed or not for that country', (lang) => {
    for (const country of ['NO', 'SE', 'DK', 'FI', 'IS']) {
      const root = tree(path.join(pagePath(lang, `rules/${country.toLowerCase()}`), 'index.html'));
      const lists = all(root, (node) => node.tagName === 'ul' && (hasClass(node, 'desk-exchanges') || hasClass(node, 'register-list')));
      expect(hasClass(lists[0]!, 'desk-exchanges'), `${lang} ${country}`).toBe(true);
      const rows = all(lists[0]!, (node) => node.tagName === 'li');
      expect(rows.map((row) => [row.properties.dataExchange, row.properties.dataListed])).toEqual(
        ['firi', 'nbx', 'coinmotion'].map((id) => [id, SERVES[id]!.includes(country) ? 'yes' : 'no']),
      );
      // A listed exchange links to its entry on the same page.
      for (const link of all(lists[0]!, (node) => node.tagName === 'a' && String(node.properties.href).includes('#firm-'))) {
        byId(root, String(link.properties.href).split('#')[1]!);
      }
    }
  });

  it('links each website of a firm on its own, and no link holds a bar or a space', () => {
    const root = tree(path.join('rules', 'no', 'index.html'));
    const amdax = byId(root, 'firm-724500T7PFN30PF3ZQ87');
    expect(all(amdax, (node) => node.tagName === 'a').map((a) => a.properties.href)).toEqual(
      expect.arrayContaining(['https://www.amdax.com/nl', 'https://www.getnovelist.nl/en']),
    );
    for (const country of ['no', 'se', 'dk', 'fi', 'is']) {
      const hrefs = all(tree(path.join('rules', country, 'index.html')), (node) => node.tagName === 'a').map((a) =>
        String(a.properties.href),
      );
      expect(
        hrefs.filter((href) => /[|\s]/.test(href)),
        country,
      ).toEqual([]);
    }
  });
});
