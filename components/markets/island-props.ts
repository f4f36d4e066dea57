import type { ExchangeId } from '@/lib/markets/constants';
import type { BuildExtras, MarketsFile } from '@/lib/markets/markets-file';
import type { TableView } from '@/lib/markets/table-view';
import type { ShownChanges } from '@/lib/pages/change-display';
import type { Separators } from '@/lib/pages/format';
import type { Labels } from './market-figures';

/**
 * The markets island's props: the build prints the island with them (markets-body.tsx) and writes
 * them beside it as a JSON block, and the browser hydrates the same markup with the same props
 * (live-markets.tsx). Every figure in them is a decimal string.
 */

/** One set of data the table is drawn from: the build's, or what the browser read since. */
export interface ShownData {
  readonly view: TableView;
  /** The exchanges as the file the figures come from lists them. */
  readonly exchanges: MarketsFile['exchanges'];
  readonly quotes: readonly string[];
  readonly changes: ShownChanges;
  /** `generated_at` of the file the figures come from (our last hourly update). */
  readonly fileAt: string;
}

/** What every drawing of the island uses, the same in the build and in the browser. */
export interface IslandContext {
  readonly extras: BuildExtras;
  readonly refresh: MarketsFile['refresh'];
  readonly locale: string;
  readonly labels: Labels;
}

export interface MarketsIslandProps {
  readonly jsonUrl: string;
  readonly changesUrl: string;
  /** Where the browser reads each CORS exchange (lib/markets/live.ts, set at build time). */
  readonly liveBaseUrls: Partial<Record<ExchangeId, string>>;
  readonly built: ShownData;
  readonly context: IslandContext;
  /** The locale's digit separators, as the build's Intl gave them: the browser prints with the same. */
  readonly separators: Separators;
}

/** The element the island is printed into and hydrated in, and the JSON block of its props. */
export const MARKETS_ISLAND_ID = 'markets-island';
export const MARKETS_PROPS_ID = 'markets-props';
