import type { z } from 'zod';
import type { BuildContext } from '@/lib/core/context';
import type { MarketHistoryMap, MarketsSnapshot } from '@/lib/markets/types';
import type { RegisterState } from '@/lib/register/state';
import { stampGeneratedAt } from '@/lib/schemas/generated-at';
import { concretePath, PLACEHOLDER } from './family';
import { marketFamilies } from './families/markets';

/** The market documents of a snapshot, history and register set, by the registry's families: the hourly refresh writes what a build would. */
export function marketDocumentFiles(
  markets: MarketsSnapshot,
  marketHistory: MarketHistoryMap,
  ctx: BuildContext,
  register: RegisterState | null = null,
): Array<{ readonly path: string; readonly content: string }> {
  const data = { markets, marketHistory, register };
  const files: Array<{ path: string; content: string }> = [];
  for (const family of marketFamilies) {
    for (const [key, record] of family.entries(data)) {
      const path = concretePath(family, key);
      const document = stampGeneratedAt(family.build(data, ctx, record, key));
      family.schema.parse(document);
      files.push({ path, content: JSON.stringify(document) });
    }
  }
  return files;
}

/** The schema of the market document at `path` (relative to `api/v1/`), or undefined for none. */
export function marketSchemaForPath(path: string): z.ZodType | undefined {
  // A fixed name first: `markets/changes.json` also fits `markets/{exchange}.json`.
  const fixed = marketFamilies.find((family) => !family.keyed && family.pattern === path);
  if (fixed) return fixed.schema;
  return marketFamilies.find((family) => {
    const [before = '', after = ''] = family.pattern.split(PLACEHOLDER);
    const key = path.slice(before.length, path.length - after.length);
    return family.keyed && path.startsWith(before) && path.endsWith(after) && /^[A-Za-z0-9_-]+$/.test(key);
  })?.schema;
}
