import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/plural';

// The pages' BCP 47 tags (content/site languages: html_lang).
const TAGS = { en: 'en', nn: 'nn-NO', nb: 'nb-NO', sv: 'sv-SE', da: 'da-DK', fi: 'fi-FI', is: 'is-IS' } as const;

describe('plural forms of the search result count', () => {
  const results = (lang: (typeof LOCALES)[number], count: number) =>
    plural(TAGS[lang], count, MESSAGES[lang].search.results, { query: 'q' });

  it('uses the singular for one and the plural for others, in every language', () => {
    expect(results('en', 1)).toBe('1 result for “q”');
    expect(results('en', 2)).toBe('2 results for “q”');
    expect(results('sv', 1)).toBe('1 träff för ”q”');
    expect(results('sv', 5)).toBe('5 träffar för ”q”');
    expect(results('da', 1)).toBe('1 resultat for »q«');
    expect(results('da', 3)).toBe('3 resultater for »q«');
    expect(results('fi', 1)).toBe('1 tulos haulla ”q”');
    expect(results('fi', 2)).toBe('2 tulosta haulla ”q”');
    expect(results('nb', 1)).toBe('1 treff for «q»');
    expect(results('nn', 7)).toBe('7 treff for «q»');
    for (const lang of LOCALES) {
      expect(results(lang, 1), lang).toBe(MESSAGES[lang].search.results.one.replace('{count}', '1').replace('{query}', 'q'));
      expect(results(lang, 2), lang).toBe(MESSAGES[lang].search.results.other.replace('{count}', '2').replace('{query}', 'q'));
    }
  });

  it('follows Icelandic rules: 21 takes the singular, 11 the plural', () => {
    expect(results('is', 1)).toBe('1 niðurstaða fyrir „q“');
    expect(results('is', 21)).toBe('21 niðurstaða fyrir „q“');
    expect(results('is', 11)).toBe('11 niðurstöður fyrir „q“');
    expect(results('en', 21)).toBe('21 results for “q”');
  });

  it('falls back to the other form when a language has no form of its own for the category', () => {
    expect(plural('en', 1, { other: '{count} x' })).toBe('1 x');
  });
});
