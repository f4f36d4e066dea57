/**
 * The markets table's filter controls as data: which rows they select (markets-body.tsx). The
 * order is the stylesheet's (markets-sort.tsx): the rows stay in their printed order here.
 */
export interface ControlState {
  readonly quote: string;
  readonly query: string;
}

export const DEFAULT_CONTROLS: ControlState = { quote: 'all', query: '' };

/** The rows the controls select, in their order (a new array; the input is untouched). */
export function selectRows<T extends { base: string; quote: string; symbol: string; name: string | null }>(
  rows: readonly T[],
  { quote, query }: ControlState,
): T[] {
  const q = query.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (quote === 'all' || row.quote === quote) &&
      (!q || row.base.toLowerCase().includes(q) || (row.name ?? '').toLowerCase().includes(q) || row.symbol.toLowerCase().includes(q)),
  );
}
