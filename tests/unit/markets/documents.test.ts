import { describe, expect, it } from 'vitest';
import { marketFamilies } from '@/lib/api/families/markets';
import { makeContext } from '@/lib/core/context';
import { DEFAULT_CONFIG } from '@/lib/config';
import { ACTIONS_CRON, BROWSER_EXCHANGE_SECONDS, BROWSER_JSON_SECONDS, EXCHANGE_IDS } from '@/lib/markets/constants';
import { buildAssetDocument, buildCatalogue, buildExchangeDocument, marketSymbols } from '@/lib/markets/documents';
import { appendSnapshot } from '@/lib/markets/history';
import { notFetchedSnapshot } from '@/lib/markets/node/snapshot';
import { renderMarketFiles } from '@/lib/markets/node/render';
import { marketDocumentFiles, marketSchemaForPath } from '@/lib/api/market-documents';
import { marketAssetSchema, marketHistorySchema, marketsCatalogueSchema } from '@/lib/schemas/markets';
import { fixtureSnapshot } from '@/tests/fixtures/markets/snapshot';

const ctx = makeContext(new Date('2026-11-22T12:00:10.000Z'), DEFAULT_CONFIG);

describe('market documents', () => {
  it('every document of a healthy snapshot validates against its schema', () => {
    const snapshot = fixtureSnapshot();
    const documents = new Map(
      marketDocumentFiles(snapshot, appendSnapshot(new Map(), snapshot), ctx).map((f) => [f.path, JSON.parse(f.content)]),
    );
    for (const [path, document] of documents) expect(() => marketSchemaForPath(path)!.parse(document), path).not.toThrow();
    // The refresh installs the catalogue last, after every file it names.
    const files = renderMarketFiles(snapshot, ctx, appendSnapshot(new Map(), snapshot), marketDocumentFiles);
    expect(files.at(-1)?.path).toBe('api/v1/markets.json');
    expect(files.filter((f) => f.path.endsWith('.json')).length).toBe(documents.size);
    expect([...documents.keys()].filter((p) => p.startsWith('markets/by-asset/'))).toEqual(
      ['BTC', 'ETH', 'SOL', 'XRP', 'ADA', 'LTC', 'DOGE', 'POL', 'USDC'].map((s) => `markets/by-asset/${s}.json`),
    );
  });

  it('the catalogue carries every field with the shared constants', () => {
    const catalogue = buildCatalogue(fixtureSnapshot(), ctx);
    expect(Object.keys(catalogue)).toEqual([
      'api_version',
      'name',
      'generated_at',
      'preview',
      'kind',
      'disclaimer',
      'sign_off',
      'not_investment_advice',
      'quotes',
      'quote_note',
      'aggregation',
      'refresh',
      'urls',
      'exchanges',
      'skipped',
      'count',
      'aggregated_count',
      'tickers',
      'aggregated',
    ]);
    expect(catalogue).toMatchObject({
      kind: 'markets',
      sign_off: 'The editorial team',
      not_investment_advice: true,
      quotes: ['NOK', 'SEK', 'DKK', 'EUR'],
      refresh: {
        browser_json_seconds: BROWSER_JSON_SECONDS,
        browser_exchange_seconds: BROWSER_EXCHANGE_SECONDS,
        actions_cron: ACTIONS_CRON,
      },
      urls: {
        catalogue: 'https://pages.nordic-crypto-desk.example/api/v1/markets.json',
        catalogue_custom_domain: 'https://nordic-crypto-desk.example/api/v1/markets.json',
      },
    });
    expect(BROWSER_JSON_SECONDS).toBe(900);
    expect(BROWSER_EXCHANGE_SECONDS).toBe(300);
    expect(Object.keys(catalogue.aggregation)).toEqual([
      'bucket',
      'last',
      'mid',
      'price',
      'min',
      'max',
      'exchange_count',
      'rounding',
      'vwap',
      'volume',
      'logos',
    ]);
    expect(catalogue.count).toBe(catalogue.tickers.length);
    expect(catalogue.aggregated_count).toBe(catalogue.aggregated.length);
    expect(catalogue.exchanges.map((e) => [e.id, e.status, e.error, e.ticker_count])).toEqual([
      ['firi', 'ok', null, 11],
      ['nbx', 'ok', null, 10],
      ['coinmotion', 'ok', null, 8],
    ]);
    expect(catalogue.skipped.length).toBeGreaterThan(0);
    expect(catalogue.disclaimer).toMatch(/not investment advice/i);
    expect(catalogue.disclaimer).toMatch(/fetched_at/);
  });

  it('gives logos only to bases the icon set has, never a substitute', () => {
    const catalogue = buildCatalogue(fixtureSnapshot(), ctx);
    const btc = catalogue.aggregated.find((a) => a.symbol === 'BTC-NOK')!;
    expect(btc).toMatchObject({
      logo_path: 'api/v1/markets/logos/btc.svg',
      logo_url: 'https://pages.nordic-crypto-desk.example/api/v1/markets/logos/btc.svg',
      logo_url_custom_domain: 'https://nordic-crypto-desk.example/api/v1/markets/logos/btc.svg',
      logo: { format: 'svg', license: 'CC0-1.0', version: '0.18.1' },
    });
    const pol = catalogue.aggregated.find((a) => a.symbol === 'POL-NOK')!;
    expect(pol).toMatchObject({ logo: null, logo_url: null, logo_url_custom_domain: null, logo_path: null });
  });

  it('a failed exchange keeps its error and contributes nothing', () => {
    const snapshot = fixtureSnapshot({ nbx: { status: 'error', error: 'GET x: HTTP 503', tickers: [] } });
    const catalogue = marketsCatalogueSchema.parse(buildCatalogue(snapshot, ctx));
    expect(catalogue.exchanges[1]).toMatchObject({ id: 'nbx', status: 'error', error: 'GET x: HTTP 503', ticker_count: 0 });
    expect(catalogue.tickers.some((t) => t.exchange.id === 'nbx')).toBe(false);
    expect(catalogue.aggregated.flatMap((a) => a.contributors).some((c) => c.exchange_id === 'nbx')).toBe(false);
    const nbxDoc = buildExchangeDocument(snapshot, ctx, 'nbx');
    expect(nbxDoc).toMatchObject({ count: 0, tickers: [], exchange: { status: 'error' } });
  });

  it('the nothing-fetched-yet snapshot gives valid, honest documents', () => {
    const snapshot = notFetchedSnapshot(new Date('2026-11-22T12:00:00.000Z'));
    for (const file of marketDocumentFiles(snapshot, new Map(), ctx)) marketSchemaForPath(file.path)!.parse(JSON.parse(file.content));
    const catalogue = buildCatalogue(snapshot, ctx);
    expect(catalogue).toMatchObject({ count: 0, aggregated_count: 0, tickers: [], aggregated: [] });
    for (const exchange of catalogue.exchanges) {
      expect(exchange).toMatchObject({
        status: 'error',
        error: 'No market data has been fetched yet',
        fetched_at: '2026-11-22T12:00:00.000Z',
      });
    }
    expect(marketSymbols(snapshot)).toEqual([]);
  });
});

