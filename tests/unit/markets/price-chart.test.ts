import { describe, expect, it } from 'vitest';
import { quotient, scalePosition } from '@/lib/markets/decimal';
import { dailyRows, lastDays, priceChart, thinRows, type ChartBox } from '@/lib/markets/price-chart';
import type { MarketHistoryRow } from '@/lib/markets/types';

const row = (at: string, price: string | null): MarketHistoryRow => ({
  at,
  price,
  method: price === null ? null : 'mean_last',
  last: price,
  mid: null,
  exchange_count: price === null ? 0 : 2,
});

// Plot area 100 × 50 starting at (40, 10): coordinates are easy to check by hand.
const BOX: ChartBox = { width: 150, height: 80, padding: { top: 10, right: 10, bottom: 20, left: 40 } };

describe('quotient and scalePosition (exact drawing arithmetic)', () => {
  it('rounds half away from zero at a fixed number of places, on both signs', () => {
    expect(quotient('1', '8', 2)).toBe('0.13');
    expect(quotient('-1', '8', 2)).toBe('-0.13');
    expect(quotient('1', '-8', 2)).toBe('-0.13');
    expect(quotient('2', '3', 4)).toBe('0.6667');
    expect(quotient('0', '7', 2)).toBe('0.00');
    expect(quotient('-0.001', '1', 2)).toBe('0.00');
    expect(quotient('12345678901234567.89', '0.01', 0)).toBe('1234567890123456789');
    expect(() => quotient('1', '0.000', 2)).toThrow(/zero/);
    expect(() => quotient('1e3', '1', 2)).toThrow(/plain decimal/);
  });

  it('places a value on a span, with a flat scale in the middle', () => {
    expect(scalePosition('150', '100', '200', 50, 2)).toBe('25.00');
    expect(scalePosition('100.000000000000000001', '100', '200', 100, 2)).toBe('0.00');
    expect(scalePosition('5', '5', '5', 50, 2)).toBe('25.00');
    // A reversed scale (high to low) measures down from the top.
    expect(scalePosition('200', '200', '100', 50, 2)).toBe('0.00');
    expect(scalePosition('100', '200', '100', 50, 2)).toBe('50.00');
  });
});

describe('priceChart', () => {
  const rows = [
    row('2026-11-20T00:00:00Z', '100.00'),
    row('2026-11-20T06:00:00Z', '150.50'),
    row('2026-11-20T12:00:00Z', '200'),
    row('2026-11-20T18:00:00Z', '125'),
    row('2026-11-21T00:00:00Z', '100'),
  ];

  it('maps time to x and price to y exactly, higher prices nearer the top', () => {
    const chart = priceChart(rows, BOX);
    expect(chart.points.map((p) => [p.x, p.y])).toEqual([
      ['40.00', '60.00'],
      ['65.00', '34.75'],
      ['90.00', '10.00'],
      ['115.00', '47.50'],
      ['140.00', '60.00'],
    ]);
    expect(chart.segments).toEqual(['40.00,60.00 65.00,34.75 90.00,10.00 115.00,47.50 140.00,60.00']);
    expect(chart.gaps).toBe(0);
  });

  it('labels the axes with published prices and the first and latest instants', () => {
    const chart = priceChart(rows, BOX);
    // The lowest price as first written ("100.00", not the later "100"), never a rounded tick.
    expect(chart.low).toEqual({ price: '100.00', at: '2026-11-20T00:00:00Z' });
    expect(chart.high).toEqual({ price: '200', at: '2026-11-20T12:00:00Z' });
    expect(chart.yTicks).toEqual([
      { price: '200', y: '10.00' },
      { price: '100.00', y: '60.00' },
    ]);
    expect(chart.xTicks).toEqual([
      { at: '2026-11-20T00:00:00Z', x: '40.00' },
      { at: '2026-11-21T00:00:00Z', x: '140.00' },
    ]);
    expect(chart.first?.price).toBe('100.00');
    expect(chart.latest?.price).toBe('100');
  });

  it('breaks the line where a row has no price, and never plots it as zero', () => {
    const chart = priceChart([rows[0]!, rows[1]!, row('2026-11-20T09:00:00Z', null), rows[2]!, rows[3]!], BOX);
    expect(chart.segments).toHaveLength(2);
    expect(chart.gaps).toBe(1);
    expect(chart.points.map((p) => p.price)).toEqual(['100.00', '150.50', '200', '125']);
    // The scale still runs from the lowest to the highest published price.
    expect(chart.yTicks.map((t) => t.price)).toEqual(['200', '100.00']);
  });

  it('draws one reading in the middle, and nothing (no invented point) without a price', () => {
    const one = priceChart([row('2026-11-20T00:00:00Z', '42')], BOX);
    expect(one.points).toEqual([{ at: '2026-11-20T00:00:00Z', price: '42', x: '90.00', y: '35.00' }]);
    expect(one.yTicks).toEqual([{ price: '42', y: '35.00' }]);
    expect(one.xTicks).toHaveLength(1);
    const none = priceChart([row('2026-11-20T00:00:00Z', null)], BOX);
    expect(none.points).toEqual([]);
    expect(none.segments).toEqual([]);
    expect(none.low).toBeNull();
    expect(priceChart([], BOX).points).toEqual([]);
  });

  it('keeps 16-digit prices exact on the axis', () => {
    const chart = priceChart([row('2026-11-20T00:00:00Z', '0.0000000000000001'), row('2026-11-20T01:00:00Z', '0.0000000000000003')], BOX);
    expect(chart.yTicks.map((t) => t.price)).toEqual(['0.0000000000000003', '0.0000000000000001']);
    expect(chart.points.map((p) => p.y)).toEqual(['60.00', '10.00']);
  });

  it('refuses a box with no room to plot', () => {
    expect(() => priceChart(rows, { ...BOX, width: 40 })).toThrow(/no room/);
  });
});

