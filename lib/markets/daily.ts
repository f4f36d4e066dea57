import { envelope, type BuildContext } from '@/lib/core/context';
import { isQuote } from './constants';
import { compare, difference, maxOf, minOf, percentChange } from './decimal';
import { pairParts, utcDay } from './history';
import type { MarketChange, MarketDaily, MarketDailyRow, MarketHistoryRow } from './types';

/** Daily candles and the 24-hour and 7-day change of one pair (`markets/daily/<BASE>-<QUOTE>.json`). */

const HOUR_MS = 3_600_000;

/** The windows of the published change, in hours. */
export const CHANGE_WINDOWS = { change_24h: 24, change_7d: 168 } as const;

type PricedRow = MarketHistoryRow & { readonly price: string };

function priced(rows: readonly MarketHistoryRow[]): PricedRow[] {
  return rows.filter((row): row is PricedRow => row.price !== null);
}

/** One row per UTC day with a reading: open and close are the first and last readings of the day, high and low the extremes as written. */
export function dailyCandles(rows: readonly MarketHistoryRow[]): MarketDailyRow[] {
  const days = new Map<string, PricedRow[]>();
  for (const row of priced(rows)) {
    const day = utcDay(row.at);
    const list = days.get(day);
    if (list) list.push(row);
    else days.set(day, [row]);
  }
  return [...days].map(([date, readings]) => {
    const prices = readings.map((row) => row.price);
    const first = readings[0]!;
    const last = readings[readings.length - 1]!;
    return {
      date,
      open: first.price,
      high: maxOf(prices)!,
      low: minOf(prices)!,
      close: last.price,
      readings: readings.length,
      first_at: first.at,
      last_at: last.at,
    };
  });
}

/** The change over `hours`: from the newest reading at or before (newest reading − hours) to the newest reading. */
export function priceChange(rows: readonly MarketHistoryRow[], hours: number): MarketChange | null {
  const readings = priced(rows);
  const to = readings[readings.length - 1];
  if (!to) return null;
  const target = Date.parse(to.at) - hours * HOUR_MS;
  const from = readings.findLast((row) => Date.parse(row.at) <= target);
  if (!from) return null;
  return {
    window_hours: hours,
    from_at: from.at,
    from_price: from.price,
    to_at: to.at,
    to_price: to.price,
    change: difference(to.price, from.price),
    change_pct: percentChange(from.price, to.price),
  };
}

/** Whether a change went up (1), down (-1) or nowhere (0): for the pages' arrows. */
export function changeDirection(change: MarketChange): -1 | 0 | 1 {
  return compare(change.change, '0') as -1 | 0 | 1;
}

export const DAILY_SOURCE =
  'The aggregate price of each hourly refresh (markets/history/<BASE>-<QUOTE>.json), grouped by UTC day. Readings older than 30 days are thinned to the last one of each day.';

export function buildDailyDocument(rows: readonly MarketHistoryRow[], ctx: BuildContext, symbol: string): MarketDaily {
  const { quote } = pairParts(symbol);
  if (!isQuote(quote)) throw new RangeError(`Not a market pair: ${symbol}`);
  const days = dailyCandles(rows);
  return {
    ...envelope(ctx),
    symbol,
    quote,
    currency: quote,
    source: DAILY_SOURCE,
    change_24h: priceChange(rows, CHANGE_WINDOWS.change_24h),
    change_7d: priceChange(rows, CHANGE_WINDOWS.change_7d),
    count: days.length,
    days,
  };
}
