import { cpSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { MarketAggregate, MarketHistory, MarketsCatalogue } from '@/lib/markets/types';
import { marketHistorySchema } from '@/lib/schemas/markets';
import type { ExchangeName, Fault } from '@/fakes/exchanges/fake-exchanges';
import { FAST_FETCH, readJson, readTree, removeTempDirs, runCommand, tempDir, fakeExchangesForFile } from './helpers';

const fake = fakeExchangesForFile();
afterAll(() => removeTempDirs());

function refresh(out: string, variant: number, faults: Partial<Record<ExchangeName, Fault>> = {}, tag?: string) {
  return runCommand('markets-refresh', ['--out', out, '--snapshot', `${out}-snapshot.json`], {
    ...fake().env(faults, tag, variant),
    ...FAST_FETCH,
  });
}

const history = (out: string, pair: string) => readJson<MarketHistory>(path.join(out, `api/v1/markets/history/${pair}.json`));
const catalogue = (out: string) => readJson<MarketsCatalogue>(path.join(out, 'api/v1/markets.json'));
const asRow = (a: MarketAggregate) => ({
  at: a.updated_at,
  price: a.price,
  method: a.method,
  last: a.last,
  mid: a.mid,
  exchange_count: a.exchange_count,
  exchanges: a.contributors
    .filter((c) => c.included_in_price)
    .map((c) => c.exchange_id)
    .sort(),
});

describe('price history written by markets:refresh', () => {
  it('two refreshes with different prices leave two rows equal to the two aggregates; an all-failed third changes no byte', async () => {
    const out = tempDir('history-two');
    expect((await refresh(out, 0)).code).toBe(0);
    const first = catalogue(out);
    expect((await refresh(out, 4)).code).toBe(0);
    const second = catalogue(out);
    expect(second.aggregated.map((a) => a.symbol)).toEqual(first.aggregated.map((a) => a.symbol));
    for (const aggregate of second.aggregated) {
      const before = first.aggregated.find((a) => a.symbol === aggregate.symbol)!;
      const file = marketHistorySchema.parse(history(out, aggregate.symbol));
      expect(file).toMatchObject({ api_version: '1', symbol: aggregate.symbol, quote: aggregate.quote, generated_at: second.generated_at });
      expect(file.rows).toEqual([asRow(before), asRow(aggregate)]);
      expect(before.price).not.toBe(aggregate.price);
    }
    expect(history(out, 'BTC-NOK').rows.map((r) => r.price)).toEqual(['1012373.085', '1012377.085']);

    const before = readTree(out);
    const failed = await refresh(out, 9, { firi: 'down', nbx: 'html', coinmotion: 'success-false' }, 'history-fail');
    expect(failed.code).toBe(1);
    const after = readTree(out);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [file, bytes] of before) expect(after.get(file)!.equals(bytes), file).toBe(true);
  });

  it('a pair that disappears keeps its history rows (re-stamped with the refresh); its by-asset document goes', async () => {
    const out = tempDir('history-gone');
    expect((await refresh(out, 0)).code).toBe(0);
    const pol = history(out, 'POL-NOK');
    // Firi alone lists POL: with Firi down the pair is gone from this refresh.
    expect((await refresh(out, 1, { firi: 'down' }, 'history-gone')).code).toBe(0);
    expect(history(out, 'POL-NOK')).toEqual({ ...pol, generated_at: catalogue(out).generated_at });
    expect(existsSync(path.join(out, 'api/v1/markets/by-asset/POL.json'))).toBe(false);
    expect(history(out, 'BTC-NOK').rows).toHaveLength(2);
    // The by-asset documents link the history of each of their pairs.
    const btc = readJson<{ history: { symbol: string; path: string }[]; aggregated: { symbol: string }[] }>(
      path.join(out, 'api/v1/markets/by-asset/BTC.json'),
    );
    expect(btc.history.map((h) => h.symbol)).toEqual(btc.aggregated.map((a) => a.symbol));
    for (const link of btc.history) expect(existsSync(path.join(out, link.path)), link.path).toBe(true);
  });

  it.each([
    ['not JSON', '{"rows": [', /BTC-NOK\.json: not valid JSON/],
    ['rows out of order', 'swap', /BTC-NOK\.json: rows\.1\.at: rows must be oldest first/],
    ['a number price', 'number', /BTC-NOK\.json: rows\.0\.price: /],
    ['another pair inside', 'symbol', /BTC-NOK\.json: symbol: ETH-NOK does not match the file name BTC-NOK/],
  ])('a damaged published history file (%s) stops the refresh, named, and nothing is written', async (_name, damage, message) => {
    const out = tempDir('history-damaged');
    expect((await refresh(out, 0)).code).toBe(0);
    expect((await refresh(out, 1)).code).toBe(0);
    const file = path.join(out, 'api/v1/markets/history/BTC-NOK.json');
    const good = readJson<MarketHistory>(file);
    const text =
      damage === 'swap'
        ? JSON.stringify({ ...good, rows: [...good.rows].reverse() })
        : damage === 'number'
          ? JSON.stringify({ ...good, rows: [{ ...good.rows[0], price: 1012373.085 }, good.rows[1]] })
          : damage === 'symbol'
            ? JSON.stringify({ ...good, symbol: 'ETH-NOK' })
            : damage;
    writeFileSync(file, text);
    const before = readTree(out);
    const run = await refresh(out, 2);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(message);
    const after = readTree(out);
    for (const [name, bytes] of before) if (name.startsWith('api/')) expect(after.get(name)!.equals(bytes), name).toBe(true);
  });

  it('a published folder written by an older version (no history yet) starts each file with one row', async () => {
    const out = tempDir('history-first');
    expect((await refresh(out, 0)).code).toBe(0);
    const legacy = tempDir('history-legacy');
    cpSync(path.join(out, 'api'), path.join(legacy, 'api'), { recursive: true, filter: (src) => !src.includes('history') });
    expect((await refresh(legacy, 2)).code).toBe(0);
    expect(history(legacy, 'BTC-NOK').rows.map((r) => r.price)).toEqual(['1012375.085']);
  });
});
