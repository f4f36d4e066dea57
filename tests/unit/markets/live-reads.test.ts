import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarketsIslandProps } from '@/components/markets/island-props';
import { exchangeOptions, exchangesToRead, FailedRead, jsonOptions, liveOff, readExchange } from '@/components/markets/live-reads';
import { shownData } from '@/components/markets/live-view';
import { buildChangesDocument } from '@/lib/markets/changes';
import { buildCatalogue } from '@/lib/markets/documents';
import { tableView } from '@/lib/markets/table-view';
import type { ExchangeResult } from '@/lib/markets/types';
import { MESSAGES } from '@/lib/i18n/messages';
import { shownChanges } from '@/lib/pages/change-display';
import { separators } from '@/lib/pages/format';
import { siteMarketsHistory, siteMarketsSnapshot } from '../../fixtures/markets/site-markets';
import { contextAt } from '../../fixtures/site-data';

/** Every useSWR call the island makes, with the options it passes (SWR itself is not run here). */
const swrCalls = vi.hoisted(() => [] as Array<{ key: unknown; options: Record<string, unknown> }>);
vi.mock('swr', () => ({
  default: (key: unknown, _fetcher: unknown, options: Record<string, unknown>) => {
    swrCalls.push({ key, options });
    return { data: undefined, error: undefined };
  },
}));

const refresh = { browser_json_seconds: 900, browser_exchange_seconds: 300 };
const snapshot = siteMarketsSnapshot();
const catalogue = buildCatalogue(snapshot, contextAt());
const locale = 'en-GB';
const built = {
  view: tableView(catalogue),
  exchanges: catalogue.exchanges,
  quotes: catalogue.quotes,
  changes: shownChanges(buildChangesDocument(snapshot, siteMarketsHistory(snapshot), contextAt()), locale),
  fileAt: catalogue.generated_at,
};
const priceOf = (data: { view: { rows: ReadonlyArray<{ symbol: string; price: string | null }> } }, symbol: string) =>
  data.view.rows.find((row) => row.symbol === symbol)?.price;

/** A Firi read an hour after the file, with one pair's last price set to `last`. */
function firiRead(last: string): ExchangeResult {
  const later = new Date(Date.parse(catalogue.generated_at) + 3_600_000).toISOString();
  const tickers = catalogue.tickers.filter((t) => t.exchange.id === 'firi').map((t) => ({ ...t, fetched_at: later }));
  return {
    id: 'firi',
    status: 'ok',
    fetched_at: later,
    error: null,
    tickers: tickers.map((t, i) => (i === 0 ? { ...t, last } : t)),
  } as ExchangeResult;
}
const failedFiri = {
  id: 'firi',
  status: 'error',
  fetched_at: catalogue.generated_at,
  error: 'network error',
  tickers: [],
} as unknown as ExchangeResult;

afterEach(() => {
  vi.unstubAllGlobals();
  swrCalls.length = 0;
});

