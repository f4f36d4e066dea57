import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_PAGES } from '@/lib/markets/constants';
import { fetchMarkets } from '@/lib/markets/fetch';
import type { MarketsCatalogue, MarketsSnapshot } from '@/lib/markets/types';
import type { Fault } from '@/fakes/exchanges/fake-exchanges';
import { FAST_FETCH, readJson, removeTempDirs, runCommand, tempDir, fakeExchangesForFile } from './helpers';

/** NBX documents `GET /markets` as paginated through `x-next-page-url`; the fake serves it so. */

const fake = fakeExchangesForFile();
afterAll(() => removeTempDirs());

// A limit no loopback answer comes near, so no page read races a timer on a loaded machine; only
// the stalled list (whose third page never comes) waits it out.
const LIMIT_MS = 30_000;
const STALL_MS = 5000;

function fetchNbx(fault?: Fault, tag?: string): Promise<MarketsSnapshot> {
  const timeoutMs = fault === 'page-stall' ? STALL_MS : LIMIT_MS;
  return fetchMarkets({ baseUrls: { nbx: fake().baseUrl('nbx', fault, tag) }, exchanges: ['nbx'], timeoutMs, retryDelayMs: 20 });
}

const marketCalls = (fault: Fault | null) =>
  fake().requests.filter((r) => r.exchange === 'nbx' && r.fault === fault && r.path.startsWith('/markets'));

describe('NBX GET /markets in pages', () => {
  it('reads all three pages: every ticker is published, and the closed markets listed on page 3 are left out', async () => {
    const snapshot = await fetchNbx();
    const nbx = snapshot.exchanges[0]!;
    expect(nbx).toMatchObject({ status: 'ok', error: null });
    expect(marketCalls(null).map((r) => r.path)).toEqual(['/markets', '/markets?page=2', '/markets?page=3']);
    const symbols = nbx.tickers.map((t) => t.symbol);
    expect(symbols.sort()).toEqual(
      ['ADA-NOK', 'BTC-DKK', 'BTC-EUR', 'BTC-NOK', 'BTC-SEK', 'ETH-EUR', 'ETH-NOK', 'SOL-NOK', 'USDC-NOK', 'XRP-NOK'].sort(),
    );
    // LTC-NOK (disabled), DOGE-NOK (HALTED) and dot-nok (disabled) are listed only on page 3.
    for (const closed of ['LTC-NOK', 'DOGE-NOK', 'DOT-NOK']) expect(symbols).not.toContain(closed);
  });

  it.each([
    [
      'page-other-host',
      /x-next-page-url points outside http:\/\/127\.0\.0\.1:\d+\/nbx\/fault\/page-other-host\S* \(http:\/\/other-host\.invalid\//,
      1,
    ],
    ['page-loop', /x-next-page-url leads back to a page already read \(.*\/markets\) after 2 pages/, 2],
    ['page-endless', new RegExp(`the list has more than ${MAX_PAGES} pages; it was not read to the end`), MAX_PAGES],
    ['page-stall', /no complete answer within 5 s \(all pages of the list share that time\)/, 3],
  ] as const)('%s: bounded, recorded as the exchange error, never followed further', async (fault, error, calls) => {
    const snapshot = await fetchNbx(fault, fault);
    expect(snapshot.exchanges[0]).toMatchObject({ status: 'error', tickers: [] });
    expect(snapshot.exchanges[0]!.error).toMatch(error);
    expect(marketCalls(fault)).toHaveLength(calls);
  });

  it('a refresh with an endless NBX chain finishes, records the error and publishes the others', async () => {
    const out = tempDir('pages-endless');
    const run = await runCommand('markets-refresh', ['--out', out, '--snapshot', path.join(out, 'snapshot.json')], {
      ...fake().env({ nbx: 'page-endless' }, 'cli'),
      ...FAST_FETCH,
    });
    expect(run.code, run.stderr).toBe(0);
    const catalogue = readJson<MarketsCatalogue>(path.join(out, 'api/v1/markets.json'));
    expect(catalogue.exchanges.map((e) => [e.id, e.status])).toEqual([
      ['firi', 'ok'],
      ['nbx', 'error'],
      ['coinmotion', 'ok'],
    ]);
    expect(catalogue.exchanges[1]!.error).toMatch(/more than 20 pages/);
  });
});
