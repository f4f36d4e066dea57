import { describe, expect, it } from 'vitest';
import { CLOCK_SKEW_MS, decideMarkets, isMarketPath, marketStamps } from '@/lib/publish/market-rule';

const NOW = new Date('2026-03-01T12:30:00.000Z');

function stamps(generatedAt: string, fetched: (string | null)[], status = 'ok') {
  return marketStamps(
    JSON.stringify({
      generated_at: generatedAt,
      exchanges: fetched.map((fetched_at, i) => ({ id: `x${i}`, status: fetched_at === null ? 'error' : status, fetched_at })),
    }),
  );
}

describe('market files on publish', () => {
  it('counts the catalogue and everything under the markets folder, nothing else', () => {
    for (const file of ['api/v1/markets.json', 'api/v1/markets/nbx.json', 'api/v1/markets/history/BTC-NOK.json', 'api/v1/markets/x/y.z']) {
      expect(isMarketPath(file), file).toBe(true);
    }
    for (const file of ['api/v1/markets.json.bak', 'api/v1/marketsx/a.json', 'api/v1/news.json', 'markets/index.html']) {
      expect(isMarketPath(file), file).toBe(false);
    }
  });

  it('reads the newest fetch of an exchange that answered', () => {
    const read = stamps('2026-03-01T12:00:00.000Z', ['2026-03-01T11:17:02.000Z', null, '2026-03-01T11:17:05.000Z']);
    expect(read.fetchedAt).toBe(Date.parse('2026-03-01T11:17:05.000Z'));
    expect(stamps('2026-03-01T12:00:00.000Z', [null, null]).fetchedAt).toBeNull();
    expect(stamps('2026-03-01T12:00:00.000Z', ['2026-03-01T11:17:00.000Z'], 'error').fetchedAt).toBeNull();
  });

  it('names what is wrong with a damaged catalogue', () => {
    expect(() => marketStamps('{"generated_at":')).toThrow(/not valid JSON/);
    expect(() => marketStamps('{"generated_at":"yesterday","exchanges":[]}')).toThrow(/generated_at: not a date-time/);
    expect(() => marketStamps('{"generated_at":"2026-03-01T12:00:00Z"}')).toThrow(/exchanges/);
  });

  const published = stamps('2026-03-01T11:17:00.000Z', ['2026-03-01T11:17:00.000Z']);

  it('uses the build when nothing is published, or its prices are as new or newer', () => {
    expect(decideMarkets(stamps('2026-03-01T10:00:00.000Z', [null]), null, NOW).use).toBe('build');
    expect(decideMarkets(stamps('2026-03-01T12:17:00.000Z', ['2026-03-01T12:17:00.000Z']), published, NOW).use).toBe('build');
    expect(decideMarkets(stamps('2026-03-01T12:20:00.000Z', ['2026-03-01T11:17:00.000Z']), published, NOW).use).toBe('build');
  });

  it('keeps the published files when the build is older, stale, all-error or absent', () => {
    expect(decideMarkets(stamps('2026-03-01T10:17:00.000Z', ['2026-03-01T10:17:00.000Z']), published, NOW).use).toBe('published');
    expect(decideMarkets(stamps('2026-03-01T12:20:00.000Z', ['2026-02-27T09:00:00.000Z']), published, NOW).use).toBe('published');
    expect(decideMarkets(stamps('2026-03-01T12:20:00.000Z', [null, null, null]), published, NOW).use).toBe('published');
    expect(decideMarkets(null, published, NOW).use).toBe('published');
    expect(decideMarkets(stamps('2026-03-01T12:20:00.000Z', [null]), 'not valid JSON', NOW).use).toBe('published');
  });

  it('replaces a damaged published catalogue with fetched prices', () => {
    expect(decideMarkets(stamps('2026-03-01T12:20:00.000Z', ['2026-03-01T12:20:00.000Z']), 'not valid JSON', NOW).use).toBe('build');
  });

  it('does not believe published stamps far in the future', () => {
    const future = new Date(NOW.getTime() + CLOCK_SKEW_MS + 60_000).toISOString();
    const build = stamps('2026-03-01T12:20:00.000Z', ['2026-03-01T12:20:00.000Z']);
    expect(decideMarkets(build, stamps(future, [future]), NOW).use).toBe('build');
    const nearFuture = new Date(NOW.getTime() + 60_000).toISOString();
    expect(decideMarkets(build, stamps(nearFuture, [nearFuture]), NOW).use).toBe('published');
  });
});
