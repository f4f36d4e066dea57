import { EXCHANGE_IDS, QUOTES } from './constants';

/** Stable display order (known bases first, then alphabetical; NOK, SEK, DKK, EUR), so unchanged markets write identical bytes. */
export const BASE_ORDER = ['BTC', 'ETH', 'SOL', 'XRP', 'ADA', 'LTC', 'DOGE', 'DOT', 'LINK'] as const;

function rank(list: readonly string[], value: string): number {
  const index = list.indexOf(value);
  return index === -1 ? list.length : index;
}

export function compareBases(a: string, b: string): number {
  return rank(BASE_ORDER, a) - rank(BASE_ORDER, b) || (a < b ? -1 : a > b ? 1 : 0);
}

export function compareQuotes(a: string, b: string): number {
  return rank(QUOTES, a) - rank(QUOTES, b) || (a < b ? -1 : a > b ? 1 : 0);
}

export function compareExchanges(a: string, b: string): number {
  return rank(EXCHANGE_IDS, a) - rank(EXCHANGE_IDS, b);
}

export function comparePairs(a: { base: string; quote: string }, b: { base: string; quote: string }): number {
  return compareBases(a.base, b.base) || compareQuotes(a.quote, b.quote);
}

export function compareTickers(
  a: { base: string; quote: string; exchange: { id: string } },
  b: { base: string; quote: string; exchange: { id: string } },
): number {
  return comparePairs(a, b) || compareExchanges(a.exchange.id, b.exchange.id);
}
