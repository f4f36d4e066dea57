import { describe, expect, it } from 'vitest';
import { makeContext } from '@/lib/core/context';
import { DEFAULT_CONFIG } from '@/lib/config';
import { buildCatalogue, marketAggregates } from '@/lib/markets/documents';
import { BROWSER_EXCHANGE_IDS, browserBaseUrls, snapshotFromCatalogue, withLiveResults } from '@/lib/markets/live';
import { fixtureSnapshot, ticker } from '@/tests/fixtures/markets/snapshot';

const ctx = makeContext(new Date('2026-11-22T12:00:10.000Z'), DEFAULT_CONFIG);

describe('live recompute for the markets page', () => {
  it('only Firi and Coinmotion may be read from a browser', () => {
    expect(BROWSER_EXCHANGE_IDS).toEqual(['firi', 'coinmotion']);
  });

  it("reads each from its own API, or from the URL its LIVE_<ID>_API_URL names; NBX's has no effect", () => {
    expect(browserBaseUrls({})).toEqual({ firi: 'https://api.firi.com', coinmotion: 'https://api.coinmotion.com' });
    const env = { LIVE_COINMOTION_API_URL: 'http://127.0.0.1:7/coinmotion', LIVE_NBX_API_URL: 'http://127.0.0.1:7/nbx', FIRI_API_URL: 'x' };
    expect(browserBaseUrls(env)).toEqual({ firi: 'https://api.firi.com', coinmotion: 'http://127.0.0.1:7/coinmotion' });
  });

  it('a catalogue turns back into the snapshot it came from', () => {
    const snapshot = fixtureSnapshot();
    const catalogue = buildCatalogue(snapshot, ctx);
    expect(marketAggregates(snapshotFromCatalogue(catalogue), ctx)).toEqual(catalogue.aggregated);
  });

  it('fresh results replace an exchange; failed ones keep the published figures', () => {
    const base = snapshotFromCatalogue(buildCatalogue(fixtureSnapshot(), ctx));
    const fresh = [
      {
        id: 'firi' as const,
        status: 'ok' as const,
        error: null,
        fetched_at: '2026-11-22T12:05:00.000Z',
        tickers: [ticker('firi', 'BTC-NOK', { last: '1000000' })],
      },
      { id: 'coinmotion' as const, status: 'error' as const, error: 'network error', fetched_at: '2026-11-22T12:05:00.000Z', tickers: [] },
    ];
    const merged = withLiveResults(base, fresh);
    const btc = marketAggregates(merged, ctx).find((a) => a.symbol === 'BTC-NOK')!;
    expect(btc.last).toBe('1006200.25'); // (1000000 + 1012400.5) / 2
    expect(merged.exchanges[2]).toBe(base.exchanges[2]);
  });
});
