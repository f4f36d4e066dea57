import { describe, expect, it } from 'vitest';
import { CHANGE_WINDOWS, priceChange } from '@/lib/markets/daily';
import { isPlainDecimal } from '@/lib/markets/decimal';
import { appendSnapshot } from '@/lib/markets/history';
import { DEMO_HOURS, demoHistory } from '@/pipeline/demo';
import { fixtureSnapshot } from '@/tests/fixtures/markets/snapshot';

describe('npm run demo: the price history it writes', () => {
  it('hourly readings for eight days before the snapshot, exact decimals, so the 24 h and 7 d change exist', () => {
    const snapshot = fixtureSnapshot();
    const history = demoHistory(snapshot);
    expect(history.size).toBeGreaterThan(5);
    const end = Date.parse(snapshot.generated_at);
    for (const [symbol, rows] of history) {
      expect(rows, symbol).toHaveLength(DEMO_HOURS);
      expect(Date.parse(rows.at(-1)!.at)).toBe(end - 3_600_000);
      expect(Date.parse(rows[0]!.at)).toBe(end - DEMO_HOURS * 3_600_000);
      for (const row of rows) expect(isPlainDecimal(row.price!), `${symbol} ${row.price}`).toBe(true);
    }
    // With the build's own reading appended (the prebuild's), both windows have a change.
    const after = appendSnapshot(history, snapshot);
    const btc = after.get('BTC-NOK')!;
    expect(priceChange(btc, CHANGE_WINDOWS.change_24h)).not.toBeNull();
    expect(priceChange(btc, CHANGE_WINDOWS.change_7d)).not.toBeNull();
    expect(new Set(btc.map((row) => row.price)).size).toBeGreaterThan(20);
  });
});
