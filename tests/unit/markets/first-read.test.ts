import { describe, expect, it } from 'vitest';
import { firstReadDelay } from '@/components/markets/first-read';

/** The props fields the delay reads: the update the page was built from, and the exchange period. */
const props = (fileAt: string, exchangeSeconds = 300) => ({
  built: { fileAt } as never,
  context: { refresh: { browser_exchange_seconds: exchangeSeconds, browser_json_seconds: 900 } } as never,
});

describe('when the markets page loads its island', () => {
  const built = '2026-11-27T10:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('waits until one exchange period after the update the page was built from', () => {
    expect(firstReadDelay(props(built), at('2026-11-27T10:00:00.000Z'))).toBe(300_000);
    expect(firstReadDelay(props(built), at('2026-11-27T10:03:20.000Z'))).toBe(100_000);
    expect(firstReadDelay(props(built, 120), at('2026-11-27T10:01:00.000Z'))).toBe(60_000);
  });

  it('at once when that read is due or overdue', () => {
    expect(firstReadDelay(props(built), at('2026-11-27T10:05:00.000Z'))).toBe(0);
    expect(firstReadDelay(props(built), at('2026-11-28T10:00:00.000Z'))).toBe(0);
  });

  it('never longer than one period, whatever the reader\u2019s clock says', () => {
    expect(firstReadDelay(props(built), at('2026-11-22T12:05:00.000Z'))).toBe(300_000);
  });
});
