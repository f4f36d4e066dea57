import { describe, expect, it } from 'vitest';
import { ADAPTERS, PayloadError } from '@/lib/markets/exchanges';
import { decimalOrNull, parseLossless, RawNumber } from '@/lib/markets/json';
import { marketTickerSchema } from '@/lib/schemas/markets';
import { coinmotionRates, firiMarkets, firiTickers, nbxMarkets, nbxTickers, raw, toJsonText } from '@/tests/fixtures/markets/payloads';

const ctx = { baseUrl: 'https://fake.example', fetchedAt: '2026-11-22T12:00:00.000Z' };
const parsed = (value: unknown) => parseLossless(toJsonText(value));

function reshape(id: keyof typeof ADAPTERS, bodies: unknown[]) {
  const tickers = ADAPTERS[id].reshape(bodies.map(parsed), ctx);
  for (const t of tickers) marketTickerSchema.parse(t);
  return tickers;
}

describe('published values', () => {
  it.each([
    ['12.50', '12.50'],
    ['0', '0'],
    ['-3.25', '-3.25'],
    ['1012000.0000000000000000', '1012000.0000000000000000'],
    ['1e5', null],
    ['1E-7', null],
    ['NaN', null],
    ['', null],
    [' 12', null],
    ['1,5', null],
    ['.5', null],
    ['5.', null],
    ['+5', null],
    ['Infinity', null],
    [true, null],
    [false, null],
    [{}, null],
    [[1], null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(decimalOrNull(input)).toBe(expected);
  });

  it('keeps the digits of a JSON number exactly as written in the payload', () => {
    const body = parseLossless('{"a": 0.10, "b": 123456789.123456789012, "c": 1.5e3, "d": 7}') as Record<string, unknown>;
    expect(body.a).toBeInstanceOf(RawNumber);
    expect(decimalOrNull(body.a)).toBe('0.10');
    expect(decimalOrNull(body.b)).toBe('123456789.123456789012');
    expect(decimalOrNull(body.c)).toBeNull(); // exponent form is not a plain decimal
    expect(decimalOrNull(body.d)).toBe('7');
  });
});

describe('firi', () => {
  it('merges markets with tickers, splits the fiat suffix and keeps 16-decimal bids', () => {
    const tickers = reshape('firi', [firiMarkets(), firiTickers()]);
    expect(tickers.map((t) => t.symbol)).not.toContain('ETH-BTC');
    expect(tickers).toHaveLength(11);
    const btc = tickers.find((t) => t.symbol === 'BTC-NOK')!;
    expect(btc).toMatchObject({
      id: 'firi:BTC-NOK',
      exchange_symbol: 'BTCNOK',
      base: 'BTC',
      quote: 'NOK',
      last: '1012345.67',
      bid: '1012000.0000000000000000',
      ask: '1012500.0000000000000000',
      high: '1020000.00',
      low: '998000.00',
      volume_base: '12.34567891',
      volume_base_24h: null,
      change_pct: '1.25',
      source_url: 'https://fake.example/v2/markets/BTCNOK',
      fetched_at: ctx.fetchedAt,
      exchange: { id: 'firi', name: 'Firi', country: 'NO' },
    });
    expect(tickers.find((t) => t.symbol === 'BTC-DKK')).toBeDefined();
    expect(tickers.find((t) => t.symbol === 'POL-NOK')).toMatchObject({ bid: null, ask: null, last: '4.12' });
    expect(tickers.find((t) => t.symbol === 'SOL-NOK')!.volume_base).toBe('0');
  });

  it('keeps JSON-number digits through the adapter', () => {
    const markets = firiMarkets().map((m, i) => (i === 0 ? { ...m, last: raw('0.10'), volume: raw('123456789.123456789012') } : m));
    const tickers = firiTickers().map((t) => ({ ...t, bid: raw(t.bid) }));
    const [btc] = reshape('firi', [markets, tickers]);
    expect(btc).toMatchObject({ last: '0.10', volume_base: '123456789.123456789012', bid: '1012000.0000000000000000' });
  });

  it('leaves out fiat-to-fiat pairs and bases that cannot be a file name', () => {
    const markets = [...firiMarkets(), { id: 'EURNOK', last: '11.5' }, { id: 'BT/CNOK', last: '1' }];
    const symbols = reshape('firi', [markets, firiTickers()]).map((t) => t.symbol);
    expect(symbols).not.toContain('EUR-NOK');
    expect(symbols.some((s) => s.includes('/'))).toBe(false);
  });

  it('fails the exchange when a list is not a list', () => {
    expect(() => ADAPTERS.firi.reshape([{ markets: [] }, []], ctx)).toThrow(PayloadError);
  });
});

describe('nbx', () => {
  it('skips disabled, non-OK and unlisted markets and maps the 24-hour fields', () => {
    const tickers = reshape('nbx', [nbxMarkets(), nbxTickers()]);
    const symbols = tickers.map((t) => t.symbol);
    expect(symbols).not.toContain('LTC-NOK');
    expect(symbols).not.toContain('DOGE-NOK');
    expect(symbols).not.toContain('XRP-NOK');
    expect(symbols).toEqual(expect.arrayContaining(['BTC-NOK', 'BTC-SEK', 'BTC-DKK', 'BTC-EUR']));
    expect(tickers.find((t) => t.symbol === 'BTC-NOK')).toMatchObject({
      last: '1012400.5',
      bid: '1012300.1',
      ask: '1012450.3',
      volume_base: null,
      volume_base_24h: '3.21',
      volume_quote_24h: '3249805.61',
      exchange_symbol: 'BTC-NOK',
      source_url: 'https://fake.example/tickers',
    });
    expect(tickers.find((t) => t.symbol === 'ADA-NOK')).toMatchObject({ last: null, bid: '7.88' });
  });
});

describe('coinmotion', () => {
  it('maps buy to bid and sell to ask, has no last, and drops BTC- and USDC-quoted pairs', () => {
    const tickers = reshape('coinmotion', [coinmotionRates()]);
    expect(tickers.map((t) => t.symbol).sort()).toEqual(
      ['BTC-EUR', 'BTC-SEK', 'ETH-EUR', 'ETH-SEK', 'LTC-EUR', 'SOL-EUR', 'USDC-EUR', 'XRP-EUR'].sort(),
    );
    expect(tickers.find((t) => t.symbol === 'BTC-EUR')).toMatchObject({
      last: null,
      bid: '85600.12',
      ask: '86100.55',
      high: '86500.00',
      low: '84900.00',
      exchange_symbol: 'btcEur',
      exchange_time: '2026-11-22T12:00:00.000Z',
    });
  });

  it('treats success: false as a failure with its message', () => {
    expect(() => ADAPTERS.coinmotion.reshape([parsed({ success: false, message: 'maintenance' })], ctx)).toThrow(
      /success: false: maintenance/,
    );
  });

  it('fails on a payload that is not an object', () => {
    expect(() => ADAPTERS.coinmotion.reshape([parsed([1, 2])], ctx)).toThrow(PayloadError);
  });
});
