import { describe, expect, it } from 'vitest';
import { aggregateTickers } from '@/lib/markets/aggregate';
import { marketAggregateCoreSchema } from '@/lib/schemas/markets';
import { ticker } from '@/tests/fixtures/markets/snapshot';

function only(tickers: Parameters<typeof aggregateTickers>[0]) {
  const result = aggregateTickers(tickers);
  expect(result).toHaveLength(1);
  const [aggregate] = result;
  marketAggregateCoreSchema.parse(aggregate);
  return aggregate!;
}

describe('aggregateTickers', () => {
  it('means the last prices; mid is separate and never blended into last', () => {
    const a = only([
      ticker('firi', 'BTC-NOK', { last: '1012345.67', bid: '1012000.0000000000000000', ask: '1012500.0000000000000000' }),
      ticker('nbx', 'BTC-NOK', { last: '1012400.5', bid: '1012300.1', ask: '1012450.3' }),
    ]);
    expect(a).toMatchObject({
      method: 'mean_last',
      last: '1012373.085',
      price: '1012373.085',
      last_count: 2,
      last_min: '1012345.67',
      last_max: '1012400.5',
      min: '1012345.67',
      max: '1012400.5',
      mid: '1012312.6000000000000000',
      mid_count: 2,
      mid_min: '1012250.0000000000000000',
      mid_max: '1012375.2',
      exchange_count: 2,
      vwap: null,
      volume_used_for_price: false,
    });
    expect(a.contributors.map((c) => c.mid)).toEqual(['1012250.0000000000000000', '1012375.2']);
  });

  it('uses one exchange alone', () => {
    const a = only([ticker('nbx', 'ETH-EUR', { last: '2981.4', bid: '2980.1', ask: '2983' })]);
    expect(a).toMatchObject({ price: '2981.4', last: '2981.4', mid: '2981.55', min: '2981.4', max: '2981.4', exchange_count: 1 });
  });

  it('keeps a published zero and averages it like any value', () => {
    const a = only([
      ticker('firi', 'SOL-NOK', { last: '0', volume_base: '0' }),
      ticker('nbx', 'SOL-NOK', { last: '100', volume_base_24h: '0' }),
    ]);
    expect(a.last).toBe('50');
    expect(a.min).toBe('0');
    expect(a.volume).toMatchObject({ volume_base: '0', volume_base_exchanges: 1, volume_base_24h: '0', volume_base_24h_exchanges: 1 });
  });

  it('falls back to the bid/ask midpoint when no exchange has a last price; min/max follow', () => {
    const a = only([
      ticker('firi', 'SOL-EUR', { bid: '139.80', ask: '141.20' }),
      ticker('coinmotion', 'SOL-EUR', { bid: '139', ask: '143' }),
    ]);
    expect(a).toMatchObject({
      method: 'mean_bid_ask_mid',
      last: null,
      last_count: 0,
      last_min: null,
      mid: '140.75',
      price: '140.75',
      min: '140.50',
      max: '141',
      mid_count: 2,
    });
    expect(a.contributors.map((c) => [c.included_in_last, c.included_in_mid, c.included_in_price])).toEqual([
      [false, true, true],
      [false, true, true],
    ]);
  });

  it('leaves an exchange without last out of last, min and max, but lists it', () => {
    const a = only([
      ticker('firi', 'ADA-NOK', { last: '7.90', bid: '7.89', ask: '7.91' }),
      ticker('nbx', 'ADA-NOK', { bid: '1.00', ask: '1.20' }),
    ]);
    expect(a).toMatchObject({
      method: 'mean_last',
      price: '7.90',
      min: '7.90',
      max: '7.90',
      exchange_count: 2,
      mid: '4.50',
      mid_min: '1.10',
    });
    expect(a.contributors[1]).toMatchObject({
      exchange_id: 'nbx',
      included_in_last: false,
      included_in_mid: true,
      included_in_price: false,
    });
  });

  it('forms no price at all when there is neither a last nor a bid/ask pair', () => {
    const a = only([ticker('coinmotion', 'XRP-SEK', { bid: '21.5', volume_quote: '10' })]);
    expect(a).toMatchObject({
      method: null,
      price: null,
      last: null,
      mid: null,
      min: null,
      max: null,
      last_count: 0,
      mid_count: 0,
      exchange_count: 1,
    });
    expect(a.method_note).toMatch(/no price/i);
    expect(a.contributors[0]).toMatchObject({ mid: null, included_in_last: false, included_in_mid: false, included_in_price: false });
  });

  it('ignores a bid without an ask for the midpoint', () => {
    const a = only([ticker('firi', 'LTC-NOK', { bid: '1004' }), ticker('nbx', 'LTC-NOK', { bid: '1005', ask: '1007' })]);
    expect(a).toMatchObject({ method: 'mean_bid_ask_mid', mid: '1006', mid_count: 1 });
    expect(a.contributors[0]).toMatchObject({ mid: null, included_in_mid: false });
  });

  it('never mixes quotes or volume windows; a missing volume is not zero', () => {
    const result = aggregateTickers([
      ticker('nbx', 'BTC-EUR', { last: '85750.25', volume_base_24h: '0.9', volume_quote_24h: '77175.23' }),
      ticker('firi', 'BTC-NOK', { last: '1012345.67', volume_base: '12.34567891' }),
      ticker('nbx', 'BTC-NOK', { last: '1012400.5', volume_base_24h: '3.21', volume_quote_24h: '3249805.61' }),
      ticker('coinmotion', 'BTC-NOK', { bid: '1', ask: '3', volume_base_24h: '1.000' }),
    ]);
    expect(result.map((a) => a.symbol)).toEqual(['BTC-NOK', 'BTC-EUR']);
    const [nok, eur] = result;
    expect(nok!.volume).toMatchObject({
      volume_base: '12.34567891',
      volume_base_exchanges: 1,
      volume_quote: null,
      volume_quote_exchanges: 0,
      volume_base_24h: '4.210',
      volume_base_24h_exchanges: 2,
      volume_quote_24h: '3249805.61',
      volume_quote_24h_exchanges: 1,
    });
    expect(eur!.last).toBe('85750.25');
  });

  it('reports the newest and oldest fetch times of the contributors', () => {
    const a = only([
      ticker('firi', 'ETH-NOK', { last: '1', fetched_at: '2026-11-22T12:00:01.000Z' }),
      ticker('nbx', 'ETH-NOK', { last: '2', fetched_at: '2026-11-22T12:00:03.000Z' }),
      ticker('coinmotion', 'ETH-NOK', { bid: '1', ask: '2', fetched_at: '2026-11-22T11:59:59.000Z' }),
    ]);
    expect(a.updated_at).toBe('2026-11-22T12:00:03.000Z');
    expect(a.oldest_fetched_at).toBe('2026-11-22T11:59:59.000Z');
  });

  it('orders pairs BTC, ETH, … then unknown bases alphabetically; quotes NOK, SEK, DKK, EUR', () => {
    const symbols = ['ZZZ-EUR', 'AAA-NOK', 'ETH-EUR', 'BTC-EUR', 'BTC-DKK', 'BTC-SEK', 'BTC-NOK', 'LINK-NOK', 'DOGE-NOK'];
    const result = aggregateTickers(symbols.map((s) => ticker('nbx', s, { last: '1' })));
    expect(result.map((a) => a.symbol)).toEqual([
      'BTC-NOK',
      'BTC-SEK',
      'BTC-DKK',
      'BTC-EUR',
      'ETH-EUR',
      'DOGE-NOK',
      'LINK-NOK',
      'AAA-NOK',
      'ZZZ-EUR',
    ]);
  });

  it('lists contributors in exchange order and counts one row per exchange', () => {
    const a = only([
      ticker('coinmotion', 'ETH-EUR', { bid: '1', ask: '2' }),
      ticker('firi', 'ETH-EUR', { last: '3' }),
      ticker('firi', 'ETH-EUR', { last: '999' }),
    ]);
    expect(a.contributors.map((c) => c.exchange_id)).toEqual(['firi', 'coinmotion']);
    expect(a.exchange_count).toBe(2);
    expect(a.last).toBe('3');
  });

  it('names known assets from the icon manifest and leaves unknown ones null', () => {
    expect(only([ticker('firi', 'BTC-NOK', { last: '1' })]).name).toBe('Bitcoin');
    expect(only([ticker('firi', 'POL-NOK', { last: '1' })]).name).toBeNull();
  });
});
