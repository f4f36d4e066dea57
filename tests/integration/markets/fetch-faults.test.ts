import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXCHANGE_IDS, type ExchangeId } from '@/lib/markets/constants';
import { fetchMarkets } from '@/lib/markets/fetch';
import type { MarketsSnapshot, MarketTicker } from '@/lib/markets/types';
import { marketsSnapshotSchema } from '@/lib/schemas/markets';
import { FETCHED_AT } from '@/tests/fixtures/markets/snapshot';
import { startFakeExchanges, type ExchangeName, type FakeExchanges, type Fault } from '@/fakes/exchanges/fake-exchanges';

let fake: FakeExchanges;
// The clock of the fetched snapshots: the test snapshot's, never the machine's.
const CLOCK = FETCHED_AT;
let baseline: MarketsSnapshot;

const NUMERIC = [
  'last',
  'bid',
  'ask',
  'high',
  'low',
  'change_pct',
  'volume_base',
  'volume_quote',
  'volume_base_24h',
  'volume_quote_24h',
] as const;
const HEALTHY_COUNTS: Record<ExchangeId, number> = { firi: 11, nbx: 10, coinmotion: 8 };

// No healthy answer may race a timer, however loaded the machine: a call's own timeout is a limit
// no loopback answer comes near. A hung exchange is ended by the test, once the others have
// answered, or, alone, by a short timeout that nothing else shares.
const LIMIT_MS = 30_000;
const HUNG_MS = 1500;

function baseUrlsWith(faults: Partial<Record<ExchangeName, Fault>>, tag: string) {
  return Object.fromEntries(EXCHANGE_IDS.map((id) => [id, fake.baseUrl(id, faults[id], tag)]));
}

function fetchWith(faults: Partial<Record<ExchangeName, Fault>>, tag: string): Promise<MarketsSnapshot> {
  return fetchMarkets({ baseUrls: baseUrlsWith(faults, tag), timeoutMs: LIMIT_MS, retryDelayMs: 20 });
}

/** One exchange never answers: the caller's budget ends it as soon as the other exchanges have their answers (each reads the clock then). */
function fetchWithHung(id: ExchangeId, tag: string): Promise<MarketsSnapshot> {
  const budget = new AbortController();
  let answered = 0;
  const now = () => {
    answered += 1;
    if (answered === EXCHANGE_IDS.length - 1) budget.abort();
    return new Date(CLOCK);
  };
  return fetchMarkets({
    baseUrls: baseUrlsWith({ [id]: 'timeout' }, tag),
    timeoutMs: LIMIT_MS,
    retryDelayMs: 20,
    signal: budget.signal,
    now,
  });
}

function result(snapshot: MarketsSnapshot, id: ExchangeId) {
  return snapshot.exchanges.find((e) => e.id === id)!;
}

function baselineTicker(ticker: MarketTicker): MarketTicker | undefined {
  return result(baseline, ticker.exchange.id).tickers.find((t) => t.symbol === ticker.symbol);
}

beforeAll(async () => {
  fake = await startFakeExchanges();
  baseline = await fetchWith({}, 'baseline');
});
afterAll(() => fake.close());

