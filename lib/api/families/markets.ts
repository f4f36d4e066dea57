import { EXCHANGE_IDS } from '@/lib/markets/constants';
import { buildAggregated, buildAssetDocument, buildCatalogue, buildExchangeDocument, marketSymbols } from '@/lib/markets/documents';
import type { MarketsSnapshot } from '@/lib/markets/types';
import { marketAggregatedSchema, marketAssetSchema, marketExchangeDocumentSchema, marketsCatalogueSchema } from '@/lib/schemas/markets';
import type { DocumentFamily } from '../types';

type MarketData = { readonly markets: MarketsSnapshot };

/**
 * The market documents (spec §2.7). Exchange documents exist for all three exchanges even when
 * one failed (its `status`/`error` say so); per-asset documents exist for the bases present.
 */
export const marketFamilies: readonly DocumentFamily<MarketData, unknown>[] = [
  {
    pattern: 'markets.json',
    title: 'Market catalogue',
    description:
      'Exchange prices from two Norwegian and one Finnish exchange in NOK, SEK, DKK and EUR, with per-pair aggregates, exchange status and method notes. Not investment advice.',
    returns: 'Market catalogue',
    schema: marketsCatalogueSchema,
    build: (data, ctx) => buildCatalogue(data.markets, ctx),
  },
  {
    pattern: 'markets/aggregated.json',
    title: 'Aggregated market prices',
    description:
      'One aggregate per base-quote pair: mean of published last prices, else of bid/ask midpoints, with contributors and volumes.',
    returns: 'MarketAggregated',
    schema: marketAggregatedSchema,
    build: (data, ctx) => buildAggregated(data.markets, ctx),
  },
  {
    pattern: 'markets/{exchange}.json',
    title: 'Market exchange',
    description: "One exchange's status and the tickers it published at its fetch time.",
    returns: 'MarketExchange',
    schema: marketExchangeDocumentSchema,
    keys: () => EXCHANGE_IDS,
    build: (data, ctx, id) => buildExchangeDocument(data.markets, ctx, id),
  },
  {
    pattern: 'markets/by-asset/{symbol}.json',
    title: 'Market asset',
    description: "Every included exchange's tickers for one base symbol, with one aggregate per quote currency.",
    returns: 'MarketAsset',
    schema: marketAssetSchema,
    keys: (data) => marketSymbols(data.markets),
    build: (data, ctx, symbol) => buildAssetDocument(data.markets, ctx, symbol),
  },
];
