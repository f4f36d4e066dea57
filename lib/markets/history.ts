import { envelope, type BuildContext } from '@/lib/core/context';
import { HISTORY_HOURLY_DAYS, isQuote } from './constants';
import { marketAggregateCores } from './documents';
import { comparePairs } from './order';
import type { MarketAggregateCore, MarketHistory, MarketHistoryMap, MarketHistoryRow, MarketsSnapshot } from './types';

/** Price history per pair, pure functions taking `now`, shared by refresh, prebuild and registry so all three keep history alike. */

const DAY_MS = 86_400_000;

export function historyRow(aggregate: MarketAggregateCore, at: string): MarketHistoryRow {
  return {
    at,
    price: aggregate.price,
    method: aggregate.method,
    last: aggregate.last,
    mid: aggregate.mid,
    exchange_count: aggregate.exchange_count,
    exchanges: aggregate.contributors
      .filter((contributor) => contributor.included_in_price)
      .map((contributor) => contributor.exchange_id)
      .sort(),
  };
}

/** UTC calendar day of an instant (`at` may carry any offset). */
export function utcDay(at: string): string {
  return new Date(Date.parse(at)).toISOString().slice(0, 10);
}

/** Oldest first; of two rows at the same instant the one already there wins. */
function ordered(rows: readonly MarketHistoryRow[]): MarketHistoryRow[] {
  const seen = new Set<number>();
  const unique: MarketHistoryRow[] = [];
  for (const row of rows) {
    const instant = Date.parse(row.at);
    if (!seen.has(instant)) {
      seen.add(instant);
      unique.push(row);
    }
  }
  // A stable sort keeps the first of equal instants first (and they were de-duplicated above).
  return unique.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** Keeps every row newer than `now` minus 30 days; of the older rows keeps only the last one of each UTC day. */
export function thinHistory(rows: readonly MarketHistoryRow[], now: Date): MarketHistoryRow[] {
  const sorted = ordered(rows);
  const cutoff = now.getTime() - HISTORY_HOURLY_DAYS * DAY_MS;
  return sorted.filter((row, index) => {
    if (Date.parse(row.at) >= cutoff) return true;
    const next = sorted[index + 1];
    // An old row survives when it is the last old row of its day.
    return !next || Date.parse(next.at) >= cutoff || utcDay(next.at) !== utcDay(row.at);
  });
}

/** Adds a row (ignored when a row at that instant exists), keeps the order and thins. */
export function appendHistory(rows: readonly MarketHistoryRow[], row: MarketHistoryRow, now: Date): MarketHistoryRow[] {
  return thinHistory([...rows, row], now);
}

/** The rows a snapshot adds: one per aggregated pair. */
export function snapshotHistoryRows(snapshot: MarketsSnapshot): Map<string, MarketHistoryRow> {
  return new Map(
    marketAggregateCores(snapshot).map((aggregate) => [
      aggregate.symbol,
      historyRow(aggregate, aggregate.updated_at ?? snapshot.generated_at),
    ]),
  );
}

/** History after a snapshot: each pair the snapshot aggregated gets its row appended and is thinned at the snapshot's time. */
export function appendSnapshot(history: MarketHistoryMap, snapshot: MarketsSnapshot): Map<string, readonly MarketHistoryRow[]> {
  const now = new Date(snapshot.generated_at);
  const next = new Map(history);
  for (const [symbol, row] of snapshotHistoryRows(snapshot)) next.set(symbol, appendHistory(history.get(symbol) ?? [], row, now));
  return new Map([...next].sort(([a], [b]) => comparePairs(pairParts(a), pairParts(b))));
}

/** `BTC-NOK` → `{base: 'BTC', quote: 'NOK'}`; the quote is what follows the last dash. */
export function pairParts(symbol: string): { base: string; quote: string } {
  const dash = symbol.lastIndexOf('-');
  return { base: symbol.slice(0, dash), quote: symbol.slice(dash + 1) };
}

export function buildHistoryDocument(rows: readonly MarketHistoryRow[], ctx: BuildContext, symbol: string): MarketHistory {
  const { quote } = pairParts(symbol);
  if (!isQuote(quote)) throw new RangeError(`Not a market pair: ${symbol}`);
  return { ...envelope(ctx), symbol, quote, rows: [...rows] };
}
