import { readFileSync } from 'node:fs';
import { stampGeneratedAt } from '@/lib/schemas/generated-at';
import type { BuildContext } from '@/lib/core/context';
import { marketHistorySchema } from '@/lib/schemas/markets';
import { LOGOS_PATH } from '../constants';
import { marketSymbols } from '../documents';
import { buildHistoryDocument } from '../history';
import { hasIcon, iconName } from '../icons';
import type { MarketHistoryMap, MarketsSnapshot } from '../types';
import { iconFile } from './icon-files';
import type { FileSetEntry } from '@/lib/node/transaction';
import type { RegisterState } from '@/lib/register/state';

/** Logo files (`api/v1/markets/logos/<lower>.svg`) of the bases present that the set has. */
export function logoFiles(snapshot: MarketsSnapshot): FileSetEntry[] {
  return marketSymbols(snapshot)
    .filter(hasIcon)
    .map((base) => ({ path: `${LOGOS_PATH}/${iconName(base)}.svg`, content: readFileSync(iconFile(iconName(base))) }));
}

/** The build's own copy of the price history (`.markets/history/<BASE>-<QUOTE>.json`, written by the prebuild). */
export function historyFiles(history: MarketHistoryMap, ctx: BuildContext, prefix: string): FileSetEntry[] {
  return [...history].map(([symbol, rows]) => ({
    path: `${prefix}${symbol}.json`,
    content: JSON.stringify(marketHistorySchema.parse(stampGeneratedAt(buildHistoryDocument(rows, ctx, symbol)))),
  }));
}

/** The published market documents of one snapshot and history, as `[path under api/v1/, text]`. */
export type MarketDocumentFiles = (
  snapshot: MarketsSnapshot,
  history: MarketHistoryMap,
  ctx: BuildContext,
  register?: RegisterState | null,
) => ReadonlyArray<{ readonly path: string; readonly content: string }>;

const CATALOGUE = 'api/v1/markets.json';

/** Every file of one refresh, the catalogue last: a reader who sees the new catalogue finds every file it points at in place. */
export function renderMarketFiles(
  snapshot: MarketsSnapshot,
  ctx: BuildContext,
  history: MarketHistoryMap,
  documents: MarketDocumentFiles,
  register: RegisterState | null = null,
): FileSetEntry[] {
  const files = documents(snapshot, history, ctx, register).map((file) => ({ path: `api/v1/${file.path}`, content: file.content }));
  return [...logoFiles(snapshot), ...files.filter((file) => file.path !== CATALOGUE), ...files.filter((file) => file.path === CATALOGUE)];
}
