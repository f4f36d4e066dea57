import type { MarketsFile } from '@/lib/markets/markets-file';
import { tableView } from '@/lib/markets/table-view';
import type { ExchangeResult, MarketChanges } from '@/lib/markets/types';
import { shownChanges } from '@/lib/pages/change-display';
import type { ShownData } from './island-props';

/** What the island has read so far; each is undefined until its first successful read. */
export interface Reads {
  readonly file?: MarketsFile;
  readonly changes?: MarketChanges;
  /** The latest read of each CORS exchange, failed or not. */
  readonly live: readonly ExchangeResult[];
}

/**
 * What the table shows after the reads: the build's data, unless a read brought something new.
 * Successful live reads are laid over the file's tickers and aggregated with the same lib/markets
 * code as the build; a failed read is left out, so that exchange's rows stay as the file has them.
 * The build sends the browser no tickers, so live reads wait for the file's first read here.
 */
export function shownData(built: ShownData, reads: Reads, locale: string): ShownData {
  const changes =
    reads.changes && reads.changes.generated_at !== built.changes.generated_at ? shownChanges(reads.changes, locale) : built.changes;
  const ok = reads.live.filter((result) => result.status === 'ok');
  const { file } = reads;
  if (!file || (file.generated_at === built.fileAt && ok.length === 0)) return changes === built.changes ? built : { ...built, changes };
  return { view: tableView(file, ok), exchanges: file.exchanges, quotes: file.quotes, changes, fileAt: file.generated_at };
}
