import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { stampGeneratedAt } from '@/lib/schemas/generated-at';
import type { BuildContext } from '@/lib/core/context';
import {
  marketAggregatedSchema,
  marketAssetSchema,
  marketChangesSchema,
  marketDailySchema,
  marketExchangeDocumentSchema,
  marketHistorySchema,
  marketsCatalogueSchema,
} from '@/lib/schemas/markets';
import { LOGOS_PATH } from '../constants';
import { buildChangesDocument } from '../changes';
import { buildDailyDocument } from '../daily';
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
  if (relative.startsWith('markets/daily/')) return marketDailySchema;
  if (relative === MARKET_PATHS.changes) return marketChangesSchema;
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
    content: serialise(marketHistorySchema.parse(stampGeneratedAt(buildHistoryDocument(rows, ctx, symbol)))),
  }));
}

/** One validated daily-candles document per pair of `history`, beside its history file. */
export function dailyFiles(history: MarketHistoryMap, ctx: BuildContext): MarketFile[] {
  return [...history].map(([symbol, rows]) => ({
    path: `api/v1/${MARKET_PATHS.daily(symbol)}`,
    content: serialise(marketDailySchema.parse(stampGeneratedAt(buildDailyDocument(rows, ctx, symbol)))),
  }));
}

/**
 * Every file of one refresh: logos, per-asset, per-exchange, history and daily candles of the pairs given,
 * every pair's change, aggregated and the catalogue. Each document is validated first: an invalid one stops the
 * refresh before anything is written.
 */
export function renderMarketFiles(snapshot: MarketsSnapshot, ctx: BuildContext, history: MarketHistoryMap = new Map()): MarketFile[] {
  const files: MarketFile[] = logoFiles(snapshot);
  files.push(...historyFiles(history, ctx, 'api/v1/markets/history/'));
  files.push(...dailyFiles(history, ctx));
  // Every pair's change in one file, in the same set as the daily documents it repeats.
  files.push({
    path: `api/v1/${MARKET_PATHS.changes}`,
    content: serialise(marketChangesSchema.parse(stampGeneratedAt(buildChangesDocument(snapshot, history, ctx)))),
  });
  for (const [relative, built] of buildAllMarketDocuments(snapshot, ctx)) {
    const document = stampGeneratedAt(built);
    schemaForPath(relative).parse(document);
    files.push({ path: `api/v1/${relative}`, content: serialise(document) });
  }
  return files;
}
