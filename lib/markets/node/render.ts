import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import type { BuildContext } from '@/lib/api/types';
import { marketAggregatedSchema, marketAssetSchema, marketExchangeDocumentSchema, marketsCatalogueSchema } from '@/lib/schemas/markets';
import { LOGOS_PATH } from '../constants';
import { buildAllMarketDocuments, MARKET_PATHS, marketSymbols } from '../documents';
import { hasIcon, iconName } from '../icons';
import type { MarketsSnapshot } from '../types';
import { iconFile } from './icon-files';
import type { MarketFile } from './write';

/** The schema a market document path must satisfy. */
export function schemaForPath(relative: string): z.ZodType {
  if (relative === MARKET_PATHS.catalogue) return marketsCatalogueSchema;
  if (relative === MARKET_PATHS.aggregated) return marketAggregatedSchema;
  if (relative.startsWith('markets/by-asset/')) return marketAssetSchema;
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

/**
 * Every file of one refresh, in write order: logos, per-asset, per-exchange, aggregated, and the
 * catalogue last. Each document is validated first: an invalid one stops the refresh before
 * anything is written.
 */
export function renderMarketFiles(snapshot: MarketsSnapshot, ctx: BuildContext): MarketFile[] {
  const files: MarketFile[] = logoFiles(snapshot);
  for (const [relative, document] of buildAllMarketDocuments(snapshot, ctx)) {
    schemaForPath(relative).parse(document);
    files.push({ path: `api/v1/${relative}`, content: serialise(document) });
  }
  return files;
}
