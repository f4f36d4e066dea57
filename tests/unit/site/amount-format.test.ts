import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { formatAmount, type AmountKind } from '@/lib/pages/format';

// Each language's separators written out (not read from Intl), so a change in them fails here.
const NBSP = '\u00a0';
const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  nn: { group: NBSP, decimal: ',' },
  nb: { group: NBSP, decimal: ',' },
  sv: { group: NBSP, decimal: ',' },
  da: { group: '.', decimal: ',' },
  fi: { group: NBSP, decimal: ',' },
  is: { group: '.', decimal: ',' },
};

/** The expected text written with `,` for groups and `.` for decimals, put into a language. */
function inLocale(englishShape: string, locale: Locale): string {
  const { group, decimal } = SEPARATORS[locale];
  return englishShape.replace(/[,.]/g, (c) => (c === ',' ? group : decimal));
}

// [published digits, kind, expected in English shape]
const TABLE: ReadonlyArray<readonly [string, AmountKind, string]> = [
  // Firi publishes 16 decimals: the zeros go, two decimals stay for a fiat price.
  ['1012000.0000000000000000', 'fiat', '1,012,000.00'],
  ['1012000.0000000000000000', 'base', '1,012,000'],
  // A published zero stays a zero (never blank, never a dash).
  ['0', 'fiat', '0.00'],
  ['0', 'base', '0'],
  ['0.0000000000000000', 'fiat', '0.00'],
  ['0.00000000', 'base', '0'],
  // Trailing zeros trimmed, but not below two decimals for fiat.
  ['12.5', 'fiat', '12.50'],
  ['12.5', 'base', '12.5'],
  ['950.10000000', 'fiat', '950.10'],
  ['1500.000', 'base', '1,500'],
  // A computed mean with twelve places is rounded half away from zero for people.
  ['1012345.666666666667', 'fiat', '1,012,345.67'],
  ['1012345.665', 'fiat', '1,012,345.67'],
  ['1012345.664999', 'fiat', '1,012,345.66'],
  ['12345678.9', 'base', '12,345,679'],
  // Small prices and base volumes keep six significant digits.
  ['2.345678', 'fiat', '2.34568'],
  ['2.3456', 'fiat', '2.3456'],
  ['0.000012345000', 'fiat', '0.000012345'],
  ['0.00001234567891', 'fiat', '0.0000123457'],
  ['0.1', 'fiat', '0.10'],
  ['0.43215000', 'base', '0.43215'],
  // A carry runs through every digit.
  ['999999.999', 'fiat', '1,000,000.00'],
  ['0.0000009999999', 'fiat', '0.000001'],
  // Leading zeros as published are not shown; a negative is signed with a true minus.
  ['00012.30', 'fiat', '12.30'],
  ['-1500.5', 'fiat', '\u22121,500.50'],
  ['-0.000', 'fiat', '0.00'],
  ['-0.0000000000000001', 'fiat', '\u22120.0000000000000001'],
  // Digits far beyond a float's 15–17 survive: this is text, not a JS number.
  ['123456789012345678901.25', 'fiat', '123,456,789,012,345,678,901.25'],
];

describe('formatAmount: one display rule for published digit strings', () => {
  for (const locale of LOCALES) {
    describe(`in ${locale}`, () => {
      it.each(TABLE)('%s as %s', (value, kind, englishShape) => {
        expect(formatAmount(value, locale, kind)).toBe(inLocale(englishShape, locale));
      });
    });
  }

  it('leaves anything that is not a plain decimal as written', () => {
    expect(formatAmount('1e5', 'en', 'fiat')).toBe('1e5');
    expect(formatAmount('', 'sv', 'fiat')).toBe('');
    expect(formatAmount('12.', 'fi', 'base')).toBe('12.');
  });

  it('never changes the string it was given (the API keeps what was published)', () => {
    const published = '1012000.0000000000000000';
    formatAmount(published, 'nb', 'fiat');
    expect(published).toBe('1012000.0000000000000000');
  });
});
