import { aggregatePair, pairBuckets } from './aggregate';
import { comparePairs, compareTickers } from './order';
import { quoteSummaries, type QuoteSummary } from './summary';
import type { ExchangeResult, MarketAggregateCore, MarketTicker } from './types';

/** What the markets table shows, computed from one set of tickers. */
export interface TableView {
  readonly rows: readonly TableRow[];
  readonly summaries: readonly QuoteSummary[];
  /** Exchange id → newest `fetched_at` among its rows shown. */
  readonly lastPrices: Readonly<Record<string, string>>;
  /** Exchanges whose rows come from a successful read in the reader's browser. */
  readonly liveOk: readonly string[];
  /** Base → the coin icon the file published (a live-only asset has none: no icon, never another's). */
  readonly logos: Readonly<Record<string, string>>;
}

/** The fields of a pair's aggregate the table shows (the page is sent no more than these). */
export interface TableRow extends Pick<
  MarketAggregateCore,
  'symbol' | 'base' | 'name' | 'quote' | 'updated_at' | 'exchange_count' | 'method' | 'price' | 'min' | 'max'
> {
  readonly volume: Pick<MarketAggregateCore['volume'], 'volume_base' | 'volume_quote' | 'volume_base_24h' | 'volume_quote_24h'>;
  readonly contributors: ReadonlyArray<
    Pick<
      MarketAggregateCore['contributors'][number],
      'exchange_id' | 'name' | 'last' | 'bid' | 'ask' | 'fetched_at' | 'included_in_price'
    > & {
      /** These figures come from a successful read in the reader's browser. */
      readonly live: boolean;
    }
  >;
}

function tableRow(a: MarketAggregateCore, liveOk: ReadonlySet<string>): TableRow {
  const { volume_base, volume_quote, volume_base_24h, volume_quote_24h } = a.volume;
  return {
    symbol: a.symbol,
    base: a.base,
    name: a.name,
    quote: a.quote,
    updated_at: a.updated_at,
    exchange_count: a.exchange_count,
    method: a.method,
    price: a.price,
    min: a.min,
    max: a.max,
    volume: { volume_base, volume_quote, volume_base_24h, volume_quote_24h },
    contributors: a.contributors.map(({ exchange_id, name, last, bid, ask, fetched_at, included_in_price }) => ({
      exchange_id,
      name,
      last,
      bid,
      ask,
      fetched_at,
      included_in_price,
      live: liveOk.has(exchange_id),
    })),
  };
}

/** The fields of `markets.json` a table view is computed from. */
export interface TableSource {
  readonly quotes: readonly string[];
  readonly tickers: readonly MarketTicker[];
  readonly aggregated: ReadonlyArray<{ readonly base: string; readonly logo_path: string | null }>;
}

/** The file's tickers with each successful live read laid over that exchange's rows, aggregated with the same code as the build. */
export function tableView(file: TableSource, live: readonly ExchangeResult[] = []): TableView {
  const merged = mergeLive(file, live);
  return finish(file, merged, merged.buckets.map(aggregatePair));
}

interface Merged {
  readonly tickers: readonly MarketTicker[];
  readonly buckets: readonly MarketTicker[][];
  readonly liveOk: ReadonlySet<string>;
}

function mergeLive(file: TableSource, live: readonly ExchangeResult[]): Merged {
  const ok = live.filter((result) => result.status === 'ok');
  const liveOk = new Set(ok.map((result) => result.id));
  const tickers = [...file.tickers.filter((t) => !liveOk.has(t.exchange.id)), ...ok.flatMap((r) => r.tickers)].sort(compareTickers);
  return { tickers, buckets: pairBuckets(tickers), liveOk };
}

function finish(file: TableSource, { tickers, liveOk }: Merged, aggregates: MarketAggregateCore[]): TableView {
  aggregates.sort(comparePairs);
  const lastPrices: Record<string, string> = {};
  for (const t of tickers) {
    const seen = lastPrices[t.exchange.id];
    if (seen === undefined || t.fetched_at > seen) lastPrices[t.exchange.id] = t.fetched_at;
  }
  return {
    rows: aggregates.map((aggregate) => tableRow(aggregate, liveOk)),
    summaries: quoteSummaries(file.quotes, tickers, aggregates),
    lastPrices,
    liveOk: [...liveOk],
    logos: Object.fromEntries(file.aggregated.flatMap((a) => (a.logo_path ? [[a.base, `/${a.logo_path}`]] : []))),
  };
}
