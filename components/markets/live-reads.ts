import type { SWRConfiguration } from 'swr';
import type { MarketsFile } from '@/lib/markets/markets-file';

/**
 * How the markets page reads its data through SWR (live-data.tsx): the file and its changes every
 * `browser_json_seconds` (900 s), each CORS exchange every `browser_exchange_seconds` (300 s);
 * requests within half a period are deduplicated; a failed read is retried with backoff (1, 2, 4,
 * then 8 periods at most), and nothing else: each failed request is a line in the reader's
 * console we cannot silence. Focus and a reconnect read again (no sooner than the period allows).
 */

/** Longest pause, in reload periods, after a read keeps failing (8 × 5 min = 40 min). */
export const MAX_BACKOFF_PERIODS = 8;

/** Periods to wait after the `failures`-th failure in a row: 1, 2, 4, then 8 at most. */
export function periodsToWait(failures: number): number {
  return Math.min(MAX_BACKOFF_PERIODS, 2 ** Math.max(0, failures - 1));
}

export function readOptions(periodSeconds: number): SWRConfiguration {
  const periodMs = periodSeconds * 1000;
  return {
    refreshInterval: periodMs,
    // Half a period: a refresh one period after the first read is never taken for a duplicate of it.
    dedupingInterval: periodMs / 2,
    focusThrottleInterval: periodMs,
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
    revalidateIfStale: true,
    shouldRetryOnError: true,
    // SWR's retry count starts at 1 for the first retry after a failure.
    onErrorRetry: (_error, _key, _config, revalidate, { retryCount }) => {
      setTimeout(() => void revalidate({ retryCount }), periodsToWait(retryCount) * periodMs);
    },
  };
}

export const jsonOptions = (refresh: MarketsFile['refresh']) => readOptions(refresh.browser_json_seconds);
export const exchangeOptions = (refresh: MarketsFile['refresh']) => readOptions(refresh.browser_exchange_seconds);
