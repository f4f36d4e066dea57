import { describe, expect, it } from 'vitest';
import { sameValue } from '@/components/markets/same-value';

// The markets table redraws a row only when sameValue says its data changed (market-row.tsx).
describe('sameValue', () => {
  it('finds equal data equal all the way down, as a reread of the same figures is', () => {
    const row = { symbol: 'BTC-NOK', price: '1.5', contributors: [{ exchange_id: 'firi', bid: null }] };
    expect(sameValue(row, structuredClone(row))).toBe(true);
    expect(sameValue(null, null)).toBe(true);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
  });

  it('tells a changed figure, a missing key, an array from an object and null from an object', () => {
    const row = { symbol: 'BTC-NOK', contributors: [{ exchange_id: 'firi', bid: '1.0' }] };
    expect(sameValue(row, { ...row, contributors: [{ exchange_id: 'firi', bid: '1.1' }] })).toBe(false);
    expect(sameValue({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue({}, null)).toBe(false);
    expect(sameValue('1', 1)).toBe(false);
  });
});
