import { describe, expect, it } from 'vitest';
import { shownText } from '@/lib/i18n/shown-text';

describe('shownText: the one rule for which text is shown', () => {
  const headline = {
    english: 'Police warn of fake crypto ads',
    i18n: { sv: 'Polisen varnar för falska kryptoannonser', fi: 'Poliisi varoittaa' },
    original: { text: 'Politiet advarer mot falske kryptoannonser', lang: 'nb' },
    machine: ['fi'],
  };

  it("shows the reader's language when it is translated", () => {
    expect(shownText(headline, 'sv')).toEqual({
      text: 'Polisen varnar för falska kryptoannonser',
      lang: 'sv',
      fallback: false,
      machine: false,
    });
  });

  it('marks a machine translation', () => {
    expect(shownText(headline, 'fi')).toMatchObject({ lang: 'fi', machine: true });
  });

  it("else the original when it is in the reader's language (Bokmål and Nynorsk read each other)", () => {
    expect(shownText(headline, 'nb')).toMatchObject({ text: headline.original.text, lang: 'nb', fallback: false });
    expect(shownText(headline, 'nn')).toMatchObject({ text: headline.original.text, lang: 'nb', fallback: false });
  });

  it('else English, marked as a fallback', () => {
    expect(shownText(headline, 'da')).toEqual({ text: headline.english, lang: 'en', fallback: true, machine: false });
    expect(shownText(headline, 'en')).toEqual({ text: headline.english, lang: 'en', fallback: false, machine: false });
  });

  it('an empty translation does not count', () => {
    expect(shownText({ english: 'A', i18n: { sv: '  ' } }, 'sv')).toMatchObject({ text: 'A', lang: 'en', fallback: true });
  });

  it('with no English the original is shown, in its own language', () => {
    const swedishOnly = { english: null, original: { text: 'Svensk rubrik', lang: 'sv' } };
    expect(shownText(swedishOnly, 'en')).toEqual({ text: 'Svensk rubrik', lang: 'sv', fallback: true, machine: false });
    expect(shownText(swedishOnly, 'sv')).toEqual({ text: 'Svensk rubrik', lang: 'sv', fallback: false, machine: false });
  });
});
