import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/messages';
import { FETCHED_AT, ticker } from '@/tests/fixtures/markets/snapshot';
import { printIsland, rowSymbols } from '@/tests/helpers/markets-island';

/**
 * A pair no exchange published a price for (here only a bid, on two exchanges)
 * is named once, below the table, as unavailable: no row, and never a 0.
 */
const file = {
  quotes: ['NOK'],
  tickers: [
    ticker('firi', 'BTC-NOK', { last: '1012345.67' }),
    ticker('firi', 'ADA-NOK', { bid: '4.1' }),
    ticker('nbx', 'ADA-NOK', { bid: '4.2' }),
  ],
  aggregated: [],
};
const exchanges = (['firi', 'nbx'] as const).map((id) => ({
  id,
  name: id === 'firi' ? 'Firi' : 'Norwegian Block Exchange',
  country: 'NO',
  cors: id === 'firi',
  status: 'ok' as const,
  error: null,
  fetched_at: FETCHED_AT,
  website: `https://${id}.example`,
  ticker_count: 1,
  last_ok_at: FETCHED_AT,
}));

describe('a pair with no price anywhere', () => {
  it.each(LOCALES)('%s: is listed once, below the table, as unavailable, never as a figure', (lang) => {
    const labels = MESSAGES[lang].markets;
    const everything = printIsland(file, exchanges, FETCHED_AT, lang);
    expect(rowSymbols(everything)).toEqual(['BTC-NOK']);
    expect(everything.split('ADA/NOK')).toHaveLength(2);
    expect(everything).not.toContain('ADA-NOK');
    expect(everything).toContain(labels.unavailablePairs.replace('{pairs}', 'ADA/NOK'));
    // No price cell anywhere reads zero.
    expect(everything).not.toMatch(/class="num">0(?:[.,]0+)?</);
  });
});
