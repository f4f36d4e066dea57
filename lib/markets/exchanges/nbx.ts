import { decimalOrNull, isRecord } from '../json';
import type { ExchangeDescriptor } from '../types';
import { defineExchange, expectArray, makeTickers, type TickerFields } from './shared';

/** Exchange N2 (Norway). Its API sends no CORS header, so browsers read it via our catalogue. */
export const nbxDescriptor: ExchangeDescriptor = {
  id: 'nbx',
  name: 'Norwegian Block Exchange',
  country: 'NO',
  legal_name: 'Norwegian Block Exchange AS',
  // No register file we hold lists it yet (to June 2026); its LEI goes here from the first that does.
  lei: null,
  website: 'https://nbx.com',
  // The public API's reference (Redoc) lives on the app host, not on the marketing site.
  docs_url: 'https://app.nbx.com/developers',
  source_url: 'https://api.nbx.com/tickers',
  cors: false,
  note:
    'last is lastTradePrice, bid is currentHighestBuyPrice, ask is currentLowestSellPrice; ' +
    'volume_base_24h and volume_quote_24h are volumeBaseAssetLast24Hours and ' +
    'volumeQuoteAssetLast24Hours (GET /tickers). GET /markets is read page by page through its ' +
    'x-next-page-url header; a ticker is left out only when that list marks its market disabled or ' +
    'with a status other than OK. A ticker with no last, bid or ask is left out. The order book is ' +
    'not public.',
};

/** Raw row of `GET /markets` (paginated; the pages are joined before reshape). */
interface NbxMarket {
  id: string;
  baseAsset?: unknown;
  quoteAsset?: unknown;
  disabled?: unknown;
  status?: unknown;
}

/** Raw row of `GET /tickers` (id like "BTC-NOK"). */
interface NbxTicker {
  id: string;
  baseAsset?: unknown;
  quoteAsset?: unknown;
  lastTradePrice?: unknown;
  currentHighestBuyPrice?: unknown;
  currentLowestSellPrice?: unknown;
  volumeBaseAssetLast24Hours?: unknown;
  volumeQuoteAssetLast24Hours?: unknown;
}

function hasId(row: unknown): row is { id: string } & Record<string, unknown> {
  return isRecord(row) && typeof row.id === 'string';
}

/** A market the list explicitly closes: `disabled: true`, or a `status` other than OK; a missing status closes nothing. */
function isClosed(market: NbxMarket): boolean {
  return market.disabled === true || (typeof market.status === 'string' && market.status.toUpperCase() !== 'OK');
}

/** Base and quote from the row's own fields, else from the listed market, else from the "BASE-QUOTE" id. */
function pairOf(row: NbxTicker, market: NbxMarket | undefined): { base: string; quote: string } | null {
  const [idBase, idQuote] = row.id.split('-');
  const base = [row.baseAsset, market?.baseAsset, idBase].find((v): v is string => typeof v === 'string' && v !== '');
  const quote = [row.quoteAsset, market?.quoteAsset, idQuote].find((v): v is string => typeof v === 'string' && v !== '');
  return base && quote ? { base, quote } : null;
}

export const nbx = defineExchange({
  descriptor: nbxDescriptor,
  baseUrl: 'https://api.nbx.com',
  calls: [{ path: '/markets', nextPageHeader: 'x-next-page-url' }, { path: '/tickers' }],
  reshape([marketsBody, tickersBody], ctx) {
    // NBX market ids are case-insensitive.
    const listed = new Map<string, NbxMarket>();
    const closed = new Set<string>();
    for (const market of expectArray(marketsBody, 'GET /markets').filter(hasId) as NbxMarket[]) {
      const key = market.id.toUpperCase();
      if (!listed.has(key)) listed.set(key, market);
      if (isClosed(market)) closed.add(key);
    }
    const rows: TickerFields[] = [];
    for (const ticker of expectArray(tickersBody, 'GET /tickers').filter(hasId) as NbxTicker[]) {
      const key = ticker.id.toUpperCase();
      if (closed.has(key)) continue;
      const pair = pairOf(ticker, listed.get(key));
      if (!pair) continue;
      rows.push({
        ...pair,
        exchange_symbol: ticker.id,
        source_url: `${ctx.baseUrl}/tickers`,
        last: decimalOrNull(ticker.lastTradePrice),
        bid: decimalOrNull(ticker.currentHighestBuyPrice),
        ask: decimalOrNull(ticker.currentLowestSellPrice),
        volume_base_24h: decimalOrNull(ticker.volumeBaseAssetLast24Hours),
        volume_quote_24h: decimalOrNull(ticker.volumeQuoteAssetLast24Hours),
      });
    }
    return makeTickers(nbxDescriptor, ctx.fetchedAt, rows);
  },
});