describe('lastDays and dailyRows', () => {
  const rows = [
    row('2026-11-01T23:00:00Z', '1'),
    row('2026-11-13T23:00:00Z', '2'),
    row('2026-11-14T00:00:00Z', '3'),
    row('2026-11-20T10:00:00Z', '4'),
    row('2026-11-20T23:00:00Z', '5'),
    row('2026-11-21T00:00:00Z', '6'),
  ];

  it('takes the 7 days up to the newest row, the boundary included', () => {
    expect(lastDays(rows, 7).map((r) => r.price)).toEqual(['3', '4', '5', '6']);
    expect(lastDays([], 7)).toEqual([]);
  });

  it('keeps the last row of each UTC day', () => {
    expect(dailyRows(rows).map((r) => r.price)).toEqual(['1', '2', '3', '5', '6']);
  });
});

describe('thinRows (a sparkline of hourly rows)', () => {
  const hourly = (prices: ReadonlyArray<string | null>) =>
    prices.map((price, h) => row(new Date(Date.UTC(2026, 10, 15, h)).toISOString(), price));
  // A week of hourly rows: a slow wave, one spike up, one dip down and one refresh without a price.
  const prices = Array.from({ length: 169 }, (_, h): string | null =>
    h === 50 ? '190' : h === 120 ? '10' : h === 90 ? null : String(100 + Math.round(20 * Math.sin(h / 10))),
  );
  const week = hourly(prices);

  it('keeps about the points asked for, the first and the latest row, the extremes and the gap in place', () => {
    const thin = thinRows(week, 46);
    expect(thin.length).toBeLessThanOrEqual(46 + 2 + 8);
    expect(thin.length).toBeGreaterThan(40);
    expect(thin[0]).toBe(week[0]);
    expect(thin.at(-1)).toBe(week.at(-1));
    expect(thin.map((r) => r.price)).toContain('190');
    expect(thin.map((r) => r.price)).toContain('10');
    expect(thin.filter((r) => r.price === null)).toEqual([week[90]]);
    // In time order, each row as published (no averaged or invented price).
    expect(thin.map((r) => r.at)).toEqual([...thin.map((r) => r.at)].sort());
    for (const kept of thin) expect(week).toContain(kept);
    const full = priceChart(week, BOX);
    const drawn = priceChart(thin, BOX);
    expect([drawn.low, drawn.high, drawn.first, drawn.latest]).toEqual([full.low, full.high, full.first, full.latest]);
    expect(drawn.segments).toHaveLength(2);
  });

  it('leaves a short history whole', () => {
    expect(thinRows(week.slice(0, 29), 46)).toEqual(week.slice(0, 29));
  });
});
