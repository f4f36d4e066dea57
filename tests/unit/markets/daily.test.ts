import { describe, expect, it } from 'vitest';
import { buildDailyDocument, dailyCandles, priceChange } from '@/lib/markets/daily';
import type { MarketHistoryRow } from '@/lib/markets/types';
import { marketDailySchema } from '@/lib/schemas/markets';
import { contextAt } from '../../fixtures/site-data';

/**
 * Daily candles and change, checked against a recomputation in BigInt that shares no code with
 * the decimal module: a value is an integer and a scale, nothing goes through a float.
 */
interface Exact {
  readonly units: bigint;
  readonly scale: number;
}
function exact(text: string): Exact {
  const [whole, fraction = ''] = text.split('.');
  return { units: BigInt(`${whole}${fraction}`.replace(/^(-?)$/, '$10')), scale: fraction.length };
}
function atScale(value: Exact, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}
function cmp(a: string, b: string): number {
  const x = exact(a);
  const y = exact(b);
  const scale = Math.max(x.scale, y.scale);
  const d = atScale(x, scale) - atScale(y, scale);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

function row(at: string, price: string | null): MarketHistoryRow {
  return { at, price, method: price === null ? null : 'mean_last', last: price, mid: null, exchange_count: price === null ? 0 : 2 };
}

/**
 * Three UTC days with readings and one without (11-19): a row with no price (11-18, not a
 * reading), a tie for the high written two ways ("101.50" first, then "101.5"), a published
 * zero as the low, and a day with a single reading.
 */
const HISTORY: MarketHistoryRow[] = [
  row('2026-11-17T23:17:04.000Z', '99.9'),
  row('2026-11-18T00:17:03.000Z', '100.00'),
  row('2026-11-18T01:17:05.000Z', '101.50'),
  row('2026-11-18T02:17:02.000Z', null),
  row('2026-11-18T03:17:04.000Z', '101.5'),
  row('2026-11-18T04:17:04.000Z', '0'),
  row('2026-11-18T23:17:01.000Z', '100.25'),
  row('2026-11-20T11:17:06.000Z', '120.125'),
  row('2026-11-21T11:17:03.000Z', '118'),
  row('2026-11-21T12:17:03.000Z', '121.0625'),
];

/** The recomputation: group by the date part of the UTC instant, keep the first of equal extremes. */
function expectedCandles(rows: readonly MarketHistoryRow[]) {
  const days = new Map<string, { at: string; price: string }[]>();
  for (const r of rows) {
    if (r.price === null) continue;
    const day = r.at.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), { at: r.at, price: r.price }]);
  }
  return [...days].map(([date, readings]) => ({
    date,
    open: readings[0]!.price,
    high: readings.reduce((best, r) => (cmp(r.price, best) > 0 ? r.price : best), readings[0]!.price),
    low: readings.reduce((best, r) => (cmp(r.price, best) < 0 ? r.price : best), readings[0]!.price),
    close: readings.at(-1)!.price,
    readings: readings.length,
    first_at: readings[0]!.at,
    last_at: readings.at(-1)!.at,
  }));
}

describe('dailyCandles', () => {
  it('gives one row per UTC day with a reading, equal to the BigInt recomputation', () => {
    const candles = dailyCandles(HISTORY);
    expect(candles).toEqual(expectedCandles(HISTORY));
    expect(candles.map((c) => c.date)).toEqual(['2026-11-17', '2026-11-18', '2026-11-20', '2026-11-21']);
  });

  it('keeps a published zero, the first of tied highs as written, and counts only priced rows', () => {
    const day = dailyCandles(HISTORY)[1]!;
    expect(day).toMatchObject({ open: '100.00', high: '101.50', low: '0', close: '100.25', readings: 5 });
  });

  it('makes up nothing: no row for a day without a reading, none at all without readings', () => {
    expect(dailyCandles(HISTORY).some((c) => c.date === '2026-11-19')).toBe(false);
    expect(dailyCandles([row('2026-11-18T00:00:00.000Z', null)])).toEqual([]);
    expect(dailyCandles([])).toEqual([]);
  });
});

/** `(to - from) * 100 / from`, half away from zero at 12 places, as an exact scaled integer. */
function expectedPercent(from: string, to: string): bigint {
  const f = exact(from);
  const t = exact(to);
  const scale = Math.max(f.scale, t.scale);
  const numerator = (atScale(t, scale) - atScale(f, scale)) * 100n * 10n ** 12n;
  const divisor = atScale(f, scale);
  let q = numerator / divisor;
  const rem = numerator - q * divisor;
  const abs = (v: bigint) => (v < 0n ? -v : v);
  if (2n * abs(rem) >= abs(divisor)) q += numerator < 0n !== divisor < 0n ? -1n : 1n;
  return q;
}

describe('priceChange', () => {
  it('compares the newest reading with the newest one at or before the window start', () => {
    const day = priceChange(HISTORY, 24)!;
    // 2026-11-21T12:17:03 minus 24 h is 11-20T12:17:03: the reading at 11:17:06 is the newest before it.
    expect(day).toMatchObject({ from_at: '2026-11-20T11:17:06.000Z', from_price: '120.125', to_price: '121.0625' });
    expect(day.change).toBe('0.9375');
    expect(cmp(day.change, '0.9375')).toBe(0);
    expect(exact(day.change_pct!).units * 10n ** BigInt(12 - exact(day.change_pct!).scale)).toBe(expectedPercent('120.125', '121.0625'));
  });

  it('is null when the history is shorter than the window, and has no percentage from a zero', () => {
    expect(priceChange(HISTORY, 168)).toBeNull();
    const fromZero = priceChange([row('2026-11-17T00:00:00.000Z', '0'), row('2026-11-18T00:00:00.000Z', '5')], 24)!;
    expect(fromZero).toMatchObject({ change: '5', change_pct: null });
  });

  it('rounds a repeating percentage half away from zero on both signs', () => {
    for (const [from, to] of [
      ['3', '4'],
      ['3', '2'],
      ['7', '1'],
      ['0.000000000003', '0.000000000001'],
    ] as const) {
      const change = priceChange([row('2026-11-17T00:00:00.000Z', from), row('2026-11-18T00:00:00.000Z', to)], 24)!;
      const pct = exact(change.change_pct!);
      expect(pct.units * 10n ** BigInt(12 - pct.scale), `${from} -> ${to}`).toBe(expectedPercent(from, to));
    }
  });
});

describe('buildDailyDocument', () => {
  it('is a valid document in the pair\u2019s own currency', () => {
    const document = buildDailyDocument(HISTORY, contextAt(new Date('2026-11-21T13:00:00Z')), 'BTC-NOK');
    expect(marketDailySchema.parse(document)).toEqual(document);
    expect(document).toMatchObject({ symbol: 'BTC-NOK', quote: 'NOK', currency: 'NOK', count: 4, change_7d: null });
  });
});
