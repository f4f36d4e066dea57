import { describe, expect, it } from 'vitest';
import { sortRanks, type SortableRow } from '@/lib/markets/sort-orders';

const row = (symbol: string, price: string | null, quoteVolume: string | null, baseVolume: string | null = null): SortableRow => {
  const [base = '', quote = ''] = symbol.split('-');
  return { symbol, base, quote, price, volume: { volume_quote_24h: quoteVolume, volume_base_24h: baseVolume } };
};

const rows = [
  row('BTC-NOK', '1012373.085', null, '3.21'),
  row('ETH-NOK', '35000.5', '900000'),
  row('ADA-NOK', null, null),
  row('BTC-EUR', '87000', '5000000'),
  row('SOL-EUR', '140.50', null),
];
const changes: Record<string, string | null> = { 'BTC-NOK': '-1.5', 'ETH-NOK': '2.25', 'BTC-EUR': '0.1', 'SOL-EUR': null, 'ADA-NOK': '10' };

function order(key: 'pair' | 'price' | 'change' | 'volume'): string[] {
  const ranks = sortRanks(rows, (symbol) => changes[symbol] ?? null);
  return [...rows].sort((a, b) => ranks[a.symbol]![key] - ranks[b.symbol]![key]).map((r) => r.symbol);
}

describe('the markets table sort orders', () => {
  it('pair: A to Z by base, then NOK, SEK, DKK, EUR', () => {
    expect(order('pair')).toEqual(['ADA-NOK', 'BTC-NOK', 'BTC-EUR', 'ETH-NOK', 'SOL-EUR']);
  });

  it('price: highest first within each currency, never across currencies; no price last', () => {
    expect(order('price')).toEqual(['BTC-NOK', 'ETH-NOK', 'ADA-NOK', 'BTC-EUR', 'SOL-EUR']);
  });

  it('change: largest 24-hour change first, exact decimals; too short a history last', () => {
    expect(order('change')).toEqual(['ADA-NOK', 'ETH-NOK', 'BTC-EUR', 'BTC-NOK', 'SOL-EUR']);
  });

  it('volume: 24-hour turnover in the currency (base volume × price where no quote volume), within each currency', () => {
    // BTC-NOK: 3.21 × 1012373.085 ≈ 3.25 million NOK, above ETH-NOK's 900000.
    expect(order('volume')).toEqual(['BTC-NOK', 'ETH-NOK', 'ADA-NOK', 'BTC-EUR', 'SOL-EUR']);
  });

  it('change: the order of the figures shown (−0.495 % shows as −0.50 %, above −0.504 %, also −0.50 %; −0.51 % below both)', () => {
    const near = [row('A-NOK', '1', null), row('B-NOK', '1', null), row('C-NOK', '1', null)];
    const exact: Record<string, string> = { 'A-NOK': '-0.504', 'B-NOK': '-0.51', 'C-NOK': '-0.495' };
    const ranks = sortRanks(near, (symbol) => exact[symbol] ?? null);
    const shown = [...near].sort((a, b) => ranks[a.symbol]!.change - ranks[b.symbol]!.change).map((r) => r.symbol);
    expect(shown).toEqual(['C-NOK', 'A-NOK', 'B-NOK']);
  });
});
