import type { MarketsSnapshot } from './types';

/**
 * When each exchange last answered with prices, kept from one refresh to the next, so that a
 * failed exchange can say how old its last good figures are. Only the time is kept: its old
 * tickers are never published again, so no stale price can pass for a current one.
 */

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

/**
 * The fetched snapshot with each failed exchange's `last_ok_at` taken from what the previous
 * refresh knew (its success time, or the time it carried itself). An exchange the previous
 * refresh did not list, or never had an answer from, has none: null, never a guess.
 */
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
