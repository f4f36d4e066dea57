import type { SWRConfiguration } from 'swr';
import type { ExchangeId } from '@/lib/markets/constants';
import type { MarketsFile } from '@/lib/markets/markets-file';
import type { ExchangeResult } from '@/lib/markets/types';

/**
 * How the markets island reads its data through SWR (live-markets.tsx): the file and its changes
 * every `browser_json_seconds` (900 s), each CORS exchange every `browser_exchange_seconds`
 * (300 s); requests within half a period are deduplicated; focus and a reconnect read again (no
 * sooner than the period allows). A failed read is retried with SWR's own exponential backoff,
 * starting at about one period. Only reads that can succeed are made: none while the browser is
 * offline, and an exchange only when our last hourly refresh reached it. Chromium writes every
 * failed request into the reader's console, so a read known to fail is not made at all.
 */

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
    // SWR waits about 2^n × this after the n-th failure in a row: 1, 2, 4… periods.
    errorRetryInterval: periodMs / 2,
  };
}

export const jsonOptions = (refresh: MarketsFile['refresh']) => readOptions(refresh.browser_json_seconds);
export const exchangeOptions = (refresh: MarketsFile['refresh']) => readOptions(refresh.browser_exchange_seconds);

/**
 * The exchanges the browser reads directly: those that send CORS headers and that our last hourly
 * refresh reached (an exchange it could not reach is not tried from the reader's browser either),
 * and none while the browser is offline.
 */
export function exchangesToRead(exchanges: MarketsFile['exchanges'], online: boolean): ExchangeId[] {
  if (!online) return [];
  return exchanges.filter((exchange) => exchange.cors && exchange.status === 'ok').map((exchange) => exchange.id as ExchangeId);
}

/** Why live prices are not shown, per CORS exchange; null while at least one can be or is read live. */
export type LiveOff = ReadonlyArray<{
  readonly id: string;
  readonly name: string;
  readonly reason: 'offline' | 'not-reached' | 'failed';
  readonly error: string | null;
}>;

/**
 * Live reads are off when the browser is offline, when no CORS exchange may be read (the file says
 * the hourly refresh reached none), or when every read made has failed.
 */
export function liveOff(exchanges: MarketsFile['exchanges'], live: readonly ExchangeResult[], online: boolean): LiveOff | null {
  const cors = exchanges.filter((exchange) => exchange.cors);
  if (cors.length === 0) return null;
  if (!online) return cors.map((exchange) => ({ id: exchange.id, name: exchange.name, reason: 'offline', error: null }));
  const readable = exchangesToRead(exchanges, online);
  const results = new Map(live.map((result) => [result.id, result]));
  const allFailed = readable.length > 0 && readable.every((id) => results.get(id) && results.get(id)?.status !== 'ok');
  if (readable.length > 0 && !allFailed) return null;
  return cors.map((exchange) => {
    const result = results.get(exchange.id as ExchangeId);
    return result && result.status !== 'ok'
      ? { id: exchange.id, name: exchange.name, reason: 'failed', error: result.error }
      : { id: exchange.id, name: exchange.name, reason: 'not-reached', error: exchange.error };
  });
}

/** A failed exchange read is an error for SWR (so it backs off); its result is kept for the page. */
export class FailedRead extends Error {
  constructor(readonly result: ExchangeResult) {
    super(result.error ?? 'read failed');
  }
}

/** One JSON document of ours, read past the browser's cache. */
export async function loadJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** How long one direct read of an exchange may take. */
export const READ_TIMEOUT_MS = 20_000;

/**
 * One direct read of an exchange, parsed losslessly by lib/markets (loaded with the first read):
 * one request, no retry of its own (SWR backs off); a failed read throws `FailedRead`.
 */
export async function readExchange(id: ExchangeId, baseUrls: Partial<Record<ExchangeId, string>>): Promise<ExchangeResult> {
  const { fetchExchange } = await import('@/lib/markets/fetch');
  const result = await fetchExchange(id, { timeoutMs: READ_TIMEOUT_MS, retry: false, baseUrls });
  if (result.status !== 'ok') throw new FailedRead(result);
  return result;
}
