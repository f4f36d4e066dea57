import { decimalOrNull, isRecord, RawNumber } from '../json';
import type { ExchangeDescriptor } from '../types';
import { describe, makeTickers, PayloadError, type ExchangeAdapter, type TickerFields } from './shared';

/** Exchange F1 (Finland), a broker: it publishes buy/sell rates but no last trade. */
export const coinmotionDescriptor: ExchangeDescriptor = {
  id: 'coinmotion',
  name: 'Coinmotion',
  country: 'FI',
  website: 'https://coinmotion.com',
  docs_url: 'https://coinmotion.com/docs/apicoinmotion.html',
  source_url: 'https://api.coinmotion.com/v2/rates',
  cors: true,
  note:
    'GET /v2/rates: bid is the buy rate (the price it pays for the asset), ask is the sell rate (the ' +
    'price it charges); high and low are copied; last is null because no last trade is published. ' +
    'currencyCode is the base, baseCurrencyCode is the quote; pairs quoted in BTC, USDC or any other ' +
    'non-fiat currency are left out. The payload timestamp becomes exchange_time.',
};

/** Raw `GET /v2/rates` body. */
interface CoinmotionRates {
  success?: unknown;
  message?: unknown;
  payload?: { timestamp?: unknown } & Record<string, unknown>;
}

/** Raw rate row, keyed like "btcEur". Other fields exist but are for their own frontend. */
interface CoinmotionRate {
  currencyCode?: unknown;
  baseCurrencyCode?: unknown;
  buy?: unknown;
  sell?: unknown;
  high?: unknown;
  low?: unknown;
}

/** Unix seconds (string or number) → ISO UTC, or null when not a sane timestamp. */
function isoFromUnixSeconds(value: unknown): string | null {
  const text = value instanceof RawNumber ? value.text : typeof value === 'string' ? value : null;
  if (text === null || !/^\d{1,11}(\.\d+)?$/.test(text)) return null;
  return new Date(Math.round(Number(text) * 1000)).toISOString();
}

export const coinmotion: ExchangeAdapter = {
  descriptor: coinmotionDescriptor,
  paths: ['/v2/rates'],
  reshape([body], ctx) {
    if (!isRecord(body)) throw new PayloadError(`GET /v2/rates: expected a JSON object, got ${describe(body)}`);
    const rates = body as CoinmotionRates;
    if (rates.success !== true) {
      const message = typeof rates.message === 'string' && rates.message ? `: ${rates.message}` : '';
      throw new PayloadError(`GET /v2/rates answered success: ${String(rates.success ?? 'missing')}${message}`);
    }
    if (!isRecord(rates.payload)) throw new PayloadError('GET /v2/rates: payload is not an object');
    const exchangeTime = isoFromUnixSeconds(rates.payload.timestamp);
    const rows: TickerFields[] = [];
    for (const [key, value] of Object.entries(rates.payload)) {
      if (key === 'timestamp' || !isRecord(value)) continue;
      const rate = value as CoinmotionRate;
      if (typeof rate.currencyCode !== 'string' || typeof rate.baseCurrencyCode !== 'string') continue;
      rows.push({
        base: rate.currencyCode,
        quote: rate.baseCurrencyCode, // non-fiat quotes (BTC, USDC) are dropped by makeTickers
        exchange_symbol: key,
        source_url: `${ctx.baseUrl}/v2/rates`,
        last: null,
        bid: decimalOrNull(rate.buy),
        ask: decimalOrNull(rate.sell),
        high: decimalOrNull(rate.high),
        low: decimalOrNull(rate.low),
        exchange_time: exchangeTime,
      });
    }
    return makeTickers(coinmotionDescriptor, ctx.fetchedAt, rows);
  },
};
