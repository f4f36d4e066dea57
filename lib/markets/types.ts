import type { z } from 'zod';
import type {
  exchangeResultSchema,
  exchangeSchema,
  marketAggregateCoreSchema,
  marketAggregateSchema,
  marketAggregatedSchema,
  marketAssetSchema,
  marketContributorSchema,
  marketExchangeDocumentSchema,
  marketHistoryLinkSchema,
  marketHistoryRowSchema,
  marketHistorySchema,
  marketChangeSchema,
  marketDailyRowSchema,
  marketDailySchema,
  marketChangesSchema,
  marketLogoSchema,
  marketMoveSchema,
  marketMovesSchema,
  marketsCatalogueSchema,
  marketsSnapshotSchema,
  marketTickerSchema,
  marketVolumeSchema,
  publishedCatalogueSchema,
} from '@/lib/schemas/markets';

import type { ExchangeId } from './constants';

export type { ExchangeId } from './constants';

/** The types are the schemas' own, so a document that type-checks is the one that validates. */
export type MarketTicker = z.infer<typeof marketTickerSchema>;
export type Exchange = z.infer<typeof exchangeSchema>;
export type MarketLogo = z.infer<typeof marketLogoSchema>;
export type MarketVolume = z.infer<typeof marketVolumeSchema>;
export type MarketContributor = z.infer<typeof marketContributorSchema>;
export type MarketAggregateCore = z.infer<typeof marketAggregateCoreSchema>;
export type MarketAggregate = z.infer<typeof marketAggregateSchema>;
export type MarketsCatalogue = z.infer<typeof marketsCatalogueSchema>;
/** A catalogue as read back from a published folder (it may predate `last_ok_at`). */
export type PublishedCatalogue = z.infer<typeof publishedCatalogueSchema>;
export type MarketAggregated = z.infer<typeof marketAggregatedSchema>;
export type MarketExchangeDocument = z.infer<typeof marketExchangeDocumentSchema>;
export type MarketAsset = z.infer<typeof marketAssetSchema>;
export type MarketHistoryRow = z.infer<typeof marketHistoryRowSchema>;
export type MarketHistory = z.infer<typeof marketHistorySchema>;
export type MarketHistoryLink = z.infer<typeof marketHistoryLinkSchema>;
export type MarketDailyRow = z.infer<typeof marketDailyRowSchema>;
export type MarketChange = z.infer<typeof marketChangeSchema>;
export type MarketDaily = z.infer<typeof marketDailySchema>;
export type MarketChanges = z.infer<typeof marketChangesSchema>;
export type MarketMove = z.infer<typeof marketMoveSchema>;
export type MarketMoves = z.infer<typeof marketMovesSchema>;
/** The two fields of a MarketChange the pages read (the page is sent no more than these). */
export type ChangeFigures = Pick<MarketChange, 'change' | 'change_pct'>;

/** Price history per pair (`BTC-NOK` → rows, oldest first). */
export type MarketHistoryMap = ReadonlyMap<string, readonly MarketHistoryRow[]>;

/** One exchange's outcome of a refresh: `ok` with tickers, or `error` with the reason. */
export type ExchangeResult = z.infer<typeof exchangeResultSchema>;
/** What a refresh produced and what every market document is built from. */
export type MarketsSnapshot = z.infer<typeof marketsSnapshotSchema>;

/** Static facts about an exchange (everything in `Exchange` except the refresh outcome). */
export interface ExchangeDescriptor {
  readonly id: ExchangeId;
  readonly name: string;
  readonly country: string;
  /** The company behind it, as the register names it; with `lei`, how the register's entry is found (lib/register/standing.ts). */
  readonly legal_name: string;
  /** Its LEI as ESMA's register publishes it; null while the register has never listed it. */
  readonly lei: string | null;
  readonly website: string;
  readonly docs_url: string;
  readonly source_url: string;
  readonly cors: boolean;
  readonly note: string;
}
