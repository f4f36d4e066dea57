/**
 * The markets table's search as data: which rows it selects (markets-body.tsx). The order and the
 * currency are the stylesheet's (markets-sort.tsx, currency-choice.tsx): rows stay printed here.
 */
export interface ControlState {
  readonly query: string;
}

export const DEFAULT_CONTROLS: ControlState = { query: '' };

/** The rows the controls select, in their order (a new array; the input is untouched). */
export function selectRows<T extends { base: string; symbol: string; name: string | null }>(
  rows: readonly T[],
  { query }: ControlState,
): T[] {
  const q = query.trim().toLowerCase();
  return rows.filter(
    (row) => !q || row.base.toLowerCase().includes(q) || (row.name ?? '').toLowerCase().includes(q) || row.symbol.toLowerCase().includes(q),
  );
}
