import type { ReactElement, ReactNode } from 'react';
import { fmt } from '@/lib/i18n/fmt';
import type { MarketsFile } from '@/lib/markets/markets-file';
import type { TableView } from '@/lib/markets/table-view';
import type { ExchangeResult } from '@/lib/markets/types';
import { ExchangeStatus } from './exchange-status';
import type { Labels } from './market-figures';
import type { RowMarkup } from './market-row';
import { MarketTiles } from './market-tiles';
import { MarketsControls } from './markets-controls';
import { PART_NAMES, type PartName } from './part-names';

/**
 * The live part of the markets page as plain markup, printed whole by the build and in parts by
 * the page's worker when new data arrives (live-table.ts): the summary line, the quote tiles, the
 * exchanges' status and the table's rows each sit in an element the page's script swaps
 * (page-script.ts). The controls and the table's frame are printed once; the rows come printed
 * (market-row.tsx), so the page holds exactly the markup its fingerprints were taken from.
 */

/** What the parts are drawn from: one set of data, as the build or the browser has it. */
export interface PartsInput {
  readonly view: TableView;
  readonly exchanges: MarketsFile['exchanges'];
  /** The latest live read of each exchange the browser reads (none in the build). */
  readonly live: readonly ExchangeResult[];
  readonly refresh: MarketsFile['refresh'];
  readonly labels: Labels;
  /** True in the browser: the line that tells readers without JavaScript what they miss is left out. */
  readonly scripted: boolean;
}

export function marketsParts({ view, exchanges, live, refresh, labels, scripted }: PartsInput): Record<PartName, ReactElement> {
  const liveById = new Map(live.map((result) => [result.id, result]));
  return {
    summary:
      view.rows.length > 0 ? (
        <p className="note">
          {fmt(labels.liveNote, {
            exchangeMinutes: Math.round(refresh.browser_exchange_seconds / 60),
            jsonMinutes: Math.round(refresh.browser_json_seconds / 60),
          })}
          {scripted ? null : <span data-scriptless="">{` ${labels.noJsNote}`}</span>}
        </p>
      ) : (
        <p className="notice" role="status" data-testid="markets-no-data">
          {labels.noData}
        </p>
      ),
    tiles: <MarketTiles summaries={view.summaries} labels={labels} />,
    status: (
      <ExchangeStatus
        exchanges={exchanges}
        lastPrices={view.lastPrices}
        liveById={liveById}
        liveOk={new Set(view.liveOk)}
        labels={labels}
      />
    ),
  };
}

export interface MarketsBodyProps {
  readonly parts: PartsInput;
  /** The view's rows, printed. */
  readonly rows: readonly RowMarkup[];
  readonly quotes: readonly string[];
  readonly generatedAt: string;
  /** The page script's data (page-script.ts), printed as a JSON block. */
  readonly config: ReactNode;
}

/** The whole live part, as the build prints it. */
export function MarketsBody({ parts: input, rows, quotes, generatedAt, config }: MarketsBodyProps) {
  const parts = marketsParts(input);
  const { labels } = input;
  const { view } = input;
  return (
    <div className="markets-live" data-live-at="" data-file-at={generatedAt}>
      {PART_NAMES.map((name) => (
        <div key={name} data-part={name}>
          {parts[name]}
        </div>
      ))}
      <MarketsControls quotes={quotes} labels={labels} />
      <div className="table-scroll" role="region" aria-labelledby="markets-caption" tabIndex={0} hidden={view.rows.length === 0}>
        <table className="markets">
          <caption id="markets-caption">{labels.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.asset}</th>
              <th scope="col">{labels.price}</th>
              <th scope="col">{labels.changeColumn}</th>
              <th scope="col">{labels.range}</th>
              <th scope="col">{labels.volume}</th>
              <th scope="col">{labels.perExchange}</th>
            </tr>
          </thead>
          <tbody dangerouslySetInnerHTML={{ __html: rows.map((row) => row.html).join('') }} />
        </table>
        <p data-part="no-results" hidden>
          {labels.noResults}
        </p>
      </div>
      {config}
    </div>
  );
}
