import { describe, expect, it } from 'vitest';
import { EXCHANGE_IDS } from '@/lib/markets/constants';
import { ADAPTERS, EXCHANGES, PayloadError } from '@/lib/markets/exchanges';
import { fetchOptionsFromEnv } from '@/lib/markets/node/env';
import { decimalOrNull, parseLossless, RawNumber } from '@/lib/markets/json';
import { marketTickerSchema } from '@/lib/schemas/markets';
import { coinmotionRates, firiMarkets, firiTickers, nbxMarkets, nbxTickers, raw, toJsonText } from '@/fakes/exchanges/payloads';

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
  it('drops only markets the list marks disabled or not OK, keeps unlisted ones, maps the 24-hour fields', () => {
    const tickers = reshape('nbx', [nbxMarkets(), nbxTickers()]);
    const symbols = tickers.map((t) => t.symbol);
    expect(symbols).not.toContain('LTC-NOK'); // disabled: true
    expect(symbols).not.toContain('DOGE-NOK'); // status HALTED
    expect(symbols).not.toContain('DOT-NOK'); // listed as "dot-nok", disabled: ids are case-insensitive
    expect(symbols).not.toContain('ETH-SEK'); // no last, no bid, no ask
    expect(symbols).toContain('XRP-NOK'); // not in the list at all: kept
    expect(symbols).toHaveLength(10);
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

describe('nbx market marks', () => {
  const ticker = (id: string) => ({ id, lastTradePrice: '10', currentHighestBuyPrice: '9', currentLowestSellPrice: '11' });
  it.each([
    ['status OK', { disabled: false, status: 'OK' }, true],
    ['status ok (any case)', { status: 'ok' }, true],
    ['no status, not disabled', { disabled: false }, true],
    ['no fields at all', {}, true],
    ['status null', { status: null }, true],
    ['disabled: true', { disabled: true, status: 'OK' }, false],
    ['status HALTED', { status: 'HALTED' }, false],
    ['status CANCEL_ONLY', { disabled: false, status: 'CANCEL_ONLY' }, false],
    ['status empty string', { status: '' }, false],
  ])('%s → published: %s', (_name, marks, published) => {
    const tickers = reshape('nbx', [[{ id: 'BTC-NOK', ...marks }], [ticker('BTC-NOK')]]);
    expect(tickers.length).toBe(published ? 1 : 0);
  });

  it('closes a market listed twice when either row closes it', () => {
    const markets = [
      { id: 'BTC-NOK', status: 'OK' },
      { id: 'btc-nok', disabled: true },
    ];
    expect(reshape('nbx', [markets, [ticker('BTC-NOK'), ticker('ETH-NOK')]]).map((t) => t.symbol)).toEqual(['ETH-NOK']);
  });
});

describe('a row with no last, no bid and no ask is not published', () => {
  it.each([
    ['firi', [[{ id: 'BTCNOK', last: null, high: '2', low: '1', volume: '5' }], []]],
    ['firi', [[{ id: 'BTCNOK', last: 'NaN' }], [{ market: 'BTCNOK', bid: '', ask: true }]]],
    [
      'nbx',
      [
        [],
        [
          {
            id: 'BTC-NOK',
            lastTradePrice: null,
            currentHighestBuyPrice: null,
            currentLowestSellPrice: null,
            volumeBaseAssetLast24Hours: '1',
          },
        ],
      ],
    ],
    [
      'coinmotion',
      [{ success: true, payload: { btcEur: { currencyCode: 'BTC', baseCurrencyCode: 'EUR', buy: null, sell: '', high: '3' } } }],
    ],
  ] as const)('%s: %j', (id, bodies) => {
    expect(reshape(id, [...bodies])).toEqual([]);
  });

  it('one price is enough: a bid alone, an ask alone or a last alone is published', () => {
    const tickers = reshape('nbx', [
      [],
      [
        { id: 'BTC-NOK', currentHighestBuyPrice: '1' },
        { id: 'ETH-NOK', currentLowestSellPrice: '2' },
        { id: 'SOL-NOK', lastTradePrice: '0' },
      ],
    ]);
    expect(tickers.map((t) => [t.symbol, t.last, t.bid, t.ask])).toEqual([
      ['BTC-NOK', null, '1', null],
      ['ETH-NOK', null, null, '2'],
      ['SOL-NOK', '0', null, null],
    ]);
  });
});

describe('one object per exchange (lib/markets/exchanges/<id>.ts)', () => {
  it('is listed under its own id, in the order of EXCHANGE_IDS, with its settings named from the id', () => {
    expect(EXCHANGES.map((descriptor) => descriptor.id)).toEqual([...EXCHANGE_IDS]);
    expect(
      EXCHANGE_IDS.map((id) => [
        id,
        ADAPTERS[id].descriptor.id,
        ADAPTERS[id].baseUrl,
        ADAPTERS[id].settings.apiUrl,
        ADAPTERS[id].settings.liveApiUrl,
      ]),
    ).toEqual([
      ['firi', 'firi', 'https://api.firi.com', 'FIRI_API_URL', 'LIVE_FIRI_API_URL'],
      ['nbx', 'nbx', 'https://api.nbx.com', 'NBX_API_URL', null],
      ['coinmotion', 'coinmotion', 'https://api.coinmotion.com', 'COINMOTION_API_URL', 'LIVE_COINMOTION_API_URL'],
    ]);
  });

  it("is what the refresh's settings read", () => {
    expect(fetchOptionsFromEnv({ NBX_API_URL: 'http://127.0.0.1:7/nbx', LIVE_FIRI_API_URL: 'http://127.0.0.1:7/firi' }).baseUrls).toEqual({
      nbx: 'http://127.0.0.1:7/nbx',
    });
  });
});

describe('docs_url points at each exchange API documentation', () => {
  it.each([
    ['firi', 'https://developers.firi.com/'],
    ['nbx', 'https://app.nbx.com/developers'],
    ['coinmotion', 'https://coinmotion.com/docs/apicoinmotion.html'],
  ] as const)('%s → %s', (id, url) => {
    expect(ADAPTERS[id].descriptor.docs_url).toBe(url);
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

  it('without its undocumented fields still publishes: quote from the rate key, high, low and time null', () => {
    const body = coinmotionRates();
    const { timestamp: _time, ...rates } = body.payload;
    const bare = Object.fromEntries(
      Object.entries(rates).map(([key, rate]) => {
        const { baseCurrencyCode: _quote, high: _high, low: _low, ...documented } = rate;
        return [key, documented];
      }),
    );
    const tickers = reshape('coinmotion', [{ success: true, payload: bare }]);
    expect(tickers.map((t) => t.symbol).sort()).toEqual(
      ['BTC-EUR', 'BTC-SEK', 'ETH-EUR', 'ETH-SEK', 'LTC-EUR', 'SOL-EUR', 'USDC-EUR', 'XRP-EUR'].sort(),
    );
    expect(tickers.find((t) => t.symbol === 'BTC-EUR')).toMatchObject({
      bid: '85600.12',
      ask: '86100.55',
      high: null,
      low: null,
      exchange_time: null,
    });
  });

  it.each([
    ['a malformed timestamp', { timestamp: 'yesterday' }, { exchange_time: null, high: '86500.00' }],
    ['high and low as numbers-in-words', { btcEur: { high: 'high', low: {} } }, { high: null, low: null }],
    ['an empty baseCurrencyCode (quote read from the key)', { btcEur: { baseCurrencyCode: '' } }, { quote: 'EUR' }],
  ])('%s becomes null, never a failure', (_name, patch, expected) => {
    const body = coinmotionRates() as { success: boolean; payload: Record<string, unknown> };
    for (const [key, value] of Object.entries(patch)) {
      body.payload[key] = typeof value === 'object' ? { ...(body.payload[key] as object), ...value } : value;
    }
    const btc = reshape('coinmotion', [body]).find((t) => t.symbol === 'BTC-EUR');
    expect(btc).toMatchObject(expected);
  });

  it('leaves out a row whose quote cannot be told (no baseCurrencyCode, key without the base)', () => {
    const body = { success: true, payload: { rateOne: { currencyCode: 'BTC', buy: '1', sell: '2' } } };
    expect(reshape('coinmotion', [body])).toEqual([]);
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
