import type { Element, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { visit } from 'unist-util-visit';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { describeBuilt } from '@/tests/helpers/build';
import { LEAF_PAGES } from '@/components/pages/leaf-pages';
import { RulesBody } from '@/components/sections/rules-body';
import { ContentError } from '@/lib/content/errors';
import { validateContent } from '@/lib/content/validate';
import { LOCALES } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/messages';
import { aboutFor } from '@/lib/pages/about';
import { SECTIONS } from '@/lib/core/sections';
import { pageEnvFrom } from '@/lib/pages/page-env';
import { ASSET_MANIFEST_FILE } from '@/lib/pages/asset-manifest';
import { pagePath } from '@/lib/urls';
import { parsePage } from '../../fixtures/active-html';
import { cloneRaw, fixtureRawContent } from '../../fixtures/content';
import { contextAt, fixtureSiteData } from '../../fixtures/site-data';

/**
 * The new sections' rules, on the real components with fixture content: the rules page in both
 * states of content/rules/rules.yaml, the about text's checks and fallback, the story page's list
 * of every outlet, the who's who entry pages and the header menu on a leaf page.
 */

function elements(tree: Root | Element, test: (el: Element) => boolean): Element[] {
  const out: Element[] = [];
  visit(tree, 'element', (node: Element) => {
    if (test(node)) out.push(node);
  });
  return out;
}

const hasClass = (className: string) => (el: Element) =>
  Array.isArray(el.properties.className) && el.properties.className.includes(className);

function leafPage(pattern: string) {
  const found = LEAF_PAGES.find((leaf) => leaf.pattern === pattern);
  if (!found) throw new Error(`no leaf page ${pattern}`);
  return found;
}

describe('/rules/', () => {
  it.each(LOCALES)('%s: a placeholder says "under review" and links to no rules.json', (lang) => {
    const env = pageEnvFrom(fixtureSiteData(), contextAt(), lang);
    const html = renderToStaticMarkup(createElement(RulesBody, { env }));
    expect(html).toContain(MESSAGES[lang].rules.underReview);
    expect(html).not.toContain('rules.json');
  });

  it.each(LOCALES)("%s: published rules show the map per country, in the reader's language, and link to rules.json", (lang) => {
    const raw = cloneRaw(fixtureRawContent());
    // The rules map as published (content/rules/rules.yaml): five countries and the EU part.
    const published = parseYaml(readFileSync('content/rules/rules.yaml', 'utf8')) as {
      countries: Array<{ country: string; summary: string; summary_i18n: Record<string, string> }>;
    };
    raw.Rules = [{ file: 'rules/rules.yaml', data: published }];
    const env = pageEnvFrom(fixtureSiteData(raw), contextAt(), lang);
    const tree = parsePage(renderToStaticMarkup(createElement(RulesBody, { env })));
    const text = toText(tree);
    expect(text).not.toContain(MESSAGES[lang].rules.underReview);
    const headings = elements(tree, (el) => el.tagName === 'h2').map((h2) => toText(h2));
    const countries = MESSAGES[lang].countries as Record<string, string>;
    expect(headings).toEqual(expect.arrayContaining(published.countries.map((row) => countries[row.country]!)));
    for (const row of published.countries) expect(text).toContain(lang === 'en' ? row.summary : row.summary_i18n[lang]);
    const links = elements(tree, (el) => el.tagName === 'a').map((a) => a.properties.href);
    expect(links).toContain('/api/v1/rules.json');
  });
});

describe('about text (content/about/<lang>.md)', () => {
  it('falls back to English for a language without a translation, and uses the translation otherwise', () => {
    const data = fixtureSiteData();
    expect(aboutFor(data.content.about, 'sv')).toMatchObject({ lang: 'sv', fallback: false });
    expect(aboutFor(data.content.about, 'fi')).toMatchObject({ lang: 'en', fallback: true });
    expect(aboutFor(data.content.about, 'fi').text.markdown).toContain('Who we are');
    expect(aboutFor(data.content.about, 'en')).toMatchObject({ lang: 'en', fallback: false });
  });

  function problemsOf(change: (raw: ReturnType<typeof fixtureRawContent>) => void): string {
    const raw = cloneRaw(fixtureRawContent());
    change(raw);
    try {
      validateContent(raw);
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      return (error as Error).message;
    }
    throw new Error('the content was accepted');
  }

  it('a missing English text fails, naming the file', () => {
    const message = problemsOf((raw) => {
      raw.About = raw.About.filter((doc) => doc.file !== 'about/en.md');
    });
    expect(message).toContain('content/about/en.md: (file): is missing');
  });

  it('an empty body fails, naming the file', () => {
    const message = problemsOf((raw) => {
      raw.About = raw.About.map((doc) => (doc.file === 'about/sv.md' ? { ...doc, markdown: { raw: '  \n' } } : doc));
    });
    expect(message).toContain('content/about/sv.md: (body): the about text is empty');
  });

  it('a bad date and an unknown field fail, naming file and field', () => {
    const message = problemsOf((raw) => {
      raw.About = raw.About.map((doc) => (doc.file === 'about/en.md' ? { ...doc, data: { updated: '20 Nov', title: 'x' } } : doc));
    });
    expect(message).toMatch(/content\/about\/en\.md: updated: /);
    expect(message).toContain('content/about/en.md: (file):');
    expect(message).toContain('title');
  });
});

// Leaf pages print the asset manifest's stylesheet and inline scripts: `npm run build:assets`.
describeBuilt('leaf pages of the new sections', ASSET_MANIFEST_FILE, () => {
  const data = fixtureSiteData();
  const ctx = contextAt();

  it.each(LOCALES)('%s: the story page lists every outlet by country, each with headline, time and paywall, and by time', (lang) => {
    const m = MESSAGES[lang];
    const html = leafPage('news/{id}').render(pageEnvFrom(data, ctx, lang), 'shared-story');
    const tree = parsePage(html ?? '');
    const section = elements(tree, hasClass('every-outlet'))[0];
    if (!section) throw new Error('no every-outlet section');
    const byCountry = elements(section, hasClass('outlets-by-country'))[0]!;
    const groups = elements(byCountry, (el) => el.tagName === 'h3').map((h) => toText(h));
    expect(groups).toEqual([m.countries.NO, m.countries.EU]);
    const countryItems = elements(byCountry, (el) => el.tagName === 'li').map((li) => toText(li));
    expect(countryItems).toHaveLength(3);
    // The primary's headline heads the page already: its item gives the outlet and facts, not the headline again.
    expect(countryItems[0]).not.toContain('Finanstilsynet med MiCA-veileder');
    expect(countryItems[0]!.startsWith('E24 · ')).toBe(true);
    expect(countryItems[0]).toContain(m.news.paywall);
    expect(countryItems[0]).toContain(m.news.primaryMark);
    expect(countryItems[1]).toContain('Veileder om MiCA');
    expect(countryItems[1]).not.toContain(m.news.paywall);
    const byTime = elements(section, hasClass('outlets-by-time'))[0]!;
    const timeItems = elements(byTime, (el) => el.tagName === 'li').map((li) => toText(li));
    // 07:00Z (ft-no), 07:30Z (e24), 09:00Z (reuters).
    expect(timeItems.map((t) => t.split(' ')[0])).toEqual(['Veileder', 'E24', 'Norway']);
    const times = elements(byTime, (el) => el.tagName === 'time').map((t) => t.properties.dateTime);
    expect(times).toEqual(['2026-11-20T08:00:00+01:00', '2026-11-20T08:30:00+01:00', '2026-11-20T09:00:00Z']);
    const radios = elements(section, (el) => el.tagName === 'input');
    expect(radios.map((r) => [r.properties.value, r.properties.checked === true])).toEqual([
      ['country', true],
      ['time', false],
    ]);
  });

  it.each(LOCALES)('%s: every who\u2019s who entry has a page with its relations and its JSON', (lang) => {
    const page = leafPage('orgchart/{id}');
    expect(page.keys(data)).toEqual(['finanstilsynet', 'norges-bank']);
    const html = page.render(pageEnvFrom(data, ctx, lang), 'finanstilsynet') ?? '';
    const tree = parsePage(html);
    expect(toText(elements(tree, (el) => el.tagName === 'h1')[0]!)).toBe('Finanstilsynet');
    const hrefs = elements(tree, (el) => el.tagName === 'a').map((a) => String(a.properties.href));
    expect(hrefs).toContain('/api/v1/orgchart/finanstilsynet.json');
    expect(hrefs).toContain(pagePath(lang, 'orgchart/norges-bank'));
    expect(toText(tree)).toContain('cooperates with');
    expect(page.render(pageEnvFrom(data, ctx, lang), 'no-such-entity')).toBeNull();
  });

  it.each(LOCALES)('%s: the header menu on a leaf page reaches every section, the rest in a <details>', (lang) => {
    const m = MESSAGES[lang];
    const html = leafPage('orgchart/{id}').render(pageEnvFrom(data, ctx, lang), 'norges-bank') ?? '';
    const tree = parsePage(html);
    const nav = elements(tree, (el) => el.tagName === 'nav' && el.properties.ariaLabel === m.site.mainNav)[0]!;
    const hrefs = elements(nav, (el) => el.tagName === 'a').map((a) => String(a.properties.href));
    expect([...new Set(hrefs)].sort()).toEqual(SECTIONS.map((s) => pagePath(lang, s.path)).sort());
    // A link listed twice is the phone's copy under "More" of a section the phone row leaves out.
    const phoneCopies = elements(nav, hasClass('menu-phone-only')).flatMap((li) => elements(li, (el) => el.tagName === 'a'));
    const wideOnly = elements(nav, hasClass('menu-wide-only')).flatMap((li) => elements(li, (el) => el.tagName === 'a'));
    expect(phoneCopies.length).toBeGreaterThan(0);
    expect(phoneCopies.map((a) => a.properties.href)).toEqual(wideOnly.map((a) => a.properties.href));
    expect(hrefs.length).toBe(SECTIONS.length + phoneCopies.length);
    const details = elements(nav, (el) => el.tagName === 'details')[0]!;
    expect(toText(elements(details, (el) => el.tagName === 'summary')[0]!)).toBe(`${m.site.moreSections}: ${m.nav.orgchart}`);
    const current = elements(nav, (el) => el.properties.ariaCurrent === 'page').map((a) => a.properties.href);
    expect(current).toEqual([pagePath(lang, 'orgchart')]);
  });

  it.each(LOCALES)('%s: the month calendar has a page per month with every event on its local day, and prev/next links', (lang) => {
    const page = leafPage('events/month/{month}');
    const months = page.keys(data);
    expect(months.length).toBeGreaterThan(1);
    const env = pageEnvFrom(data, ctx, lang);
    for (const [index, month] of months.entries()) {
      const tree = parsePage(page.render(env, month) ?? '');
      const links = elements(tree, (el) => el.tagName === 'a').map((a) => String(a.properties.href));
      const expected = data.content.events.filter((event) => event.start.startsWith(month));
      for (const event of expected) expect(links, `${month} ${event.id}`).toContain(pagePath(lang, `events/${event.id}`));
      const nav = elements(tree, (el) => el.tagName === 'nav' && el.properties.ariaLabel === MESSAGES[lang].events.calendar)[0]!;
      const navLinks = elements(nav, (el) => el.tagName === 'a').map((a) => String(a.properties.href));
      const want = [months[index - 1], months[index + 1]].filter(Boolean).map((m) => pagePath(lang, `events/month/${m}`));
      expect(navLinks).toEqual(want);
      expect(elements(tree, (el) => el.tagName === 'table')).toHaveLength(1);
    }
    expect(page.render(env, '2026-13')).toBeNull();
    expect(page.render(env, '1999-01')).toBeNull();
  });
});