describe('the markets island reads through SWR on its periods', () => {
  it('the file every 900 s and the exchanges every 300 s, deduplicated within half the period, again on focus and reconnect, backing off after a failure', () => {
    expect(jsonOptions(refresh)).toMatchObject({ refreshInterval: 900_000, dedupingInterval: 450_000 });
    expect(exchangeOptions(refresh)).toMatchObject({ refreshInterval: 300_000, dedupingInterval: 150_000 });
    expect(exchangeOptions(refresh)).toMatchObject({ revalidateOnFocus: true, revalidateOnReconnect: true, shouldRetryOnError: true });
    // SWR's own backoff: about 2^n × half a period after the n-th failure, so the first retry comes about one period later.
    expect(exchangeOptions(refresh)).toMatchObject({ errorRetryInterval: 150_000 });
    expect(exchangeOptions(refresh).onErrorRetry).toBeUndefined();
  });

  it('the island passes those periods to SWR: the file and changes at 900 s, each exchange the last refresh reached at 300 s', () => {
    const props: MarketsIslandProps = {
      jsonUrl: '/api/v1/markets.json',
      changesUrl: '/api/v1/markets/changes.json',
      liveBaseUrls: {},
      built,
      context: { extras: { assetPages: {}, sparklines: {} }, refresh, locale, labels: MESSAGES.en.markets },
      separators: separators(locale),
    };
    return import('@/components/markets/live-markets').then(({ ExchangeRead, LiveMarkets }) => {
      // React's server rendering is the island's first render, as hydration runs it.
      renderToString(createElement(LiveMarkets, props));
      expect(swrCalls.map((call) => call.options.refreshInterval)).toEqual([900_000, 900_000]);
      // Nothing is read while hydrating (that render cannot know whether the browser is online).
      expect(swrCalls.map((call) => call.key)).toEqual([null, null]);
      swrCalls.length = 0;
      // Each exchange read (those the last refresh reached, exchangesToRead below) every 300 s.
      renderToString(createElement(ExchangeRead, { id: 'firi', props, report: () => undefined }));
      expect(swrCalls).toMatchObject([{ key: ['exchange', 'firi'], options: { refreshInterval: 300_000 } }]);
    });
  });

  it('reads an exchange only when it sends CORS headers and the last hourly refresh reached it, and nothing while offline', () => {
    const exchanges = [
      { ...built.exchanges[0]!, id: 'firi', cors: true, status: 'ok' },
      { ...built.exchanges[0]!, id: 'coinmotion', cors: true, status: 'error', error: 'HTTP 500' },
      { ...built.exchanges[0]!, id: 'nbx', cors: false, status: 'ok' },
    ] as typeof built.exchanges;
    expect(exchangesToRead(exchanges, true)).toEqual(['firi']);
    expect(exchangesToRead(exchanges, false)).toEqual([]);
    // One read can be made: live prices are on until it fails.
    expect(liveOff(exchanges, [], true)).toBeNull();
    expect(liveOff(exchanges, [failedFiri], true)?.map((item) => item.reason)).toEqual(['failed', 'not-reached']);
    expect(liveOff(exchanges, [], false)?.map((item) => item.reason)).toEqual(['offline', 'offline']);
    const noneReached = exchanges.map((exchange) => ({ ...exchange, status: 'error' as const }));
    expect(liveOff(noneReached, [], true)?.map((item) => item.id)).toEqual(['firi', 'coinmotion']);
  });

  it('a failed exchange read is one request and an error for SWR that keeps its result', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('network error')));
    vi.stubGlobal('fetch', fetch);
    const error = await readExchange('coinmotion', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FailedRead);
    expect((error as FailedRead).result).toMatchObject({ id: 'coinmotion', status: 'error' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('what the island shows after its reads', () => {
  const file = catalogue as unknown as Parameters<typeof shownData>[1]['file'];
  const symbol = firiRead('1').tickers[0]!.symbol;

  it('the build\u2019s data until a read brings something new', () => {
    expect(shownData(built, { live: [] }, locale)).toBe(built);
    expect(shownData(built, { file, live: [] }, locale)).toBe(built);
    // A live read waits for the file (its tickers are what the read is laid over).
    expect(shownData(built, { live: [firiRead('7')] }, locale)).toBe(built);
  });

  it('a failed read keeps the rows; a recovered read updates them, as exact decimal strings', () => {
    const before = priceOf(built, symbol);
    expect(before).toBeTruthy();
    const failed = shownData(built, { file, live: [failedFiri] }, locale);
    expect(failed.view.rows.map((row) => [row.symbol, row.price])).toEqual(built.view.rows.map((row) => [row.symbol, row.price]));
    const recovered = shownData(built, { file, live: [firiRead('123456789.123456789012')] }, locale);
    expect(priceOf(recovered, symbol)).not.toBe(before);
    expect(typeof priceOf(recovered, symbol)).toBe('string');
    expect(recovered.view.liveOk).toEqual(['firi']);
    expect(recovered.view.rows.find((row) => row.symbol === symbol)?.contributors.find((c) => c.exchange_id === 'firi')?.last).toBe(
      '123456789.123456789012',
    );
  });

  it('a newer file replaces the build\u2019s rows and exchanges', () => {
    const newer = { ...file!, generated_at: new Date(Date.parse(catalogue.generated_at) + 3_600_000).toISOString() };
    const shown = shownData(built, { file: newer, live: [] }, locale);
    expect(shown.fileAt).toBe(newer.generated_at);
    expect(shown.view.rows.map((row) => row.symbol)).toEqual(built.view.rows.map((row) => row.symbol));
  });
});
