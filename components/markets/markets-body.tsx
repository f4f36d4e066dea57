import type { ReactElement, ReactNode } from 'react';
import { fmt } from '@/lib/i18n/fmt';
import type { BuildExtras, MarketsFile } from '@/lib/markets/markets-file';
import type { TableRow, TableView } from '@/lib/markets/table-view';
import { sortRanks } from '@/lib/markets/sort-orders';
import type { ShownChanges } from '@/lib/pages/change-display';
import type { ExchangeResult } from '@/lib/markets/types';
import { ExchangeStatus } from './exchange-status';
import type { Labels } from './market-figures';
import type { RowMarkup } from './market-row';
import { MarketTiles } from './market-tiles';
import { MarketsControls } from './markets-controls';
import { MarketsSort } from './markets-sort';
import { utcText } from './reader-clock';
import type { PartName } from './part-names';

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
  readonly changes: ShownChanges;
  readonly sparklines: BuildExtras['sparklines'];
  /** When the file the figures come from was written (our last hourly update). */
  readonly fileAt: string;
}

/** The rows the table lists: pairs with a price. A pair with none is named once below it, never shown as a figure. */
export function pricedRows(view: TableView): TableRow[] {
  return view.rows.filter((row) => row.price !== null);
}

/** Every row's place in each sort order, by the 24-hour change the page shows. */
export function rowRanks(rows: readonly TableRow[], changes: ShownChanges) {
  return sortRanks(rows, (symbol) => changes.bySymbol[symbol]?.h24?.exact ?? null);
}

export function marketsParts(input: PartsInput): Record<PartName, ReactElement> {
  const { view, exchanges, live, refresh, labels, scripted, changes, sparklines, fileAt } = input;
  const liveById = new Map(live.map((result) => [result.id, result]));
  const priced = pricedRows(view);
  const unavailable = view.rows.filter((row) => row.price === null);
  // Said once in words: some pairs have too short a history for a change or a 7-day line.
  const shortHistory = priced.some(
    (row) => !changes.bySymbol[row.symbol]?.h24 || !changes.bySymbol[row.symbol]?.d7 || !sparklines[row.symbol]?.segments.length,
  );
  const failedLive = live.filter((result) => result.status !== 'ok');
  return {
    summary:
      view.rows.length === 0 ? (
        <p className="notice" role="status" data-testid="markets-no-data">
          {labels.noData}
        </p>
      ) : failedLive.length > 0 && failedLive.length === live.length ? (
        <div className="live-off" role="status" data-testid="live-unavailable">
          <p className="note">{fmt(labels.liveUnavailable, { time: utcText(fileAt) })}</p>
          <details>
            <summary>{labels.technicalDetails}</summary>
            <ul>
              {failedLive.map((result) => (
                <li key={result.id}>
                  <code lang="en">{`${result.id}: ${result.error ?? ''}`}</code>
                </li>
              ))}
            </ul>
          </details>
        </div>
      ) : (
        <></>
      ),
    notes: (
      <>
        {unavailable.length > 0 ? (
          <p className="note" data-testid="markets-unavailable">
            {fmt(labels.unavailablePairs, { pairs: unavailable.map((row) => row.symbol.replace('-', '/')).join(', ') })}
          </p>
        ) : null}
        {shortHistory ? <p className="note">{labels.historyShort}</p> : null}
        {view.rows.length > 0 ? (
          <p className="note">
            {fmt(labels.liveNote, {
              exchangeMinutes: Math.round(refresh.browser_exchange_seconds / 60),
              jsonMinutes: Math.round(refresh.browser_json_seconds / 60),
            })}
            {scripted ? null : <span data-scriptless="">{` ${labels.noJsNote}`}</span>}
          </p>
        ) : null}
      </>
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
  /** The view's priced rows, printed. */
  readonly rows: readonly RowMarkup[];
  readonly quotes: readonly string[];
  readonly generatedAt: string;
  /** The page script's data (page-script.ts), printed as a JSON block. */
  readonly config: ReactNode;
}

/** The whole live part, as the build prints it: the table first, what explains it below. */
export function MarketsBody({ parts: input, rows, quotes, generatedAt, config }: MarketsBodyProps) {
  const parts = marketsParts(input);
  const { labels } = input;
  const part = (name: PartName) => <div data-part={name}>{parts[name]}</div>;
  const hasRows = rows.length > 0;
  return (
    <div className="markets-live" data-live-at="" data-file-at={generatedAt}>
      {part('summary')}
      {hasRows ? <MarketsSort labels={labels} /> : null}
      <MarketsControls quotes={quotes} labels={labels} />
      <div className="table-scroll" role="region" aria-labelledby="markets-caption" tabIndex={0} hidden={!hasRows}>
        <table className="markets">
          <caption id="markets-caption" className="visually-hidden">
            {labels.tableCaption}
          </caption>
          <thead>
            <tr>
              <th scope="col">{labels.asset}</th>
              <th scope="col">{labels.price}</th>
              <th scope="col">{labels.changeColumn}</th>
              <th scope="col">{labels.trendColumn}</th>
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
      {part('notes')}
      {part('status')}
      {part('tiles')}
      {config}
    </div>
  );
}
