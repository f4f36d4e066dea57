import { BASE_SYMBOL, isQuote } from '../constants';
import { RawNumber } from '../json';
import type { ExchangeDescriptor, MarketTicker } from '../types';

/** A response whose overall shape is not the exchange's documented one; fails the exchange. */
export class PayloadError extends Error {
  override name = 'PayloadError';
}

export interface ReshapeContext {
  /** Base URL the bodies were read from (no trailing slash); used for `source_url`. */
  readonly baseUrl: string;
  /** ISO UTC time the responses arrived. */
  readonly fetchedAt: string;
}

export interface ApiCall {
  readonly path: string;
  /** Response header naming the next page, for a list the exchange documents as paginated (NBX `x-next-page-url`). */
  readonly nextPageHeader?: string;
}

/** An environment setting holding an exchange's API base URL (read by lib/config.ts by this shape). */
export type ApiUrlSetting = `${string}_API_URL`;

/** What an exchange's file says: its published facts, its API's base URL, the calls it needs (made in parallel) and the reshape from the parsed bodies. */
export interface ExchangeDefinition {
  readonly descriptor: ExchangeDescriptor;
  /** The public API, unless `settings.apiUrl` (the refresh) or `settings.liveApiUrl` (readers' browsers) names another. */
  readonly baseUrl: string;
  readonly calls: readonly ApiCall[];
  reshape(bodies: readonly unknown[], ctx: ReshapeContext): MarketTicker[];
}

/** One exchange, everything the desk knows of it in one object: lists, settings, fetches and docs read it. */
export interface ExchangeAdapter extends ExchangeDefinition {
  readonly settings: {
    /** `<ID>_API_URL`: where the refresh and the build read it. */
    readonly apiUrl: ApiUrlSetting;
    /** `LIVE_<ID>_API_URL`: where readers' browsers read it, for an exchange that allows CORS (else null). */
    readonly liveApiUrl: ApiUrlSetting | null;
  };
}

export function defineExchange(definition: ExchangeDefinition): ExchangeAdapter {
  const name = definition.descriptor.id.toUpperCase();
  return {
    ...definition,
    settings: { apiUrl: `${name}_API_URL`, liveApiUrl: definition.descriptor.cors ? `LIVE_${name}_API_URL` : null },
  };
}

/** The ticker fields an adapter fills in; the rest derive from them. */
export interface TickerFields {
  base: string;
  quote: string;
  exchange_symbol: string;
  source_url: string;
  last?: string | null;
  bid?: string | null;
  ask?: string | null;
  high?: string | null;
  low?: string | null;
  change_pct?: string | null;
  volume_base?: string | null;
  volume_quote?: string | null;
  volume_base_24h?: string | null;
  volume_quote_24h?: string | null;
  exchange_time?: string | null;
}

/** A row carries a price when it has at least one of last, bid and ask; others are not published. */
export function hasPrice(row: Pick<TickerFields, 'last' | 'bid' | 'ask'>): boolean {
  return (row.last ?? null) !== null || (row.bid ?? null) !== null || (row.ask ?? null) !== null;
}

/** Builds tickers from adapter rows: NOK/SEK/DKK/EUR quotes, path-safe bases, rows with a price, the first of a pair listed twice. */
export function makeTickers(descriptor: ExchangeDescriptor, fetchedAt: string, rows: readonly TickerFields[]): MarketTicker[] {
  const seen = new Set<string>();
  const tickers: MarketTicker[] = [];
  for (const row of rows) {
    const base = row.base.toUpperCase();
    const quote = row.quote.toUpperCase();
    // A fiat base (EUR-NOK) is a currency pair, not a crypto market.
    if (!isQuote(quote) || !BASE_SYMBOL.test(base) || isQuote(base)) continue;
    if (!hasPrice(row)) continue;
    const symbol = `${base}-${quote}`;
    if (seen.has(symbol)) continue;
    seen.add(symbol);
    tickers.push({
      id: `${descriptor.id}:${symbol}`,
      symbol,
      exchange_symbol: row.exchange_symbol,
      base,
      quote,
      last: row.last ?? null,
      bid: row.bid ?? null,
      ask: row.ask ?? null,
      exchange: { id: descriptor.id, name: descriptor.name, country: descriptor.country },
      fetched_at: fetchedAt,
      source_url: row.source_url,
      volume_base: row.volume_base ?? null,
      volume_quote: row.volume_quote ?? null,
      volume_base_24h: row.volume_base_24h ?? null,
      volume_quote_24h: row.volume_quote_24h ?? null,
      high: row.high ?? null,
      low: row.low ?? null,
      change_pct: row.change_pct ?? null,
      exchange_time: row.exchange_time ?? null,
    });
  }
  return tickers;
}

export function expectArray(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new PayloadError(`${what}: expected a JSON array, got ${describe(value)}`);
  return value;
}

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (value instanceof RawNumber) return 'a number';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
