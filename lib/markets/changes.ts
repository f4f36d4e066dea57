import { envelope, type BuildContext } from '@/lib/core/context';
import { CHANGE_WINDOWS, priceChange } from './daily';
import { marketAggregateCores } from './documents';
import type { MarketChanges, MarketHistoryMap, MarketsSnapshot } from './types';

/** `markets/changes.json`: every pair's 24-hour and 7-day change, so one small request keeps the table current after a refresh. */

export const CHANGES_SOURCE =
  'The change_24h and change_7d of each pair\u2019s markets/daily/<BASE>-<QUOTE>.json, for every pair of markets.json, in its order.';

export function buildChangesDocument(snapshot: MarketsSnapshot, history: MarketHistoryMap, ctx: BuildContext): MarketChanges {
  const pairs = marketAggregateCores(snapshot).map(({ symbol, quote }) => {
    const rows = history.get(symbol) ?? [];
    return {
      symbol,
      quote,
      change_24h: priceChange(rows, CHANGE_WINDOWS.change_24h),
      change_7d: priceChange(rows, CHANGE_WINDOWS.change_7d),
    };
  });
  return { ...envelope(ctx), source: CHANGES_SOURCE, count: pairs.length, pairs };
}
