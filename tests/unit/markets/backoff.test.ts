import { describe, expect, it } from 'vitest';
import { MAX_BACKOFF_PERIODS, periodsToWait } from '@/components/markets/backoff';
import { fetchExchange } from '@/lib/markets/fetch';

describe('live reads back off per exchange', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 4],
    [4, 8],
    [9, MAX_BACKOFF_PERIODS],
  ])('after %i failures in a row the next read waits %i periods', (failures, periods) => {
    expect(periodsToWait(failures)).toBe(periods);
  });

  it('with retry: false a failed read is one request, not two', async () => {
    let calls = 0;
    const failing = (() => {
      calls++;
      return Promise.reject(new TypeError('network error'));
    }) as unknown as typeof fetch;
    const once = await fetchExchange('coinmotion', { fetch: failing, retry: false, retryDelayMs: 0 });
    expect(once.status).not.toBe('ok');
    const onceCalls = calls;
    calls = 0;
    await fetchExchange('coinmotion', { fetch: failing, retryDelayMs: 0 });
    expect(onceCalls).toBe(1);
    // The build and the hourly job keep their one retry.
    expect(calls).toBe(2);
  });
});
