import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root, Text } from 'hast';
import { describe, expect, it } from 'vitest';
import { NORDIC_LOCALES } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/messages';
import { describeBuilt } from '@/tests/helpers/build';
import { parsePage } from '../../fixtures/active-html';

/**
 * A Nordic page of the starter content shows no headline, title or paragraph in English
 * without a reason, read from the built HTML in out/. nordic-text.test.ts finds English the site
 * owns and English that is not marked as such; this one also looks at text marked `lang="en"`,
 * which the one rule (lib/i18n/shown-text.ts) uses for a fallback to English: on the home, news
 * and events pages and on every story, event and newsletter page in the six languages, such text
 * is a failure, except
 *  - an outlet's own headline where the page lists the outlets (it is what that outlet wrote),
 *    and the other version of a headline shown under it;
 *  - an own story's body shown in English under the note that says so in the reader's language;
 *  - proper names: a headline or title counts from three words (or two with a common English
 *    word), a paragraph only when it reads as English by its common words.
 */
const OUT = path.resolve('out');

const ENGLISH_WORDS = new Set(
  'the and of to is are was were be been with for from this that these not our we you your it its an or as which has have will can by on at there their than into when what who new how'.split(
    ' ',
  ),
);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4']);
const BLOCKS = new Set(['p', 'li', 'dd', 'td', 'figcaption', 'blockquote', 'summary']);
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg', 'code', 'pre']);
/** Where the outlets' own headlines are listed, and the line with a headline's other version. */
const OUTLET_LISTS = ['every-outlet', 'sources', 'other-headline'];

function classes(el: Element): string[] {
  // hast keeps `class` as a list of names.
  const value = el.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function textOf(node: Element | Root): string {
  let out = '';
  for (const child of node.children) {
    if (child.type === 'text') out += (child as Text).value;
    else if (child.type === 'element' && !SKIPPED.has(child.tagName)) out += ` ${textOf(child)} `;
  }
  return out.replace(/\s+/g, ' ').trim();
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-zåäöæøéíóúýþðáü']+/g) ?? [];
}

/**
 * Marked English, a headline or title of three words or more counts (headlines seldom have the
 * common words; a name of two, "Bitcoin Bergen", does not count); a paragraph by its common words.
 */
function readsAsEnglish(text: string, heading: boolean): boolean {
  const all = words(text);
  const english = all.filter((word) => ENGLISH_WORDS.has(word)).length;
  return heading ? all.length >= 3 || (all.length >= 2 && english >= 1) : all.length >= 5 && english >= 2 && english / all.length >= 0.15;
}

const BODY_NOTES = new Set(Object.values(MESSAGES).map((m) => m.news.bodyInEnglish));

/** Headlines, titles and paragraphs shown in English (by `lang` or by their words) without a reason. */
function unexplainedEnglish(tree: Root): string[] {
  const found: string[] = [];
  const walk = (node: Element | Root, lang: string, skip: boolean, inHeading: boolean) => {
    let noteBefore = false;
    for (const child of node.children) {
      if (child.type !== 'element' || SKIPPED.has(child.tagName)) continue;
      const own = typeof child.properties.lang === 'string' ? child.properties.lang.split('-')[0]! : lang;
      const cls = classes(child);
      // The note that an own story's body is in English excuses that body, and only it.
      if (cls.includes('shown-note') && BODY_NOTES.has(textOf(child))) {
        noteBefore = true;
        continue;
      }
      if (cls.includes('prose') && own === 'en' && noteBefore) continue;
      const excused = skip || OUTLET_LISTS.some((name) => cls.includes(name));
      // A title is a heading, or a link inside one (a teaser's headline); other links are names.
      const heading = HEADINGS.has(child.tagName) || cls.includes('teaser-title') || (inHeading && child.tagName === 'a');
      if (!excused && own === 'en' && (heading || BLOCKS.has(child.tagName))) {
        const text = textOf(child);
        if (readsAsEnglish(text, heading)) {
          found.push(`<${child.tagName}${cls.length ? `.${cls.join('.')}` : ''} lang=en> "${text.slice(0, 100)}"`);
          continue;
        }
      }
      walk(child, own, excused, inHeading || heading);
    }
  };
  const html = tree.children.find((child): child is Element => child.type === 'element' && child.tagName === 'html');
  const pageLang = typeof html?.properties.lang === 'string' ? html.properties.lang.split('-')[0]! : 'en';
  walk(tree, pageLang, false, false);
  return found;
}

describe('the detector itself', () => {
  const page = (body: string) => parsePage(`<html lang="sv"><body>${body}</body></html>`);
  it('finds an English headline and paragraph marked as English', () => {
    expect(unexplainedEnglish(page('<h3 class="teaser-title"><a lang="en">Regulator publishes MiCA guidance</a></h3>'))).toHaveLength(1);
    expect(unexplainedEnglish(page('<h1 lang="en">What MiCA means for the Nordics</h1>'))).toHaveLength(1);
    expect(unexplainedEnglish(page('<div lang="en"><p>The regulator said that the rules will apply from July.</p></div>'))).toHaveLength(1);
  });
  it('lets pass Swedish, names, outlets\u2019 own headlines and a body under its note', () => {
    expect(unexplainedEnglish(page('<h1>Vad MiCA betyder för Norden</h1><p lang="en">Bitcoin Bergen</p>'))).toEqual([]);
    expect(
      unexplainedEnglish(
        page('<section class="every-outlet"><li><a lang="en">Norway regulator issues guidance on the rules</a></li></section>'),
      ),
    ).toEqual([]);
    const note = MESSAGES.sv.news.bodyInEnglish;
    const body = '<div class="prose" lang="en"><p>The regulator said that the rules will apply from July.</p></div>';
    expect(unexplainedEnglish(page(`<p class="note shown-note">${note}</p>${body}`))).toEqual([]);
    expect(unexplainedEnglish(page(body))).toHaveLength(1);
  });
});

/** The pages with Nordic headlines: home, news, events, and every story, event and newsletter page. */
function pagesOf(lang: string): string[] {
  const dir = path.join(OUT, lang);
  const leaves = (section: string) =>
    readdirSync(path.join(dir, section), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, section, entry.name, 'index.html')))
      .map((entry) => path.join(dir, section, entry.name, 'index.html'));
  return [
    path.join(dir, 'index.html'),
    path.join(dir, 'news', 'index.html'),
    path.join(dir, 'events', 'index.html'),
    ...leaves('news').filter((file) => !/\/news\/(country|topic|page)\//.test(file)),
    ...leaves('events').filter((file) => !/\/events\/(country|month|calendar)\//.test(file)),
    ...leaves('newsletters'),
  ];
}

describeBuilt('the starter content in the reader\u2019s language (out/)', path.join(OUT, 'sv', 'index.html'), () => {
  for (const lang of NORDIC_LOCALES) {
    it(`${lang}: home, news, events, stories, events and newsletters show no unexplained English`, () => {
      const files = pagesOf(lang);
      expect(files.length).toBeGreaterThan(30);
      const problems = files.flatMap((file) =>
        unexplainedEnglish(parsePage(readFileSync(file, 'utf8'))).map((problem) => `${path.relative(OUT, file)}: ${problem}`),
      );
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
