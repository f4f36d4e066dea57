import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import type { BuildContext } from '@/lib/api/types';
import {
  marketAggregatedSchema,
  marketAssetSchema,
  marketExchangeDocumentSchema,
  marketHistorySchema,
  marketsCatalogueSchema,
} from '@/lib/schemas/markets';
import { LOGOS_PATH } from '../constants';
import { buildAllMarketDocuments, MARKET_PATHS, marketSymbols } from '../documents';
import { buildHistoryDocument } from '../history';
import { hasIcon, iconName } from '../icons';
import type { MarketHistoryMap, MarketsSnapshot } from '../types';
import { iconFile } from './icon-files';
import type { MarketFile } from './transaction';

/** The schema a market document path (relative to `api/v1/`) must satisfy. */
export function schemaForPath(relative: string): z.ZodType {
  if (relative === MARKET_PATHS.catalogue) return marketsCatalogueSchema;
  if (relative === MARKET_PATHS.aggregated) return marketAggregatedSchema;
  if (relative.startsWith('markets/by-asset/')) return marketAssetSchema;
  if (relative.startsWith('markets/history/')) return marketHistorySchema;
  return marketExchangeDocumentSchema;
}

export function serialise(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** Logo files (`api/v1/markets/logos/<lower>.svg`) of the bases present that the set has. */
export function logoFiles(snapshot: MarketsSnapshot): MarketFile[] {
  return marketSymbols(snapshot)
    .filter(hasIcon)
    .map((base) => ({ path: `${LOGOS_PATH}/${iconName(base)}.svg`, content: readFileSync(iconFile(iconName(base))) }));
}

/** One validated history document per pair of `history`, at `<prefix><BASE>-<QUOTE>.json`. */
export function historyFiles(history: MarketHistoryMap, ctx: BuildContext, prefix: string): MarketFile[] {
  return [...history].map(([symbol, rows]) => ({
    path: `${prefix}${symbol}.json`,
    content: serialise(marketHistorySchema.parse(buildHistoryDocument(rows, ctx, symbol))),
  }));
}

/**
 * Every file of one refresh: logos, per-asset, per-exchange, history of the pairs given,
 * aggregated and the catalogue. Each document is validated first: an invalid one stops the
 * refresh before anything is written.
 */
export function renderMarketFiles(snapshot: MarketsSnapshot, ctx: BuildContext, history: MarketHistoryMap = new Map()): MarketFile[] {
  const files: MarketFile[] = logoFiles(snapshot);
  files.push(...historyFiles(history, ctx, 'api/v1/markets/history/'));
  for (const [relative, document] of buildAllMarketDocuments(snapshot, ctx)) {
    schemaForPath(relative).parse(document);
    files.push({ path: `api/v1/${relative}`, content: serialise(document) });
  }
  return files;
}
