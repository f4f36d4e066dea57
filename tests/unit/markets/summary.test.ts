import { describe, expect, it } from 'vitest';
import { marketAggregateCores, marketTickers } from '@/lib/markets/documents';
import { quoteSummaries } from '@/lib/markets/summary';
import { fixtureSnapshot } from '@/tests/fixtures/markets/snapshot';

describe('quoteSummaries (the markets page tiles)', () => {
  it('counts pairs, names the exchanges that answered and the newest fetch, per quote', () => {
    const snapshot = fixtureSnapshot({ coinmotion: { status: 'error', error: 'HTTP 500', tickers: [] } });
    const tickers = marketTickers(snapshot).map((t) =>
      t.exchange.id === 'nbx' && t.quote === 'NOK' ? { ...t, fetched_at: '2026-11-22T12:30:00.000Z' } : t,
    );
    const summaries = quoteSummaries(['NOK', 'SEK', 'DKK', 'EUR'], tickers, marketAggregateCores(snapshot));
    expect(summaries.map((s) => [s.quote, s.pairs, s.exchanges, s.newest])).toEqual([
      ['NOK', 9, ['Firi', 'Norwegian Block Exchange'], '2026-11-22T12:30:00.000Z'],
      ['SEK', 1, ['Norwegian Block Exchange'], '2026-11-22T12:00:05.000Z'],
      ['DKK', 2, ['Firi', 'Norwegian Block Exchange'], '2026-11-22T12:00:05.000Z'],
      // A failed exchange is not among those that answered.
      ['EUR', 2, ['Norwegian Block Exchange'], '2026-11-22T12:00:05.000Z'],
    ]);
  });

  it('gives an empty tile for a quote nobody answered', () => {
    expect(quoteSummaries(['NOK'], [], [])).toEqual([{ quote: 'NOK', pairs: 0, exchanges: [], newest: null }]);
  });
});
