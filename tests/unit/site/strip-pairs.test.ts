import { describe, expect, it } from 'vitest';
import { stripPairs } from '@/lib/pages/strip-pairs';
import { siteMarketsSnapshot } from '@/tests/fixtures/markets/site-markets';
import { marketAggregateCores } from '@/lib/markets/documents';

const pair = (symbol: string, price: string | null = '1') => {
  const [base, quote] = symbol.split('-') as [string, string];
  return { symbol, base, quote, price };
};
const symbols = (rows: ReadonlyArray<{ symbol: string }>) => rows.map((row) => row.symbol);

describe("the home strip's pairs", () => {
  it('takes up to four per currency: the preferred bases first, then the currency’s other priced pairs in catalogue order', () => {
    const rows = [
      pair('BTC-SEK'),
      pair('ETH-SEK'),
      pair('SOL-SEK', null),
      pair('DOGE-SEK'),
      pair('USDC-SEK'),
      pair('ZZZ-SEK'),
      pair('ADA-SEK'),
      pair('BTC-NOK'),
    ];
    expect(symbols(stripPairs(rows, ['NOK', 'SEK', 'EUR']))).toEqual(['BTC-NOK', 'BTC-SEK', 'ETH-SEK', 'ADA-SEK', 'DOGE-SEK']);
  });

  it('shows what the data has in a currency and nothing for one it lacks (the test snapshot: two SEK and two DKK pairs)', () => {
    const rows = stripPairs(marketAggregateCores(siteMarketsSnapshot()), ['NOK', 'SEK', 'DKK', 'EUR']);
    expect(symbols(rows)).toEqual([
      'BTC-NOK',
      'ETH-NOK',
      'SOL-NOK',
      'XRP-NOK',
      'BTC-SEK',
      'ETH-SEK',
      'BTC-DKK',
      'ETH-DKK',
      'BTC-EUR',
      'ETH-EUR',
      'SOL-EUR',
      'XRP-EUR',
    ]);
    expect(stripPairs(rows, ['ISK'])).toEqual([]);
  });
});
