import { EXCHANGE_IDS } from '@/lib/markets/constants';
import type { BuildContext } from '@/lib/core/context';
import {
  buildAggregated,
  buildAssetDocument,
  buildCatalogue,
  buildExchangeDocument,
  marketSymbols,
  type ExchangeStandings,
} from '@/lib/markets/documents';
import { EXCHANGES } from '@/lib/markets/exchanges';
import { exchangeStandings } from '@/lib/register/standing';
import { buildChangesDocument } from '@/lib/markets/changes';
import { buildDailyDocument } from '@/lib/markets/daily';
import { buildMovesDocument, DEFAULT_MOVE_THRESHOLD_PCT } from '@/lib/markets/moves';
import { appendSnapshot, buildHistoryDocument } from '@/lib/markets/history';
import type { MarketHistoryMap, MarketsSnapshot } from '@/lib/markets/types';
import type { RegisterState } from '@/lib/register/state';
import {
  marketAggregatedSchema,
  marketAssetSchema,
  marketChangesSchema,
  marketDailySchema,
  marketExchangeDocumentSchema,
  marketHistorySchema,
  marketMovesSchema,
  marketsCatalogueSchema,
} from '@/lib/schemas/markets';
import { defineFamily, selfKeyed } from '../family';

/** SiteData's, or the hourly refresh's (its folder's register set); without a history, the snapshot's own rows. */
type MarketData = {
  readonly markets: MarketsSnapshot;
  readonly marketHistory?: MarketHistoryMap;
  readonly register?: RegisterState | null;
};

/** Each exchange's standing in the register set at hand, on the document's day. */
const standingsOf = (data: MarketData, ctx: BuildContext): ExchangeStandings =>
  exchangeStandings(data.register ?? null, EXCHANGES, ctx.generatedAt.slice(0, 10));

const historyOf = (data: MarketData): MarketHistoryMap => data.marketHistory ?? appendSnapshot(new Map(), data.markets);

export const marketFamilies = [
  defineFamily({
    pattern: 'markets.json',
    title: 'Market catalogue',
    description:
      'Exchange prices from two Norwegian and one Finnish exchange in NOK, SEK, DKK and EUR, with per-pair aggregates, exchange status and method notes. Not investment advice.',
    returns: 'MarketCatalogue',
    schema: marketsCatalogueSchema,
    build: (data: MarketData, ctx) => buildCatalogue(data.markets, ctx, standingsOf(data, ctx)),
  }),
  defineFamily({
    pattern: 'markets/aggregated.json',
    title: 'Aggregated market prices',
    description:
      'One aggregate per base-quote pair: mean of published last prices, else of bid/ask midpoints, with contributors and volumes.',
    returns: 'MarketAggregated',
    schema: marketAggregatedSchema,
    build: (data: MarketData, ctx) => buildAggregated(data.markets, ctx),
  }),
  defineFamily({
    pattern: 'markets/{exchange}.json',
    title: 'Market exchange',
    description: "One exchange's status and the tickers it published at its fetch time.",
    returns: 'MarketExchange',
    schema: marketExchangeDocumentSchema,
    entries: () => selfKeyed(EXCHANGE_IDS),
    build: (data: MarketData, ctx, id) => buildExchangeDocument(data.markets, ctx, id, standingsOf(data, ctx)),
  }),
  defineFamily({
    pattern: 'markets/by-asset/{symbol}.json',
    title: 'Market asset',
    description: "Every included exchange's tickers for one base symbol, with one aggregate per quote currency.",
    returns: 'MarketAsset',
    schema: marketAssetSchema,
    entries: (data: MarketData) => selfKeyed(marketSymbols(data.markets)),
    build: (data: MarketData, ctx, symbol) => buildAssetDocument(data.markets, ctx, symbol),
  }),
  defineFamily({
    pattern: 'markets/history/{pair}.json',
    title: 'Market price history',
    description:
      "One pair's aggregate price at each refresh (at, price, method, last, mid, exchange_count, the aggregate's own strings), " +
      'oldest first: every row of the last 30 days, then the last row of each UTC day. Files only grow; a pair no longer ' +
      'traded keeps its file. `{pair}` is BASE-QUOTE, for example BTC-NOK.',
    returns: 'MarketHistory',
    schema: marketHistorySchema,
    entries: (data: MarketData) => historyOf(data).entries(),
    build: (_data: MarketData, ctx, rows, pair) => buildHistoryDocument(rows, ctx, pair),
  }),
  defineFamily({
    pattern: 'markets/daily/{pair}.json',
    title: 'Market daily candles',
    description:
      "One pair's daily open, high, low and close of the aggregate price, with the number of readings, one row per UTC day " +
      'that has a reading, oldest first; and the change over 24 hours and 7 days. Exact decimal strings in the pair\u2019s own ' +
      'currency, from the price history. `{pair}` is BASE-QUOTE, for example BTC-NOK.',
    returns: 'MarketDaily',
    schema: marketDailySchema,
    entries: (data: MarketData) => historyOf(data).entries(),
    build: (_data: MarketData, ctx, rows, pair) => buildDailyDocument(rows, ctx, pair),
  }),
  defineFamily({
    pattern: 'markets/changes.json',
    title: 'Market changes',
    description:
      'The change over 24 hours and 7 days of every pair in markets.json, in its order: the `change_24h` and `change_7d` of ' +
      'each pair\u2019s daily document in one file, null where the history is shorter than the window. Written with the other ' +
      'market documents by each hourly refresh.',
    returns: 'MarketChanges',
    schema: marketChangesSchema,
    build: (data: MarketData, ctx) => buildChangesDocument(data.markets, historyOf(data), ctx),
  }),
  defineFamily({
    pattern: 'markets/moves.json',
    title: 'Market price moves',
    description:
      'Pairs whose aggregate price moved by at least the threshold (`threshold_pct`, per cent) over 24 hours, newest first, ' +
      'for the last `kept_days` days: the pair, the price then and now, the exact change, the window, the time and the ' +
      'exchanges. A reading whose exchanges differ from the one before is not a move; within 24 hours of an alert a pair ' +
      'alerts again only after a further move of the threshold from the alerted price. Written with the other market documents.',
    returns: 'MarketMoves',
    schema: marketMovesSchema,
    build: (data: MarketData, ctx) => buildMovesDocument(historyOf(data), ctx, ctx.config.movesThresholdPct ?? DEFAULT_MOVE_THRESHOLD_PCT),
  }),
];
