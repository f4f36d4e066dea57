import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage } from '@/lib/i18n/accept-language';
import { countryFromHeaders, resolveHomeLocale, type ResolveInput } from '@/lib/i18n/resolve';

const geo = { by_country: { NO: 'nb', SE: 'sv', DK: 'da', FI: 'fi', IS: 'is', AX: 'sv', GL: 'da' }, default: 'en' };

const decide = (input: Omit<ResolveInput, 'geo' | 'locales'> & { geo?: ResolveInput['geo'] }) => resolveHomeLocale({ geo, ...input });

describe('resolveLocale: cookie > IP country > browser languages > default > English', () => {
  // [cookie, country, browser languages, expected (null = stay on the English page)]
  const table: Array<[string | null, string | null, string[], string | null]> = [
    // A valid cookie wins over everything.
    ['sv', 'FI', ['fi'], 'sv'],
    ['nn', null, [], 'nn'],
    ['is', 'NO', ['da'], 'is'],
    // The cookie "en" is a choice too: stay, without looking at country or browser.
    ['en', 'SE', ['sv'], null],
    // No cookie: the country decides.
    [null, 'FI', ['da'], 'fi'],
    [null, 'se', [], 'sv'],
    [null, ' AX ', [], 'sv'],
    // An invalid cookie is ignored as if absent.
    ['klingon', 'FI', [], 'fi'],
    ['SV', 'DK', [], 'da'],
    ['', 'IS', [], 'is'],
    ['sv; path=/', null, ['da'], 'da'],
    // Unmapped or unknown country: the browser languages, first supported one wins.
    [null, 'US', ['da'], 'da'],
    [null, 'XX', ['de-DE', 'sv-SE'], 'sv'],
    [null, null, ['fi-FI', 'en'], 'fi'],
    [null, null, ['en-GB', 'sv'], null],
    // no/nb/nn all mean the map's language for NO.
    [null, null, ['no'], 'nb'],
    [null, null, ['nb-NO'], 'nb'],
    [null, null, ['nn-NO'], 'nb'],
    [null, null, ['NO'], 'nb'],
    // Nothing usable: the geo default (English here) = stay.
    [null, null, [], null],
    [null, 'US', ['de', 'fr'], null],
    ['junk', 'T1', ['*'], null],
  ];
  it.each(table)('cookie %j, country %j, languages %j → %j', (cookie, country, languages, expected) => {
    expect(decide({ cookie, country, languages })).toBe(expected);
  });

  it('uses the map language for NO for Norwegian browsers, whatever it is', () => {
    expect(decide({ languages: ['no'], geo: { by_country: { NO: 'nn' }, default: 'en' } })).toBe('nn');
  });

  it('falls back to a non-English geo default when nothing else decides', () => {
    expect(decide({ languages: ['de'], geo: { by_country: {}, default: 'sv' } })).toBe('sv');
    expect(decide({ geo: { by_country: {}, default: 'xx' } })).toBeNull();
  });

  it('ignores a map entry that names a language the site does not have', () => {
    expect(decide({ country: 'DE', languages: ['da'], geo: { by_country: { DE: 'de' }, default: 'en' } })).toBe('da');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by q, keeps ties in header order and drops q=0, * and junk', () => {
    expect(parseAcceptLanguage('da;q=0.8, sv-SE, en;q=0.9, fi;q=0, *;q=0.1, <script>')).toEqual(['sv-SE', 'en', 'da']);
    expect(parseAcceptLanguage('nb-NO,nb;q=0.9,no;q=0.8')).toEqual(['nb-NO', 'nb', 'no']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });

  it('never throws on junk: what is not a language tag is left out', () => {
    for (const junk of [';;;,,q=abc', 'en;q=x, sv', 'sv;q=2', '\u0000', ',,,', 'q=1', `${'a'.repeat(5000)},sv`, '*']) {
      expect(() => parseAcceptLanguage(junk)).not.toThrow();
      for (const tag of parseAcceptLanguage(junk)) expect(tag).toMatch(/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/);
    }
    expect(parseAcceptLanguage('en;q=x, sv')).toEqual(['sv']);
    expect(parseAcceptLanguage('*')).toEqual([]);
  });
});

describe('countryFromHeaders', () => {
  const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });
  it('reads cf-ipcountry first, then x-vercel-ip-country, and only two-letter codes', () => {
    expect(countryFromHeaders(headers({ 'cf-ipcountry': 'se', 'x-vercel-ip-country': 'FI' }))).toBe('SE');
    expect(countryFromHeaders(headers({ 'x-vercel-ip-country': 'FI' }))).toBe('FI');
    expect(countryFromHeaders(headers({ 'cf-ipcountry': 'XXX' }))).toBeNull();
    expect(countryFromHeaders(headers({}))).toBeNull();
  });
});
