import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root, Text } from 'hast';
import { describe, expect, it } from 'vitest';
import { storedRawContent } from '@/lib/content/generated';
import { translatableTexts } from '@/lib/content/translations';
import { validateContent } from '@/lib/content/validate';
import { describeBuilt } from '@/tests/helpers/build';
import { NORDIC_LOCALES, type NordicLocale } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/messages';
import { SKIPPED_VENUES } from '@/lib/markets/exchanges';
import { DISCLAIMER, NOT_FETCHED_YET, QUOTE_NOTE } from '@/lib/markets/texts';
import { parsePage } from '../../fixtures/active-html';

/**
 * No English the site owns on a Nordic page, read from the built HTML in out/ (every page of the
 * six languages). Two checks:
 *  1. owned strings: no English UI message (a sentence-length piece of messages/en.json that the
 *     language translates differently), no English market text and no English text of the desk's
 *     own content (summaries, notes, roles, regulation rows, newsletter titles: every own text
 *     lib/content/translations.ts lists) appears anywhere on the page, whatever its lang attribute
 *     says, so own content shown in English as a fallback is found even though it is marked `en`;
 *  2. English paragraphs: no block of text that reads as English (by its common words), except
 *     inside an element marked with another language: what is legitimately not in the page's
 *     language is an outlet's own headline or a proper name, and only those stay marked so.
 */
const OUT = path.resolve('out');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

type Json = string | { readonly [key: string]: Json };

function pairs(en: Json, other: Json, key = ''): Array<[string, string, string]> {
  if (typeof en === 'string') return typeof other === 'string' ? [[key, en, other]] : [];
  if (typeof other === 'string') return [];
  return Object.entries(en).flatMap(([k, v]) => {
    const o = other[k];
    return o === undefined ? [] : pairs(v, o, key ? `${key}.${k}` : k);
  });
}

/**
 * The English of the desk's own content texts, sentence-length ones only (a two-word relation kind
 * such as "member of" could occur inside a name or headline).
 */
function ownContentEnglish(): string[] {
  const content = validateContent(storedRawContent());
  // An English outlet's headline is the outlet's words, listed with the outlet on every page; the
  // desk's own headlines (its stories, its English versions of other outlets') stay owned.
  const outletsOwn = new Set(
    content.news.flatMap((story) => story.outlets.filter((ref) => ref.outlet !== 'desk').map((ref) => ref.title.trim())),
  );
  return translatableTexts(content)
    .map((text) => text.english.trim())
    .filter((english) => english.length >= 24 && english.includes(' ') && !outletsOwn.has(english));
}

/** Sentence-length English pieces of the UI messages that this language words differently. */
function ownedEnglish(lang: NordicLocale, content: readonly string[] = []): string[] {
  const fromMessages = pairs(MESSAGES.en as Json, MESSAGES[lang] as Json)
    .filter(([, en, other]) => en !== other)
    .flatMap(([, en]) => en.split(/\{\w+\}/))
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 24 && piece.includes(' '));
  const market = [DISCLAIMER, QUOTE_NOTE, NOT_FETCHED_YET, ...SKIPPED_VENUES.map((venue) => venue.reason)];
  return [...new Set([...fromMessages, ...market, ...content, 'The editorial team'])];
}

const ENGLISH_WORDS = new Set(
  'the and of to is are was were be been with for from this that these not our we you your it its an or as which has have will can by on at there their than into when what who no yes'.split(
    ' ',
  ),
);
const BLOCKS = new Set(['p', 'li', 'dd', 'dt', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'summary', 'figcaption', 'caption', 'blockquote']);
const SKIPPED_ELEMENTS = new Set(['script', 'style', 'template', 'noscript', 'svg', 'code', 'pre']);

/** `sv-SE` and `sv` are the same language here. */
const otherLanguage = (marked: unknown, lang: string) => typeof marked === 'string' && marked.split('-')[0] !== lang;

/** Not shown: the 404 page carries every language's text and its stylesheet shows only the page's own. */
const hiddenVariant = (el: Element, lang: string | null) =>
  typeof el.properties.dataNf === 'string' && lang !== null && el.properties.dataNf !== lang;

/** Text of a node, leaving out what is not prose and (given a `lang`) what is marked as another language. */
function ownText(node: Element | Root, lang: string | null, pageLang: string | null = lang): string {
  let out = '';
  for (const child of node.children) {
    if (child.type === 'text') out += (child as Text).value;
    else if (child.type === 'element') {
      const el = child;
      if (SKIPPED_ELEMENTS.has(el.tagName) || hiddenVariant(el, pageLang)) continue;
      if (lang !== null && otherLanguage(el.properties.lang, lang)) continue;
      out += ` ${ownText(el, lang, pageLang)} `;
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}

function readsAsEnglish(text: string): boolean {
  const words = text.toLowerCase().match(/[a-zåäöæøéíóúýþðáü']+/g) ?? [];
  if (words.length < 6) return false;
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length;
  return english >= 3 && english / words.length >= 0.2;
}

function englishBlocks(tree: Root, lang: string): string[] {
  const found: string[] = [];
  const walk = (node: Element | Root) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (SKIPPED_ELEMENTS.has(child.tagName)) continue;
      if (otherLanguage(child.properties.lang, lang) || hiddenVariant(child, lang)) continue;
      if (BLOCKS.has(child.tagName)) {
        const text = ownText(child, lang);
        if (readsAsEnglish(text)) found.push(text);
      }
      walk(child);
    }
  };
  walk(tree);
  return found;
}

describe('the detector itself', () => {
  it('knows English from a Nordic sentence', () => {
    expect(readsAsEnglish('The latest fetch from Firi failed and the prices are old.')).toBe(true);
    expect(readsAsEnglish('Hämtningen från Firi misslyckades, och priserna är gamla.')).toBe(false);
    expect(readsAsEnglish('Bitcoin ETF')).toBe(false);
  });

  it('ignores text marked as English, but not an owned string so marked', () => {
    const tree = parsePage(
      '<html lang="sv"><body><p lang="en">This is the headline of an English outlet, as it was written.</p></body></html>',
    );
    expect(englishBlocks(tree, 'sv')).toEqual([]);
    expect(ownedEnglish('sv')).toContain(DISCLAIMER);
  });
});

describeBuilt('no English the site owns on a Nordic page (out/)', path.join(OUT, 'sv', 'index.html'), () => {
  const content = ownContentEnglish();
  it('knows the own content texts to look for', () => {
    expect(content.length).toBeGreaterThan(100);
  });
  for (const lang of NORDIC_LOCALES) {
    it(`${lang}: every page`, () => {
      const owned = ownedEnglish(lang, content);
      const files = htmlFiles(path.join(OUT, lang));
      expect(files.length).toBeGreaterThan(10);
      const problems: string[] = [];
      for (const file of files) {
        const tree = parsePage(readFileSync(file, 'utf8'));
        const where = path.relative(OUT, file);
        const text = ownText(tree, null, lang);
        for (const s of owned) if (text.includes(s)) problems.push(`${where}: owned English "${s}"`);
        for (const block of englishBlocks(tree, lang)) problems.push(`${where}: English paragraph "${block.slice(0, 120)}"`);
      }
      expect(problems, problems.join('\n')).toHaveLength(0);
    });
  }
});
