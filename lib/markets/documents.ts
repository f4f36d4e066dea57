import { envelope, type BuildContext } from '@/lib/core/context';
import { apiUrl, pagesApiUrl } from '@/lib/urls';
import { aggregateTickers } from './aggregate';
import { EXCHANGE_IDS, isExchangeId, QUOTES, SIGN_OFF, type ExchangeId } from './constants';
import { descriptorOf, SKIPPED_VENUES } from './exchanges';
import { assetName, logoFields } from './icons';
import { lastOkAt } from './last-good';
import { compareBases, compareTickers } from './order';
import { AGGREGATION, DISCLAIMER, NOT_FETCHED_YET, QUOTE_NOTE, REFRESH } from './texts';
import type {
  Exchange,
  ExchangeResult,
  MarketAggregate,
  MarketAggregateCore,
  MarketAggregated,
  MarketAsset,
  MarketExchangeDocument,
  MarketHistoryLink,
  MarketsCatalogue,
  MarketsSnapshot,
  MarketTicker,
} from './types';

/** Pure builders of the market documents. */

export const MARKET_PATHS = {
  catalogue: 'markets.json',
  aggregated: 'markets/aggregated.json',
  exchange: (id: ExchangeId) => `markets/${id}.json`,
  asset: (symbol: string) => `markets/by-asset/${symbol}.json`,
  /** `pair` is `BASE-QUOTE`. */
  history: (pair: string) => `markets/history/${pair}.json`,
  /** `pair` is `BASE-QUOTE`. */
  daily: (pair: string) => `markets/daily/${pair}.json`,
  changes: 'markets/changes.json',
} as const;

interface Derived {
  tickers: MarketTicker[];
  aggregates: MarketAggregateCore[];
}

// Every document of one refresh reads the same tickers and aggregates.
const derivedCache = new WeakMap<MarketsSnapshot, Derived>();

function derived(snapshot: MarketsSnapshot): Derived {
  let value = derivedCache.get(snapshot);
  if (!value) {
    const tickers = EXCHANGE_IDS.flatMap((id) => {
      const result = exchangeResult(snapshot, id);
      return result.status === 'ok' ? result.tickers : [];
    }).sort(compareTickers);
    value = { tickers, aggregates: aggregateTickers(tickers) };
    derivedCache.set(snapshot, value);
  }
  return value;
}

/** An exchange's outcome; an exchange absent from the snapshot has never been fetched. */
export function exchangeResult(snapshot: MarketsSnapshot, id: ExchangeId): ExchangeResult {
  return (
    snapshot.exchanges.find((result) => result.id === id) ?? {
      id,
      status: 'error',
      error: NOT_FETCHED_YET,
      fetched_at: snapshot.generated_at,
      tickers: [],
    }
  );
}

/** Each exchange's standing in ESMA's register (lib/register/standing.ts makes them; none: null fields). */
export type ExchangeStandings = Partial<Record<ExchangeId, Pick<Exchange, 'register' | 'register_source'>>>;

export function exchangeEntry(snapshot: MarketsSnapshot, id: ExchangeId, standings: ExchangeStandings = {}): Exchange {
  const result = exchangeResult(snapshot, id);
  return {
    ...descriptorOf(id),
    status: result.status,
    fetched_at: result.fetched_at,
    error: result.status === 'ok' ? null : (result.error ?? 'Unknown error'),
    ticker_count: result.status === 'ok' ? result.tickers.length : 0,
    last_ok_at: lastOkAt(result),
    register: standings[id]?.register ?? null,
    register_source: standings[id]?.register_source ?? null,
  };
}

/** Tickers of the exchanges that succeeded, in display order. */
export function marketTickers(snapshot: MarketsSnapshot): MarketTicker[] {
  return derived(snapshot).tickers;
}

/** The aggregates without the logo fields (they need the site config). */
export function marketAggregateCores(snapshot: MarketsSnapshot): readonly MarketAggregateCore[] {
  return derived(snapshot).aggregates;
}

export function marketAggregates(snapshot: MarketsSnapshot, ctx: BuildContext): MarketAggregate[] {
  return derived(snapshot).aggregates.map((aggregate) => ({ ...aggregate, ...logoFields(aggregate.base, ctx.config) }));
}

