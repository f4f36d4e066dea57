import { decimalOrNull, isRecord, RawNumber } from '../json';
import type { ExchangeDescriptor } from '../types';
import { defineExchange, describe, makeTickers, PayloadError, type TickerFields } from './shared';

/** Exchange F1 (Finland), a broker: it publishes buy/sell rates but no last trade. */
export const coinmotionDescriptor: ExchangeDescriptor = {
  id: 'coinmotion',
  name: 'Coinmotion',
  country: 'FI',
  legal_name: 'Coinmotion Oy',
  // LEI as ESMA's register lists Coinmotion Oy (files of April and June 2026); check digits valid.
  lei: '743700PZG5RRF7SA4Q58',
  website: 'https://coinmotion.com',
  docs_url: 'https://coinmotion.com/docs/apicoinmotion.html',
  source_url: 'https://api.coinmotion.com/v2/rates',
  cors: true,
  note:
    'GET /v2/rates documents currencyCode (the base), buy and sell as its stable fields: bid is the buy ' +
    'rate (the price it pays for the asset), ask is the sell rate (the price it charges); last is null ' +
    'because no last trade is published. Its other fields are marked as subject to change: ' +
    'baseCurrencyCode gives the quote (when absent, the quote is read from the rate key, e.g. btcEur), ' +
    'high and low are copied, and the payload timestamp becomes exchange_time; each is null when ' +
    'absent. Pairs quoted in BTC, USDC or any other non-fiat currency are left out.',
};

/** Raw `GET /v2/rates` body: `{success, message?, payload: {<key>: rate, timestamp?}}`. */
interface CoinmotionRates {
  success?: unknown;
  message?: unknown;
  payload?: Record<string, unknown>;
}

/** The documented, stable part of a rate row. */
interface CoinmotionRate {
  currencyCode?: unknown;
  buy?: unknown;
  sell?: unknown;
}

/** What we read from fields the documentation calls "subject to change". Absent → null. */
interface Undocumented {
  readonly quote: string | null;
  readonly high: string | null;
  readonly low: string | null;
  readonly exchangeTime: string | null;
}

/** Unix seconds (string or number) → ISO UTC, or null when not a sane timestamp. */
function isoFromUnixSeconds(value: unknown): string | null {
  const text = value instanceof RawNumber ? value.text : typeof value === 'string' ? value : null;
  if (text === null || !/^\d{1,11}(\.\d+)?$/.test(text)) return null;
  return new Date(Math.round(Number(text) * 1000)).toISOString();
}

/** The one reader of Coinmotion's undocumented fields; a row whose quote cannot be told is left out, not priced in an unknown currency. */
function readUndocumented(key: string, base: string, row: Record<string, unknown>, payload: Record<string, unknown>): Undocumented {
  const named = typeof row.baseCurrencyCode === 'string' && row.baseCurrencyCode !== '' ? row.baseCurrencyCode : null;
  // "btcEur" for base BTC: what follows the base, case-insensitively, is the quote.
  const fromKey = key.toLowerCase().startsWith(base.toLowerCase()) ? key.slice(base.length) : '';
  return {
    quote: named ?? (fromKey !== '' ? fromKey : null),
    high: decimalOrNull(row.high),
    low: decimalOrNull(row.low),
    exchangeTime: isoFromUnixSeconds(payload.timestamp),
  };
}

export const coinmotion = defineExchange({
  descriptor: coinmotionDescriptor,
  baseUrl: 'https://api.coinmotion.com',
  calls: [{ path: '/v2/rates' }],
  reshape([body], ctx) {
    if (!isRecord(body)) throw new PayloadError(`GET /v2/rates: expected a JSON object, got ${describe(body)}`);
    const rates = body as CoinmotionRates;
    if (rates.success !== true) {
      const message = typeof rates.message === 'string' && rates.message ? `: ${rates.message}` : '';
      throw new PayloadError(`GET /v2/rates answered success: ${String(rates.success ?? 'missing')}${message}`);
    }
    if (!isRecord(rates.payload)) throw new PayloadError('GET /v2/rates: payload is not an object');
    const payload = rates.payload;
    const rows: TickerFields[] = [];
    for (const [key, value] of Object.entries(payload)) {
      if (!isRecord(value)) continue; // the timestamp and anything else that is not a rate row
      const rate = value as CoinmotionRate;
      if (typeof rate.currencyCode !== 'string' || rate.currencyCode === '') continue;
      const extra = readUndocumented(key, rate.currencyCode, value, payload);
      if (extra.quote === null) continue;
      rows.push({
        base: rate.currencyCode,
        quote: extra.quote, // non-fiat quotes (BTC, USDC) are dropped by makeTickers
        exchange_symbol: key,
        source_url: `${ctx.baseUrl}/v2/rates`,
        last: null,
        bid: decimalOrNull(rate.buy),
        ask: decimalOrNull(rate.sell),
        high: extra.high,
        low: extra.low,
        exchange_time: extra.exchangeTime,
      });
    }
    return makeTickers(coinmotionDescriptor, ctx.fetchedAt, rows);
  },
});
