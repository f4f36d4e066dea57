import { describe, expect, it } from 'vitest';
import { buildChangesDocument } from '@/lib/markets/changes';
import { buildCatalogue } from '@/lib/markets/documents';
import { tableView } from '@/lib/markets/table-view';
import type { ExchangeResult } from '@/lib/markets/types';
import { changeDisplay, shownChanges } from '@/lib/pages/change-display';
import { siteMarketsHistory, siteMarketsSnapshot } from '../../fixtures/markets/site-markets';
import { contextAt } from '../../fixtures/site-data';

const snapshot = siteMarketsSnapshot();
const ctx = contextAt();
const catalogue = buildCatalogue(snapshot, ctx);

describe('the markets table view (what the page is sent, and what the browser recomputes)', () => {
  it('shows every pair of markets.json, in its order, with the published price and method', () => {
    const view = tableView(catalogue);
    expect(view.rows.map((r) => r.symbol)).toEqual(catalogue.aggregated.map((a) => a.symbol));
    for (const [i, row] of view.rows.entries()) {
      const published = catalogue.aggregated[i]!;
      expect([row.price, row.min, row.max, row.method, row.exchange_count]).toEqual([
        published.price,
        published.min,
        published.max,
        published.method,
        published.exchange_count,
      ]);
      expect(row.contributors.map((c) => [c.exchange_id, c.last, c.bid, c.ask])).toEqual(
        published.contributors.map((c) => [c.exchange_id, c.last, c.bid, c.ask]),
      );
    }
    expect(view.liveOk).toEqual([]);
  });

  it('sends only the fields the table shows', () => {
    const row = tableView(catalogue).rows[0]!;
    expect(Object.keys(row).sort()).toEqual(
      ['base', 'contributors', 'exchange_count', 'max', 'method', 'min', 'name', 'price', 'quote', 'symbol', 'updated_at', 'volume'].sort(),
    );
    expect(Object.keys(row.contributors[0]!).sort()).toEqual(
      ['ask', 'bid', 'exchange_id', 'fetched_at', 'included_in_price', 'last', 'live', 'name'].sort(),
    );
  });

  it('lays a successful live read over that exchange\u2019s rows and ignores a failed one', () => {
    const firi = catalogue.tickers.filter((t) => t.exchange.id === 'firi');
    expect(firi.length).toBeGreaterThan(0);
    const first = firi[0]!;
    const later = '2026-11-22T13:00:00.000Z';
    const ok: ExchangeResult = {
      id: 'firi',
      status: 'ok',
      fetched_at: later,
      error: null,
      tickers: firi.map((t) =>
        t.symbol === first.symbol ? { ...t, last: '7', bid: null, ask: null, fetched_at: later } : { ...t, fetched_at: later },
      ),
    } as ExchangeResult;
    const failed = {
      id: 'coinmotion',
      status: 'error',
      fetched_at: later,
      error: 'network error',
      tickers: [],
    } as unknown as ExchangeResult;
    const view = tableView(catalogue, [ok, failed]);
    expect(view.liveOk).toEqual(['firi']);
    const row = view.rows.find((r) => r.symbol === first.symbol)!;
    expect(row.contributors.find((c) => c.exchange_id === 'firi')?.last).toBe('7');
    // Each contributor says whether its figures are live: Firi's are, the file's others are not.
    const contributors = view.rows.flatMap((r) => r.contributors);
    expect(contributors.filter((c) => c.live).map((c) => c.exchange_id)).toEqual(
      contributors.filter((c) => c.exchange_id === 'firi').map(() => 'firi'),
    );
    expect(contributors.some((c) => c.exchange_id !== 'firi')).toBe(true);
    expect(
      tableView(catalogue)
        .rows.flatMap((r) => r.contributors)
        .some((c) => c.live),
    ).toBe(false);
    expect(view.lastPrices.firi).toBe(later);
    // The failed exchange keeps the file's rows and their time.
    expect(catalogue.tickers.some((t) => t.exchange.id === 'coinmotion')).toBe(true);
    expect(view.lastPrices.coinmotion).toBe(tableView(catalogue).lastPrices.coinmotion);
    expect(view.rows.length).toBe(tableView(catalogue).rows.length);
  });

  it('keeps the icons the file published, and none for a base without one', () => {
    const view = tableView(catalogue);
    for (const a of catalogue.aggregated) expect(view.logos[a.base]).toBe(a.logo_path ? `/${a.logo_path}` : undefined);
  });

  it('shows each pair\u2019s change as the asset pages do', () => {
    const doc = buildChangesDocument(snapshot, siteMarketsHistory(snapshot), ctx);
    const shown = shownChanges(doc, 'sv');
    expect(Object.keys(shown.bySymbol)).toEqual(doc.pairs.map((p) => p.symbol));
    for (const p of doc.pairs) {
      expect(shown.bySymbol[p.symbol]).toEqual({ h24: changeDisplay(p.change_24h, 'sv'), d7: changeDisplay(p.change_7d, 'sv') });
    }
  });
});
