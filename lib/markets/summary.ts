import type { MarketAggregateCore, MarketTicker } from './types';

/** The markets page's summary tiles, one per quote currency: how many pairs are quoted in it. */
export interface QuoteSummary {
  readonly quote: string;
  readonly pairs: number;
  /** Exchange names in display order (the tickers' order). */
  readonly exchanges: readonly string[];
  /** Newest `fetched_at` among the quote's tickers, as written; null when none. */
  readonly newest: string | null;
}

export function quoteSummaries(
  quotes: readonly string[],
  tickers: readonly Pick<MarketTicker, 'quote' | 'exchange' | 'fetched_at'>[],
  aggregates: readonly Pick<MarketAggregateCore, 'quote'>[],
): QuoteSummary[] {
  return quotes.map((quote) => {
    const own = tickers.filter((ticker) => ticker.quote === quote);
    const exchanges = [...new Set(own.map((ticker) => ticker.exchange.name))];
    const newest = own.reduce<string | null>(
      (best, t) => (best === null || Date.parse(t.fetched_at) > Date.parse(best) ? t.fetched_at : best),
      null,
    );
    return { quote, pairs: aggregates.filter((a) => a.quote === quote).length, exchanges, newest };
  });
}
