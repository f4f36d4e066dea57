import { decimalOrNull, isRecord } from '../json';
import type { ExchangeDescriptor } from '../types';
import { expectArray, makeTickers, type ExchangeAdapter, type TickerFields } from './shared';

/** Exchange N2 (Norway). Its API sends no CORS header, so browsers read it via our catalogue. */
export const nbxDescriptor: ExchangeDescriptor = {
  id: 'nbx',
  name: 'Norwegian Block Exchange',
  country: 'NO',
  website: 'https://nbx.com',
  docs_url: 'https://nbx.com/developers',
  source_url: 'https://api.nbx.com/tickers',
  cors: false,
  note:
    'last is lastTradePrice, bid is currentHighestBuyPrice, ask is currentLowestSellPrice; ' +
    'volume_base_24h and volume_quote_24h are volumeBaseAssetLast24Hours and ' +
    'volumeQuoteAssetLast24Hours (GET /tickers). Markets that GET /markets lists as disabled or with ' +
    'a status other than OK are left out. The order book is not public.',
};

/** Raw row of `GET /markets`. */
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

/** Base and quote from the row's own fields, else from the "BASE-QUOTE" id. */
function pairOf(row: NbxTicker, market: NbxMarket): { base: string; quote: string } | null {
  const [idBase, idQuote] = row.id.split('-');
  const base = [row.baseAsset, market.baseAsset, idBase].find((v): v is string => typeof v === 'string' && v !== '');
  const quote = [row.quoteAsset, market.quoteAsset, idQuote].find((v): v is string => typeof v === 'string' && v !== '');
  return base && quote ? { base, quote } : null;
}

export const nbx: ExchangeAdapter = {
  descriptor: nbxDescriptor,
  paths: ['/markets', '/tickers'],
  reshape([marketsBody, tickersBody], ctx) {
    // Only markets listed as enabled with status OK are published; a ticker for a market the
    // list does not show is left out too, since its state is unknown.
    const open = new Map<string, NbxMarket>();
    for (const market of expectArray(marketsBody, 'GET /markets').filter(hasId) as NbxMarket[]) {
      if (market.disabled !== true && market.status === 'OK' && !open.has(market.id)) open.set(market.id, market);
    }
    const rows: TickerFields[] = [];
    for (const ticker of expectArray(tickersBody, 'GET /tickers').filter(hasId) as NbxTicker[]) {
      const market = open.get(ticker.id);
      const pair = market && pairOf(ticker, market);
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
};
