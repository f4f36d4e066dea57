import { maxOf, mean, midpoint, minOf, sum } from './decimal';
import { assetName } from './icons';
import { compareExchanges, comparePairs } from './order';
import type { MarketAggregateCore, MarketContributor, MarketTicker, MarketVolume } from './types';

/** One bucket per base-quote pair; nothing is invented, a missing value stays null, never zero. */
export function aggregateTickers(tickers: readonly MarketTicker[]): MarketAggregateCore[] {
  return pairBuckets(tickers).map(aggregatePair).sort(comparePairs);
}

/** The tickers grouped by base-quote pair, each group one pair's aggregate (order: first seen). */
export function pairBuckets(tickers: readonly MarketTicker[]): MarketTicker[][] {
  const buckets = new Map<string, MarketTicker[]>();
  for (const ticker of tickers) {
    const key = `${ticker.base}-${ticker.quote}`;
    const bucket = buckets.get(key);
    if (bucket) bucket.push(ticker);
    else buckets.set(key, [ticker]);
  }
  return [...buckets.values()];
}

type VolumeField = 'volume_base' | 'volume_quote' | 'volume_base_24h' | 'volume_quote_24h';
const VOLUME_FIELDS: readonly VolumeField[] = ['volume_base', 'volume_quote', 'volume_base_24h', 'volume_quote_24h'];

/** One contributor per exchange (the first row wins), in exchange order. */
function oneRowPerExchange(rows: readonly MarketTicker[]): MarketTicker[] {
  const seen = new Set<string>();
  const unique = rows.filter((row) => !seen.has(row.exchange.id) && seen.add(row.exchange.id));
  return unique.sort((a, b) => compareExchanges(a.exchange.id, b.exchange.id));
}

/** One pair's aggregate from its tickers (one bucket of `pairBuckets`). */
export function aggregatePair(bucket: readonly MarketTicker[]): MarketAggregateCore {
  const rows = oneRowPerExchange(bucket);
  const first = rows[0];
  if (!first) throw new Error('aggregatePair: empty bucket');
  const { base, quote } = first;

  const mids = rows.map((row) => (row.bid !== null && row.ask !== null ? midpoint(row.bid, row.ask) : null));
  const lastSeries = rows.flatMap((row) => (row.last === null ? [] : [row.last]));
  const midSeries = mids.filter((mid): mid is string => mid !== null);

  const last = lastSeries.length > 0 ? mean(lastSeries) : null;
  const mid = midSeries.length > 0 ? mean(midSeries) : null;
  const method = last !== null ? 'mean_last' : mid !== null ? 'mean_bid_ask_mid' : null;
  const priceSeries = method === 'mean_last' ? lastSeries : method === 'mean_bid_ask_mid' ? midSeries : [];

  const contributors: MarketContributor[] = rows.map((row, index) => {
    const rowMid = mids[index] ?? null;
    const inLast = row.last !== null;
    const inMid = rowMid !== null;
    return {
      exchange_id: row.exchange.id,
      name: row.exchange.name,
      country: row.exchange.country,
      last: row.last,
      bid: row.bid,
      ask: row.ask,
      mid: rowMid,
      included_in_last: inLast,
      included_in_mid: inMid,
      included_in_price: method === 'mean_last' ? inLast : method === 'mean_bid_ask_mid' ? inMid : false,
      volume_base: row.volume_base,
      volume_quote: row.volume_quote,
      volume_base_24h: row.volume_base_24h,
      volume_quote_24h: row.volume_quote_24h,
      fetched_at: row.fetched_at,
      source_url: row.source_url,
    };
  });

  const times = rows.map((row) => row.fetched_at).sort((a, b) => Date.parse(a) - Date.parse(b));

  return {
    symbol: `${base}-${quote}`,
    base,
    name: assetName(base),
    quote,
    currency: quote,
    updated_at: times[times.length - 1] ?? null,
    oldest_fetched_at: times[0] ?? null,
    exchange_count: rows.length,
    method,
    method_note: methodNote(method, lastSeries.length, midSeries.length, rows.length),
    price: method === 'mean_last' ? last : mid,
    min: minOf(priceSeries),
    max: maxOf(priceSeries),
    last,
    last_count: lastSeries.length,
    last_min: minOf(lastSeries),
    last_max: maxOf(lastSeries),
    mid,
    mid_count: midSeries.length,
    mid_min: minOf(midSeries),
    mid_max: maxOf(midSeries),
    vwap: null,
    volume_used_for_price: false,
    volume: volumeOf(rows, base, quote),
    contributors,
  };
}

function volumeOf(rows: readonly MarketTicker[], base: string, quote: string): MarketVolume {
  const sums = {} as Record<VolumeField, string | null>;
  const counts = {} as Record<VolumeField, number>;
  for (const field of VOLUME_FIELDS) {
    const values = rows.flatMap((row) => (row[field] === null ? [] : [row[field]]));
    sums[field] = values.length > 0 ? sum(values) : null;
    counts[field] = values.length;
  }
  return {
    ...sums,
    volume_base_exchanges: counts.volume_base,
    volume_quote_exchanges: counts.volume_quote,
    volume_base_24h_exchanges: counts.volume_base_24h,
    volume_quote_24h_exchanges: counts.volume_quote_24h,
    units: {
      volume_base: `${base}; window not named by the exchanges that published it`,
      volume_quote: `${quote}; window not named by the exchanges that published it`,
      volume_base_24h: `${base} over the last 24 hours`,
      volume_quote_24h: `${quote} over the last 24 hours`,
    },
  };
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function methodNote(method: MarketAggregateCore['method'], lasts: number, mids: number, exchanges: number): string {
  if (method === 'mean_last') {
    const left = exchanges - lasts;
    return (
      `Mean of the last prices published by ${plural(lasts, 'exchange')}; min and max are from the same last prices.` +
      (left > 0
        ? ` ${plural(left, 'exchange')} without a last price ${left === 1 ? 'is listed as a contributor' : 'are listed as contributors'} but left out of price, min and max.`
        : '')
    );
  }
  if (method === 'mean_bid_ask_mid') {
    return `No exchange published a last price; price is the mean of the bid/ask midpoints of ${plural(mids, 'exchange')} that published both bid and ask.`;
  }
  return 'No exchange published a last price or both a bid and an ask for this pair, so no price is given.';
}
