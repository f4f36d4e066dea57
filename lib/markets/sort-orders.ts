import { rankRows } from '@/lib/core/sort-ranks';
import { compare, product } from './decimal';
import { comparePairs, compareQuotes } from './order';

/** The markets table's sort orders, written into each row as ranks, so a stylesheet can reorder the rows without a script. */
export const SORT_ORDERS = ['pair', 'price', 'change', 'volume'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface SortableRow {
  readonly symbol: string;
  readonly base: string;
  readonly quote: string;
  readonly price: string | null;
  readonly volume: { readonly volume_base_24h: string | null; readonly volume_quote_24h: string | null };
}

/** Turnover in the pair's own currency over 24 h: published where an exchange gave it, else base volume × price. */
function turnover(row: SortableRow): string | null {
  if (row.volume.volume_quote_24h !== null) return row.volume.volume_quote_24h;
  if (row.volume.volume_base_24h !== null && row.price !== null) return product(row.volume.volume_base_24h, row.price);
  return null;
}

/** Largest first, missing last. */
function descending(a: string | null, b: string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return compare(b, a);
}

/** A to Z by base, then the currencies in their usual order. */
const byPair = (a: SortableRow, b: SortableRow) => (a.base < b.base ? -1 : a.base > b.base ? 1 : compareQuotes(a.quote, b.quote));

/** Each row's place (0 first) in every order. */
export function sortRanks(
  rows: readonly SortableRow[],
  change24h: (symbol: string) => string | null,
): Record<string, Record<SortOrder, number>> {
  const orders: Record<SortOrder, (a: SortableRow, b: SortableRow) => number> = {
    pair: byPair,
    price: (a, b) => compareQuotes(a.quote, b.quote) || descending(a.price, b.price) || comparePairs(a, b),
    change: (a, b) => descending(change24h(a.symbol), change24h(b.symbol)) || comparePairs(a, b),
    volume: (a, b) => compareQuotes(a.quote, b.quote) || descending(turnover(a), turnover(b)) || comparePairs(a, b),
  };
  return rankRows(rows, (row) => row.symbol, orders);
}
