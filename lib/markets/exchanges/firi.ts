import { decimalOrNull, isRecord } from '../json';
import type { ExchangeDescriptor } from '../types';
import { defineExchange, expectArray, makeTickers, type TickerFields } from './shared';

/** Exchange N1 (Norway). Its API sends the CORS allow header. */
export const firiDescriptor: ExchangeDescriptor = {
  id: 'firi',
  name: 'Firi',
  country: 'NO',
  legal_name: 'Firi AS',
  // LEI as ESMA's register lists FIRI AS (file of 28 June 2026); ISO 17442 check digits valid.
  lei: '9845003B8462B18FHE35',
  website: 'https://firi.com',
  docs_url: 'https://developers.firi.com/',
  source_url: 'https://api.firi.com/v2/markets',
  cors: true,
  note:
    'last, high, low, volume and change come from GET /v2/markets (the same fields as the per-market ' +
    'call GET /v2/markets/{id}); bid and ask come from GET /v2/markets/tickers. volume is stored as ' +
    'volume_base because the payload names no 24-hour window; change is stored as change_pct.',
};

/** Raw row of `GET /v2/markets` (values may be strings or JSON numbers). */
interface FiriMarket {
  id: string;
  last?: unknown;
  high?: unknown;
  low?: unknown;
  volume?: unknown;
  change?: unknown;
}

/** Raw row of `GET /v2/markets/tickers`; `spread` is not used. */
interface FiriTicker {
  market: string;
  bid?: unknown;
  ask?: unknown;
}

const FIAT_SUFFIX = /^([A-Z0-9]+?)(NOK|SEK|DKK|EUR)$/;

function isMarket(row: unknown): row is FiriMarket {
  return isRecord(row) && typeof row.id === 'string';
}

function isTicker(row: unknown): row is FiriTicker {
  return isRecord(row) && typeof row.market === 'string';
}

export const firi = defineExchange({
  descriptor: firiDescriptor,
  baseUrl: 'https://api.firi.com',
  calls: [{ path: '/v2/markets' }, { path: '/v2/markets/tickers' }],
  reshape([marketsBody, tickersBody], ctx) {
    const markets = expectArray(marketsBody, 'GET /v2/markets').filter(isMarket);
    const bidAsk = new Map<string, FiriTicker>();
    for (const row of expectArray(tickersBody, 'GET /v2/markets/tickers').filter(isTicker)) {
      if (!bidAsk.has(row.market)) bidAsk.set(row.market, row);
    }
    const rows: TickerFields[] = [];
    for (const market of markets) {
      // Markets not ending in a kept fiat (BTC-quoted, USDC-quoted …) are left out here.
      const split = FIAT_SUFFIX.exec(market.id.toUpperCase());
      if (!split?.[1] || !split[2]) continue;
      const ticker = bidAsk.get(market.id);
      rows.push({
        base: split[1],
        quote: split[2],
        exchange_symbol: market.id,
        source_url: `${ctx.baseUrl}/v2/markets/${encodeURIComponent(market.id)}`,
        last: decimalOrNull(market.last),
        high: decimalOrNull(market.high),
        low: decimalOrNull(market.low),
        volume_base: decimalOrNull(market.volume),
        change_pct: decimalOrNull(market.change),
        bid: decimalOrNull(ticker?.bid),
        ask: decimalOrNull(ticker?.ask),
      });
    }
    return makeTickers(firiDescriptor, ctx.fetchedAt, rows);
  },
});