/** Base symbols present in the tickers: the keys of `markets/by-asset/{symbol}.json`. */
export function marketSymbols(snapshot: MarketsSnapshot): string[] {
  return [...new Set(marketTickers(snapshot).map((ticker) => ticker.base))].sort(compareBases);
}

function catalogueUrls(ctx: BuildContext) {
  const { config } = ctx;
  return {
    catalogue: pagesApiUrl(config, MARKET_PATHS.catalogue),
    catalogue_custom_domain: apiUrl(config, MARKET_PATHS.catalogue),
    aggregated: pagesApiUrl(config, MARKET_PATHS.aggregated),
    aggregated_custom_domain: apiUrl(config, MARKET_PATHS.aggregated),
    logos: pagesApiUrl(config, 'markets/logos/'),
    logos_custom_domain: apiUrl(config, 'markets/logos/'),
  };
}

export function buildCatalogue(snapshot: MarketsSnapshot, ctx: BuildContext, standings: ExchangeStandings = {}): MarketsCatalogue {
  const tickers = marketTickers(snapshot);
  const aggregated = marketAggregates(snapshot, ctx);
  return {
    ...envelope(ctx),
    kind: 'markets',
    disclaimer: DISCLAIMER,
    sign_off: SIGN_OFF,
    not_investment_advice: true,
    quotes: [...QUOTES],
    quote_note: QUOTE_NOTE,
    aggregation: { ...AGGREGATION },
    refresh: { ...REFRESH },
    urls: catalogueUrls(ctx),
    exchanges: EXCHANGE_IDS.map((id) => exchangeEntry(snapshot, id, standings)),
    skipped: SKIPPED_VENUES.map((venue) => ({ ...venue })),
    count: tickers.length,
    aggregated_count: aggregated.length,
    tickers,
    aggregated,
  };
}

export function buildAggregated(snapshot: MarketsSnapshot, ctx: BuildContext): MarketAggregated {
  const pairs = marketAggregates(snapshot, ctx);
  return { ...envelope(ctx), count: pairs.length, pairs };
}

export function buildExchangeDocument(
  snapshot: MarketsSnapshot,
  ctx: BuildContext,
  id: string,
  standings: ExchangeStandings = {},
): MarketExchangeDocument {
  if (!isExchangeId(id)) throw new RangeError(`Unknown exchange id: ${id}`);
  const tickers = marketTickers(snapshot).filter((ticker) => ticker.exchange.id === id);
  const path = MARKET_PATHS.exchange(id);
  return {
    ...envelope(ctx),
    kind: 'market_exchange',
    disclaimer: DISCLAIMER,
    sign_off: SIGN_OFF,
    not_investment_advice: true,
    urls: {
      ...catalogueUrls(ctx),
      exchange: pagesApiUrl(ctx.config, path),
      exchange_custom_domain: apiUrl(ctx.config, path),
    },
    exchange: exchangeEntry(snapshot, id, standings),
    count: tickers.length,
    tickers,
  };
}

export function historyLink(ctx: BuildContext, aggregate: { symbol: string; quote: MarketAggregate['quote'] }): MarketHistoryLink {
  const path = MARKET_PATHS.history(aggregate.symbol);
  return {
    symbol: aggregate.symbol,
    quote: aggregate.quote,
    path: `api/v1/${path}`,
    url: pagesApiUrl(ctx.config, path),
    url_custom_domain: apiUrl(ctx.config, path),
  };
}

export function buildAssetDocument(snapshot: MarketsSnapshot, ctx: BuildContext, symbol: string): MarketAsset {
  const tickers = marketTickers(snapshot).filter((ticker) => ticker.base === symbol);
  if (tickers.length === 0) throw new RangeError(`No tickers for market symbol: ${symbol}`);
  const { api_version, generated_at, preview } = envelope(ctx);
  const aggregated = marketAggregates(snapshot, ctx).filter((aggregate) => aggregate.base === symbol);
  return {
    api_version,
    name: assetName(symbol),
    generated_at,
    preview,
    symbol,
    count: tickers.length,
    tickers,
    aggregated,
    aggregation: { ...AGGREGATION },
    ...logoFields(symbol, ctx.config),
    history: aggregated.map((aggregate) => historyLink(ctx, aggregate)),
  };
}
