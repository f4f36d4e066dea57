import { ADAPTERS, EXCHANGES } from './exchanges';
import type { ExchangeId } from './constants';
import type { ExchangeResult, MarketsSnapshot, PublishedCatalogue } from './types';

/** For the markets page: it reloads the catalogue, reads the CORS-enabled exchanges directly in between. */

/** Exchanges a browser may call directly (their APIs send the CORS allow header). */
export const BROWSER_EXCHANGE_IDS = EXCHANGES.filter((exchange) => exchange.cors).map((exchange) => exchange.id);

/** Where the reader's browser reads each CORS exchange: its own API, or its `LIVE_<ID>_API_URL` when set at build time. */
export function browserBaseUrls(env: Readonly<Record<string, string | undefined>>): Partial<Record<ExchangeId, string>> {
  return Object.fromEntries(
    BROWSER_EXCHANGE_IDS.map((id) => {
      const { settings, baseUrl } = ADAPTERS[id];
      return [id, (settings.liveApiUrl && env[settings.liveApiUrl]) || baseUrl];
    }),
  );
}

/** The snapshot a published catalogue was built from (its exchanges, when each last answered, and their tickers). */
export function snapshotFromCatalogue(catalogue: PublishedCatalogue): MarketsSnapshot {
  return {
    kind: 'markets_snapshot',
    version: 1,
    generated_at: catalogue.generated_at,
    exchanges: catalogue.exchanges.map((exchange) => ({
      id: exchange.id,
      status: exchange.status,
      error: exchange.error,
      fetched_at: exchange.fetched_at,
      ...(exchange.last_ok_at !== undefined && { last_ok_at: exchange.last_ok_at }),
      tickers: catalogue.tickers.filter((ticker) => ticker.exchange.id === exchange.id),
    })),
  };
}

export function withLiveResults(snapshot: MarketsSnapshot, live: readonly ExchangeResult[]): MarketsSnapshot {
  const fresh = new Map(live.filter((result) => result.status === 'ok').map((result) => [result.id, result]));
  return {
    ...snapshot,
    exchanges: snapshot.exchanges.map((result) => fresh.get(result.id) ?? result),
  };
}
