/**
 * Each row's place (0 first) in every named order, keyed by the row's id. Lists that sort without
 * a script print these places with each row and let the stylesheet pick the order (the markets
 * table, the register's firm lists; components/site/sort-choice.tsx). One function, so every such
 * list ranks the same way: a stable sort of a copy, the input untouched.
 */
export function rankRows<T, K extends string>(
  rows: readonly T[],
  id: (row: T) => string,
  orders: Readonly<Record<K, (a: T, b: T) => number>>,
): Record<string, Record<K, number>> {
  const ranks: Record<string, Record<K, number>> = {};
  for (const row of rows) ranks[id(row)] = {} as Record<K, number>;
  for (const order of Object.keys(orders) as K[]) {
    [...rows].sort(orders[order]).forEach((row, i) => (ranks[id(row)]![order] = i));
  }
  return ranks;
}
