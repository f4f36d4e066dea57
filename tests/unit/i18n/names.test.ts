import { describe, expect, it } from 'vitest';
import { countryName, nameTable, outletLanguage, shownName } from '@/lib/i18n/names';
import { NORDIC_LOCALES, LOCALES } from '@/lib/i18n/locales';

const places = nameTable([
  { name: 'Copenhagen', name_lang: 'en', aliases: ['København'], name_i18n: { sv: 'Köpenhamn', da: 'København', fi: 'Kööpenhamina' } },
  { name: 'Finansinspektionen', name_lang: 'sv', aliases: [], name_i18n: {} },
]);

describe('names from data in the reader\u2019s language', () => {
  it('takes the table\u2019s name for the reader, by any spelling, case ignored', () => {
    expect(shownName(places, 'Copenhagen', 'sv')).toMatchObject({ text: 'Köpenhamn', lang: 'sv', known: true });
    expect(shownName(places, 'københavn', 'fi')).toMatchObject({ text: 'Kööpenhamina', lang: 'fi' });
  });

  it('falls back to English marked as English, or to the institution\u2019s own name in its own language', () => {
    expect(shownName(places, 'Copenhagen', 'is')).toMatchObject({ text: 'Copenhagen', lang: 'en', fallback: true, known: true });
    expect(shownName(places, 'Finansinspektionen', 'fi')).toMatchObject({ text: 'Finansinspektionen', lang: 'sv', known: true });
  });

  it('shows a name the table lacks as written, in the language the caller knows, and says it is unknown', () => {
    expect(shownName(places, 'Tampere', 'sv')).toMatchObject({ text: 'Tampere', lang: 'en', known: false });
    expect(shownName(places, 'E24', 'sv', null)).toMatchObject({ text: 'E24', lang: 'sv', fallback: false, known: false });
  });

  it('names countries from the platform in every language, and never a country and its language with the same word', () => {
    expect(countryName('FI', 'fi')).toBe('Suomi');
    expect(countryName('NO', 'nn')).toBe('Noreg');
    expect(countryName('BE', 'is')).toBe('Belgía');
    for (const lang of LOCALES) {
      // An outlet writing in its country's own language: the country says it.
      for (const [country, code] of [
        ['FI', 'fi'],
        ['SE', 'sv'],
        ['NO', 'nb'],
        ['NO', 'nn'],
        ['DK', 'da'],
        ['IS', 'is'],
      ] as const) {
        expect(outletLanguage(country, code, lang), `${lang} ${country}`).toBeNull();
      }
    }
    for (const lang of NORDIC_LOCALES)
      expect(outletLanguage('FI', 'sv', lang)?.toLowerCase()).not.toBe(countryName('FI', lang).toLowerCase());
    expect(outletLanguage('FI', 'sv', 'fi')).toBe('ruotsi');
    expect(outletLanguage('NORDIC', 'en', 'sv')).toBe('engelska');
  });
});
