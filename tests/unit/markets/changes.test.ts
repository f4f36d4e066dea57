import { describe, expect, it } from 'vitest';
import { buildChangesDocument } from '@/lib/markets/changes';
import { changeDisplay } from '@/lib/pages/change-display';
import { buildDailyDocument } from '@/lib/markets/daily';
import { buildCatalogue } from '@/lib/markets/documents';
import { marketDocumentFiles } from '@/lib/api/market-documents';
import { renderMarketFiles } from '@/lib/markets/node/render';
import type { MarketChange } from '@/lib/markets/types';
import { marketChangesSchema } from '@/lib/schemas/markets';
import { siteMarketsHistory, siteMarketsSnapshot } from '../../fixtures/markets/site-markets';
import { contextAt } from '../../fixtures/site-data';

const snapshot = siteMarketsSnapshot();
const history = siteMarketsHistory(snapshot);
const ctx = contextAt();

describe('markets/changes.json', () => {
  const doc = buildChangesDocument(snapshot, history, ctx);

  it('lists every pair of markets.json in its order, with its daily document\u2019s change objects', () => {
    expect(marketChangesSchema.safeParse(doc).success).toBe(true);
    const pairs = buildCatalogue(snapshot, ctx).aggregated.map((a) => a.symbol);
    expect(doc.pairs.map((p) => p.symbol)).toEqual(pairs);
    expect(doc.count).toBe(pairs.length);
    for (const pair of doc.pairs) {
      const daily = buildDailyDocument(history.get(pair.symbol) ?? [], ctx, pair.symbol);
      expect(pair.change_24h).toEqual(daily.change_24h);
      expect(pair.change_7d).toEqual(daily.change_7d);
      expect(pair.symbol.endsWith(`-${pair.quote}`)).toBe(true);
    }
    // The fixture's history spans ten days: every pair with a history has both changes.
    expect(doc.pairs.filter((p) => p.change_7d !== null).length).toBeGreaterThan(0);
  });

  it('is null for a pair without history, never a made-up figure', () => {
    const short = buildChangesDocument(snapshot, new Map(), ctx);
    expect(short.pairs.length).toBe(doc.pairs.length);
    for (const pair of short.pairs) expect([pair.change_24h, pair.change_7d]).toEqual([null, null]);
  });

  it('is written by the hourly refresh in the same set as the daily documents', () => {
    const files = renderMarketFiles(snapshot, ctx, history, marketDocumentFiles);
    const paths = files.map((f) => f.path);
    expect(paths).toContain('api/v1/markets/changes.json');
    expect(paths.filter((p) => p.startsWith('api/v1/markets/daily/')).length).toBe(history.size);
    const written = JSON.parse(String(files.find((f) => f.path === 'api/v1/markets/changes.json')!.content));
    expect(written.pairs).toEqual(JSON.parse(JSON.stringify(doc.pairs)));
  });
});

const change = (text: string, pct: string | null): MarketChange => ({
  window_hours: 24,
  from_at: '2026-11-21T12:00:00.000Z',
  from_price: '100',
  to_at: '2026-11-22T12:00:00.000Z',
  to_price: '100',
  change: text,
  change_pct: pct,
});

describe('changeDisplay', () => {
  it.each([
    ['en', '12.5', '12.345', 1, '+12.35'],
    ['en', '-0.5', '-0.4999', -1, '\u22120.50'],
    ['en', '0', '0', 0, '0.00'],
    ['en', '-0.0001', '-0.000001', -1, '\u22120.00'],
    ['en', '0.0001', '0.000001', 1, '+0.00'],
    ['en', '1234567.5', '12345.675', 1, '+12,345.68'],
    ['sv', '1234567.5', '12345.675', 1, '+12\u00a0345,68'],
    ['fi', '-3', '-1.005', -1, '\u22121,01'],
    ['is', '3', '1.004999999999', 1, '+1,00'],
  ] as const)('%s: change %s (%s %%) → direction %s, "%s"', (locale, diff, pct, direction, percent) => {
    expect(changeDisplay(change(diff, pct), locale)).toEqual({ direction, percent, exact: pct });
  });

  it('shows nothing without a change, or without a percentage (from a published zero)', () => {
    expect(changeDisplay(null, 'en')).toBeNull();
    expect(changeDisplay(change('5', null), 'en')).toBeNull();
  });
});
