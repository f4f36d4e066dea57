import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { QUOTES } from '@/lib/markets/constants';
import {
  CURRENCY_CHOICES,
  DEFAULT_CURRENCY,
  UNQUOTED_CURRENCY,
  parseCurrency,
  readerCurrency,
  showsQuote,
} from '@/lib/pages/reader-currency';

/** The reader's currency rule (lib/pages/reader-currency.ts): the language's default, a kept choice, `?cur=` over both. */
describe('the reader\u2019s currency', () => {
  it('defaults per language version: nb and nn NOK, sv SEK, da DKK, fi and is EUR, en every currency', () => {
    expect(DEFAULT_CURRENCY).toEqual({ en: 'all', nn: 'NOK', nb: 'NOK', sv: 'SEK', da: 'DKK', fi: 'EUR', is: 'EUR' });
    for (const lang of LOCALES) expect(readerCurrency(lang, null, null)).toEqual({ currency: DEFAULT_CURRENCY[lang], source: 'default' });
    // Only Icelandic pages say that no included exchange quotes their currency.
    expect(UNQUOTED_CURRENCY).toEqual({ is: 'ISK' });
  });

  it('offers every quote currency and all of them at once, nothing else', () => {
    expect(CURRENCY_CHOICES).toEqual(['all', ...QUOTES]);
    expect(parseCurrency('ISK')).toBeNull();
    expect(parseCurrency('USD')).toBeNull();
    expect(parseCurrency('')).toBeNull();
    expect(parseCurrency(null)).toBeNull();
  });

  it('a kept choice wins over the default, and ?cur= over both (any letter case)', () => {
    expect(readerCurrency('sv', null, 'EUR')).toEqual({ currency: 'EUR', source: 'stored' });
    expect(readerCurrency('sv', 'dkk', 'EUR')).toEqual({ currency: 'DKK', source: 'param' });
    expect(readerCurrency('nb', 'ALL', null)).toEqual({ currency: 'all', source: 'param' });
  });

  it('ignores a junk parameter or stored value rather than guessing', () => {
    expect(readerCurrency('da', 'kroner', 'ISK')).toEqual({ currency: 'DKK', source: 'default' });
    expect(readerCurrency('fi', '<script>', 'SEK')).toEqual({ currency: 'SEK', source: 'stored' });
  });

  it('shows a figure in the chosen currency, or every figure for "all"', () => {
    expect(showsQuote('SEK', 'SEK')).toBe(true);
    expect(showsQuote('SEK', 'NOK')).toBe(false);
    for (const quote of QUOTES) expect(showsQuote('all', quote)).toBe(true);
  });
});
