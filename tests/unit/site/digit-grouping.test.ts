import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { formatAmount, groupDecimal } from '@/lib/pages/format';

const NBSP = '\u00a0';
const MINUS = '\u2212';

// Written out per language, so a change in Intl's data or in the rule fails here.
const LONG: Record<string, string> = {
  en: '12,345,678,901,234,567,890.123456789',
  nn: `12${NBSP}345${NBSP}678${NBSP}901${NBSP}234${NBSP}567${NBSP}890,123456789`,
  nb: `12${NBSP}345${NBSP}678${NBSP}901${NBSP}234${NBSP}567${NBSP}890,123456789`,
  sv: `12${NBSP}345${NBSP}678${NBSP}901${NBSP}234${NBSP}567${NBSP}890,123456789`,
  da: '12.345.678.901.234.567.890,123456789',
  fi: `12${NBSP}345${NBSP}678${NBSP}901${NBSP}234${NBSP}567${NBSP}890,123456789`,
  is: '12.345.678.901.234.567.890,123456789',
};

describe('digit grouping through Intl.NumberFormat, digit for digit', () => {
  it.each(LOCALES)('keeps every digit of a 29-digit decimal string in %s', (locale) => {
    expect(groupDecimal('12345678901234567890.123456789', locale)).toBe(LONG[locale]);
  });

  it.each(LOCALES)('keeps trailing zeros, a long fraction and the minus sign in %s', (locale) => {
    const grouped = groupDecimal('-1234.500000000000000000000001', locale);
    const group = LONG[locale]!.charAt(2);
    const decimal = LONG[locale]!.charAt(LONG[locale]!.length - 10);
    expect(grouped).toBe(`${MINUS}1${group}234${decimal}500000000000000000000001`);
    expect(groupDecimal('999', locale)).toBe('999');
    expect(groupDecimal('1000', locale)).toBe(`1${group}000`);
  });

  it('drops leading zeros of the whole part, as the amount rule does', () => {
    expect(groupDecimal('0071234.5', 'en')).toBe('71,234.5');
    expect(groupDecimal('0.05', 'en')).toBe('0.05');
    expect(formatAmount('0071234.5', 'en', 'fiat')).toBe('71,234.50');
  });

  it.each(LOCALES)('groups in %s the same from the build’s separators as from Intl', async (locale) => {
    const values = ['0', '7', '999', '1000', '65432.1', '1234567', '98765432109876543210.5'];
    const fromIntl = values.map((value) => groupDecimal(value, locale));
    const amounts = values.map((value) => formatAmount(value, locale, 'fiat'));
    vi.resetModules();
    const fresh = await import('@/lib/pages/format');
    // As the markets worker gets them: no Intl in that copy of the module.
    fresh.knownSeparators(locale, { group: LONG[locale]!.charAt(2), decimal: LONG[locale]!.charAt(LONG[locale]!.length - 10) });
    const spy = vi.spyOn(Intl, 'NumberFormat');
    expect(values.map((value) => fresh.groupDecimal(value, locale))).toEqual(fromIntl);
    expect(values.map((value) => fresh.formatAmount(value, locale, 'fiat'))).toEqual(amounts);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
