import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exchangeOptions, jsonOptions, MAX_BACKOFF_PERIODS, periodsToWait } from '@/components/markets/live-reads';
import { fetchExchange } from '@/lib/markets/fetch';

const refresh = { browser_json_seconds: 900, browser_exchange_seconds: 300 };

describe('the markets page reads through SWR on its periods, backing off after failures', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('the file every 900 s and the exchanges every 300 s, deduplicated within half the period, again on focus and reconnect', () => {
    expect(jsonOptions(refresh)).toMatchObject({ refreshInterval: 900_000, dedupingInterval: 450_000 });
    expect(exchangeOptions(refresh)).toMatchObject({ refreshInterval: 300_000, dedupingInterval: 150_000 });
    expect(exchangeOptions(refresh)).toMatchObject({ revalidateOnFocus: true, revalidateOnReconnect: true });
  });

  it.each([
    [1, 1],
    [2, 2],
    [3, 4],
    [4, 8],
    [9, MAX_BACKOFF_PERIODS],
  ])('after failure %i in a row the read is retried %i periods later, once', (failures, periods) => {
    expect(periodsToWait(failures)).toBe(periods);
    const revalidate = vi.fn(() => Promise.resolve(true));
    const retry = exchangeOptions(refresh).onErrorRetry!;
    retry(new Error('down'), 'firi', {} as never, revalidate, { retryCount: failures, dedupe: true });
    vi.advanceTimersByTime(periods * 300_000 - 1);
    expect(revalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revalidate).toHaveBeenCalledTimes(1);
    expect(revalidate).toHaveBeenCalledWith({ retryCount: failures });
  });

  it('a read from the browser is one request, not two (the build and the hourly job keep their retry)', async () => {
    vi.useRealTimers();
    let calls = 0;
    const failing = (() => {
      calls++;
      return Promise.reject(new TypeError('network error'));
    }) as unknown as typeof fetch;
    expect((await fetchExchange('coinmotion', { fetch: failing, retry: false, retryDelayMs: 0 })).status).not.toBe('ok');
    expect(calls).toBe(1);
  });
});
