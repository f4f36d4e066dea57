import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime, formatTimeWithOffset, groupDecimal, offsetLabel, wallClock } from '@/lib/pages/format';

describe('groupDecimal: prices stay the published digits, grouped for people', () => {
  it.each([
    ['1234567.8900', 'en', '1,234,567.8900'],
    ['1234567.8900', 'da', '1.234.567,8900'],
    ['1234567.8900', 'is', '1.234.567,8900'],
    ['0.000000012345678901', 'en', '0.000000012345678901'],
    ['123456789012345678.123456789012', 'en', '123,456,789,012,345,678.123456789012'],
    ['0', 'en', '0'],
    ['-1500.5', 'en', '\u22121,500.5'],
    ['12', 'sv-SE', '12'],
  ])('%s in %s → %s', (value, locale, expected) => {
    expect(groupDecimal(value, locale)).toBe(expected);
  });

  it('groups Swedish, Finnish and Norwegian with the locale\u2019s own space character', () => {
    for (const locale of ['sv-SE', 'fi-FI', 'nb-NO']) {
      const grouped = groupDecimal('1234567.5', locale);
      expect(grouped).toMatch(/^1\s234\s567,5$/u);
    }
  });

  it('returns anything that is not a plain decimal unchanged', () => {
    expect(groupDecimal('1e5', 'en')).toBe('1e5');
    expect(groupDecimal('', 'en')).toBe('');
  });
});

describe('wall-clock formatting of ISO strings in their own offset', () => {
  it('keeps the written time whatever the process time zone', () => {
    expect(wallClock('2026-11-22T10:00:00-05:00')).toMatchObject({ year: 2026, month: 11, day: 22, hour: 10, minute: 0, offset: '-05:00' });
    expect(formatTime('en', '2026-11-22T23:30:00+01:00')).toBe('23:30');
    expect(formatDateTime('en', '2026-11-22T23:30:00+01:00')).toBe('November 22, 2026, 23:30');
    expect(formatDateTime('sv-SE', '2026-12-31T23:59:00-10:00')).toBe('31 december 2026, 23:59');
    expect(offsetLabel('2026-11-22T10:00:00-05:00')).toBe('UTC-05:00');
    expect(offsetLabel('2026-11-22T10:00:00Z')).toBe('UTC');
    expect(formatTimeWithOffset('en', '2026-12-03T19:00:00+09:00')).toBe('19:00 (UTC+09:00)');
    expect(formatTimeWithOffset('sv', '2026-12-03T18:00:00+01:00')).toBe('18:00 (UTC+01:00)');
    expect(formatTimeWithOffset('is', '2026-12-03T18:00:00Z')).toBe('18:00 (UTC)');
    expect(formatTimeWithOffset('en', '2026-12-03')).toBe('');
    expect(formatDateTime('en', '2026-11-22')).toBe('November 22, 2026');
  });
});