describe('fetchMarkets over HTTP against the fake exchanges', () => {
  it('fetches all three healthy exchanges', () => {
    marketsSnapshotSchema.parse(baseline);
    expect(baseline.exchanges.map((e) => [e.id, e.status, e.error, e.tickers.length])).toEqual([
      ['firi', 'ok', null, 11],
      ['nbx', 'ok', null, 10],
      ['coinmotion', 'ok', null, 8],
    ]);
  });

  // [fault, expected error of the faulted exchange or null when it still succeeds]
  const cases: [Fault, RegExp | null][] = [
    ['timeout', /abandoned \(refresh time budget used up/],
    ['flaky', null],
    ['rate-limited', null],
    ['down', /HTTP 503/],
    ['not-found', /HTTP 404/],
    ['html', /text\/html.*not JSON/],
    ['truncated', /invalid JSON/],
    ['wrong-shape', /expected a JSON array|not an object|expected a JSON object/],
    // Every price field poisoned: no row keeps a last, bid or ask, so none is published.
    ['wrong-types', /no ticker with a last, bid or ask price/],
    ['non-decimal', /no ticker with a last, bid or ask price/],
    ['json-numbers', null],
    ['empty', /no ticker with a last, bid or ask price quoted in NOK, SEK, DKK or EUR/],
    ['huge', /larger than the 5 MB limit/],
    ['success-false', null],
  ];

  for (const id of EXCHANGE_IDS) {
    for (const [fault, expected] of cases) {
      const error =
        fault === 'success-false' ? (id === 'coinmotion' ? /success: false: Rates are temporarily unavailable/ : /HTTP 503/) : expected;
      it.concurrent(
        `${id} ${fault}: ${error ? 'that exchange fails' : 'still succeeds'}, the others are published, nothing is invented`,
        async () => {
          const snapshot =
            fault === 'timeout' ? await fetchWithHung(id, `${id}-${fault}`) : await fetchWith({ [id]: fault }, `${id}-${fault}`);
          marketsSnapshotSchema.parse(snapshot);
          const faulted = result(snapshot, id);
          if (error) {
            expect(faulted).toMatchObject({ status: 'error', tickers: [] });
            expect(faulted.error).toMatch(error);
          } else {
            expect(faulted).toMatchObject({ status: 'ok', error: null });
          }
          for (const other of EXCHANGE_IDS.filter((x) => x !== id)) {
            expect(result(snapshot, other)).toMatchObject({ status: 'ok', error: null });
            expect(result(snapshot, other).tickers).toHaveLength(HEALTHY_COUNTS[other]);
          }
          // Nothing invented: every published value is the healthy payload's own value, or null.
          for (const ticker of snapshot.exchanges.flatMap((e) => e.tickers)) {
            const healthy = baselineTicker(ticker);
            expect(healthy, ticker.id).toBeDefined();
            for (const field of NUMERIC) {
              const value = ticker[field];
              if (value === null) continue;
              if (fault === 'json-numbers' && ticker.exchange.id === id) continue; // checked below
              expect(value, `${ticker.id} ${field}`).toBe(healthy![field]);
            }
          }
          if (fault === 'wrong-types' || fault === 'non-decimal') expect(faulted.tickers).toEqual([]);
        },
      );
    }
  }

  for (const id of EXCHANGE_IDS) {
    it.concurrent(`${id} never answering: its call ends at its own timeout, named in the error`, async () => {
      const baseUrls = { [id]: fake.baseUrl(id, 'timeout', `${id}-alone`) };
      const snapshot = await fetchMarkets({ baseUrls, exchanges: [id], timeoutMs: HUNG_MS, retryDelayMs: 20 });
      expect(snapshot.exchanges[0]).toMatchObject({ id, status: 'error', tickers: [] });
      expect(snapshot.exchanges[0]!.error).toMatch(/no complete answer within 1\.5 s/);
    });
  }

  it('coinmotion without its undocumented fields: still ok, same pairs, high/low/exchange_time null', async () => {
    const snapshot = await fetchWith({ coinmotion: 'undocumented-missing' }, 'undocumented');
    const bare = result(snapshot, 'coinmotion');
    expect(bare).toMatchObject({ status: 'ok', error: null });
    expect(bare.tickers.map((t) => t.symbol)).toEqual(result(baseline, 'coinmotion').tickers.map((t) => t.symbol));
    for (const ticker of bare.tickers) {
      expect(ticker).toMatchObject({ high: null, low: null, exchange_time: null, last: null });
      expect(ticker.bid).toBe(baselineTicker(ticker)!.bid);
      expect(ticker.ask).toBe(baselineTicker(ticker)!.ask);
    }
  });

  it('retries once: the flaky exchange was asked twice per path', async () => {
    await fetchWith({ coinmotion: 'flaky' }, 'count-flaky');
    const calls = fake.requests.filter((r) => r.exchange === 'coinmotion' && r.fault === 'flaky' && r.path === '/v2/rates');
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps JSON-number digits exactly: 0.10 and 123456789.123456789012', async () => {
    const snapshot = await fetchWith({ firi: 'json-numbers', nbx: 'json-numbers', coinmotion: 'json-numbers' }, 'numbers');
    const find = (id: ExchangeId, symbol: string) => result(snapshot, id).tickers.find((t) => t.symbol === symbol)!;
    expect(find('firi', 'BTC-NOK')).toMatchObject({ last: '0.10', bid: '1012000.0000000000000000', high: '1020000.00' });
    expect(find('firi', 'ETH-NOK').last).toBe('123456789.123456789012');
    expect(find('nbx', 'BTC-NOK').last).toBe('0.10');
    expect(find('nbx', 'ETH-NOK').last).toBe('123456789.123456789012');
    expect(find('coinmotion', 'BTC-EUR')).toMatchObject({ bid: '0.10', ask: '123456789.123456789012' });
    expect(find('firi', 'SOL-NOK').volume_base).toBe('0');
  });

  it('reports a refused connection as a network error and goes on', async () => {
    const snapshot = await fetchMarkets({ baseUrls: { firi: 'http://127.0.0.1:1' }, exchanges: ['firi'], retryDelayMs: 1 });
    expect(snapshot.exchanges[0]).toMatchObject({ status: 'error', tickers: [] });
    expect(snapshot.exchanges[0]!.error).toMatch(/network error/);
  });
});
