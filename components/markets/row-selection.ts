/**
 * The markets table's controls as data: which rows they select and in what order. Read by the
 * page's script (page-script.ts) on every change of a control and of the rows.
 */
export type SortKey = 'default' | 'name' | 'exchanges' | 'updated';

export interface ControlState {
  readonly quote: string;
  readonly query: string;
  readonly sort: SortKey;
}

export const DEFAULT_CONTROLS: ControlState = { quote: 'all', query: '', sort: 'default' };

export const SORT_KEYS: readonly SortKey[] = ['default', 'name', 'exchanges', 'updated'];

/** The rows the controls select, in the order they ask for (a new array; the input is untouched). */
export function selectRows<
  T extends { base: string; quote: string; symbol: string; name: string | null; exchange_count: number; updated_at: string | null },
>(rows: readonly T[], { quote, query, sort }: ControlState): T[] {
  const q = query.trim().toLowerCase();
  const shown = rows.filter(
    (row) =>
      (quote === 'all' || row.quote === quote) &&
      (!q || row.base.toLowerCase().includes(q) || (row.name ?? '').toLowerCase().includes(q) || row.symbol.toLowerCase().includes(q)),
  );
  if (sort === 'name') shown.sort((a, b) => a.base.localeCompare(b.base) || a.quote.localeCompare(b.quote));
  else if (sort === 'exchanges') shown.sort((a, b) => b.exchange_count - a.exchange_count);
  else if (sort === 'updated') shown.sort((a, b) => Date.parse(b.updated_at ?? '') - Date.parse(a.updated_at ?? ''));
  return shown;
}