const keysOf = (family: (typeof marketFamilies)[number], data: Parameters<(typeof marketFamilies)[number]['entries']>[0]) =>
  [...family.entries(data)].map(([key]) => key);
const recordOf = (family: (typeof marketFamilies)[number], data: Parameters<(typeof marketFamilies)[number]['entries']>[0], key: string) =>
  [...family.entries(data)].find(([k]) => k === key)?.[1];

describe('marketFamilies', () => {
  it('lists the eight patterns with keys from the snapshot, and each build validates', () => {
    const data = { markets: fixtureSnapshot() };
    expect(marketFamilies.map((f) => f.pattern)).toEqual([
      'markets.json',
      'markets/aggregated.json',
      'markets/{exchange}.json',
      'markets/by-asset/{symbol}.json',
      'markets/history/{pair}.json',
      'markets/daily/{pair}.json',
      'markets/changes.json',
      'markets/moves.json',
    ]);
    for (const family of marketFamilies) {
      for (const [key, record] of family.entries(data)) {
        expect(() => family.schema.parse(family.build(data, ctx, record, key)), `${family.pattern} ${key}`).not.toThrow();
      }
    }
    expect(keysOf(marketFamilies[2]!, data)).toEqual([...EXCHANGE_IDS]);
    expect(keysOf(marketFamilies[2]!, { markets: notFetchedSnapshot() })).toEqual([...EXCHANGE_IDS]);
    expect(keysOf(marketFamilies[3]!, { markets: notFetchedSnapshot() })).toEqual([]);
    // History: one file per aggregated pair; without stored history, the snapshot's own rows.
    const pairs = buildCatalogue(fixtureSnapshot(), ctx).aggregated.map((a) => a.symbol);
    expect(keysOf(marketFamilies[4]!, data)).toEqual(pairs);
    expect(keysOf(marketFamilies[4]!, { markets: notFetchedSnapshot() })).toEqual([]);
    // Daily candles: one file per pair that has a history file.
    expect(keysOf(marketFamilies[5]!, data)).toEqual(pairs);
  });

  it('keeps a pair that left the snapshot, and reads history rows from SiteData', () => {
    const gone = { at: '2026-11-01T10:00:00.000Z', price: '1.5', method: 'mean_last' as const, last: '1.5', mid: null, exchange_count: 1 };
    const data = { markets: fixtureSnapshot(), marketHistory: appendSnapshot(new Map([['ZZZ-NOK', [gone]]]), fixtureSnapshot()) };
    const family = marketFamilies[4]!;
    expect(keysOf(family, data)).toContain('ZZZ-NOK');
    expect(family.build(data, ctx, recordOf(family, data, 'ZZZ-NOK'), 'ZZZ-NOK')).toMatchObject({
      symbol: 'ZZZ-NOK',
      quote: 'NOK',
      rows: [gone],
    });
    const btc = marketHistorySchema.parse(family.build(data, ctx, recordOf(family, data, 'BTC-NOK'), 'BTC-NOK'));
    const aggregate = buildCatalogue(fixtureSnapshot(), ctx).aggregated.find((a) => a.symbol === 'BTC-NOK')!;
    expect(btc.rows).toEqual([
      {
        at: aggregate.updated_at,
        price: aggregate.price,
        method: aggregate.method,
        last: aggregate.last,
        mid: aggregate.mid,
        exchange_count: 2,
        exchanges: ['firi', 'nbx'],
      },
    ]);
    expect(keysOf(family, data)).not.toContain('NOPE-NOK');
  });

  it('by-asset documents link the history file of each of their pairs', () => {
    const btc = marketAssetSchema.parse(buildAssetDocument(fixtureSnapshot(), ctx, 'BTC'));
    expect(btc.history.map((link) => link.symbol)).toEqual(btc.aggregated.map((a) => a.symbol));
    expect(btc.history[0]).toEqual({
      symbol: 'BTC-NOK',
      quote: 'NOK',
      path: 'api/v1/markets/history/BTC-NOK.json',
      url: 'https://pages.nordic-crypto-desk.example/api/v1/markets/history/BTC-NOK.json',
      url_custom_domain: 'https://nordic-crypto-desk.example/api/v1/markets/history/BTC-NOK.json',
    });
  });
});
