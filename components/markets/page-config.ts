import type { ExchangeId } from '@/lib/markets/constants';
import type { MarketsFile } from '@/lib/markets/markets-file';
import type { Separators } from '@/lib/pages/format';
import type { PrintContext } from './live-table';
import type { RowMeta } from './market-row';

/**
 * What the markets page's script (page-script.ts) is given by the build, as a JSON block in the
 * page: where to read and print, what the page was printed from, and each printed row's
 * fingerprint.
 */
export interface MarketsPageConfig {
  readonly workerUrl: string;
  readonly jsonUrl: string;
  readonly changesUrl: string;
  /** Where the browser reads each CORS exchange (lib/markets/live.ts, set at build time). */
  readonly liveBaseUrls: Partial<Record<ExchangeId, string>>;
  /** The file the page was printed from (`generated_at`). */
  readonly generatedAt: string;
  readonly exchanges: MarketsFile['exchanges'];
  readonly quotes: readonly string[];
  readonly rows: readonly RowMeta[];
  readonly context: PrintContext;
  /** The locale's digit separators, as the build's Intl gave them. */
  readonly separators: Separators;
}

export const MARKETS_CONFIG_ID = 'markets-config';
