import type { MarketsSnapshot } from './types';

// Only the time of the last good answer is kept, never old tickers: no stale price passes for a current one.

/** What a previous refresh knew of an exchange: a snapshot's result or a published Exchange entry. */
export interface LastGoodSource {
  readonly id: string;
  readonly status: string;
  readonly fetched_at: string;
  /** Absent in a snapshot or catalogue written before the field existed. */
  readonly last_ok_at?: string | null;
}

/** The time of the exchange's last successful read: this one when it succeeded, else the one carried. */
export function lastOkAt(result: LastGoodSource): string | null {
  return result.status === 'ok' ? result.fetched_at : (result.last_ok_at ?? null);
}

/** The snapshot with each failed exchange's `last_ok_at` carried from the previous refresh; null when it never answered. */
export function withLastGood(fetched: MarketsSnapshot, previous: readonly LastGoodSource[] | null): MarketsSnapshot {
  const before = new Map((previous ?? []).map((entry) => [entry.id, entry]));
  return {
    ...fetched,
    exchanges: fetched.exchanges.map((result) => {
      if (result.status === 'ok') return { ...result, last_ok_at: result.fetched_at };
      const earlier = before.get(result.id);
      return { ...result, last_ok_at: earlier ? lastOkAt(earlier) : null };
    }),
  };
}
