import { describe, expect, it } from 'vitest';
import { isoWeek, parseIsoWeek, periodWeek, weekOf, weeksInYear } from '@/lib/digest/iso-week';

describe('ISO weeks', () => {
  it.each([
    ['2026-W48', '2026-11-23', '2026-11-29'],
    ['2026-W01', '2025-12-29', '2026-01-04'],
    ['2026-W53', '2026-12-28', '2027-01-03'],
    ['2027-W01', '2027-01-04', '2027-01-10'],
    ['2020-W53', '2020-12-28', '2021-01-03'],
    ['2021-W01', '2021-01-04', '2021-01-10'],
  ])('%s runs from %s to %s', (label, start, end) => {
    expect(parseIsoWeek(label)).toEqual(expect.objectContaining({ label, start, end }));
  });

  it('knows which years have 53 weeks, and refuses a week a year does not have', () => {
    expect([2020, 2021, 2025, 2026, 2027, 2032].map(weeksInYear)).toEqual([53, 52, 52, 53, 52, 53]);
    expect(() => parseIsoWeek('2025-W53')).toThrow('2025 has weeks 01 to 52 (got "2025-W53")');
    expect(() => parseIsoWeek('2026-W00')).toThrow('2026 has weeks 01 to 53');
    expect(() => parseIsoWeek('2026-48')).toThrow('a week is written like "2026-W48"');
  });

  it('finds the week of a date across a year change, and of a Monday-to-Sunday period only', () => {
    expect(weekOf('2027-01-03').label).toBe('2026-W53');
    expect(weekOf('2027-01-04').label).toBe('2027-W01');
    expect(weekOf('2024-12-30').label).toBe('2025-W01');
    expect(weekOf('2026-11-29')).toEqual(isoWeek(2026, 48));
    expect(periodWeek({ start: '2026-11-09', end: '2026-11-15' })?.label).toBe('2026-W46');
    expect(periodWeek({ start: '2026-11-10', end: '2026-11-16' })).toBeNull();
  });
});
