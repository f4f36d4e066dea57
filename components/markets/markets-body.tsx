import type { ReactNode, Ref } from 'react';
import { fmt } from '@/lib/i18n/fmt';
import type { TableRow, TableView } from '@/lib/markets/table-view';
import { sortRanks } from '@/lib/markets/sort-orders';
import type { ShownChanges } from '@/lib/pages/change-display';
import type { ExchangeResult } from '@/lib/markets/types';
import { ExchangeStatus } from './exchange-status';
import type { IslandContext, ShownData } from './island-props';
import type { LiveOff } from './live-reads';
import { MarketRow, rowProps } from './market-row';
import { MarketTiles } from './market-tiles';
import { MarketsControls } from './markets-controls';
import { MarketsSort } from './markets-sort';
import { utcText } from './reader-clock';
import { selectRows, type ControlState } from './row-selection';

/**
 * The live part of the markets page: the table first, what explains it below. A pure component:
 * the build prints it with the data it was built from, and the browser hydrates the same markup
 * and draws it again from what it reads (live-markets.tsx), so both print through this one code.
 */
export interface MarketsBodyProps {
  readonly shown: ShownData;
  /** The latest live read of each exchange the browser reads (none in the build). */
  readonly live: readonly ExchangeResult[];
  /** Why live prices are not available (live-reads.ts), or null. */
  readonly off: LiveOff | null;
  readonly context: IslandContext;
  /** True once hydrated: the controls show and the line for readers without JavaScript goes. */
  readonly scripted: boolean;
  readonly controls: ControlState;
  readonly onControls?: (next: ControlState) => void;
  readonly rootRef?: Ref<HTMLDivElement>;
  /**
   * The browser's hold on each row and block while the island hydrates (hydration-slices.tsx);
   * none in the build. Given the drawing, not the drawn: a held row's figures are not even formatted.
   */
  readonly hold?: (draw: () => ReactNode, key: string) => ReactNode;
}

/** The blocks the browser may hold while hydrating, by key (each prints one element). */
export const HELD_TOOLBAR = ':toolbar';
export const HELD_NOTES = ':notes';
export const HELD_STATUS = ':status';
export const HELD_TILES = ':tiles';

/** The rows the table lists: pairs with a price. A pair with none is named once below it, never shown as a figure. */
export function pricedRows(view: TableView): TableRow[] {
  return view.rows.filter((row) => row.price !== null);
}

/** Every row's place in each sort order, by the 24-hour change the page shows. */
export function rowRanks(rows: readonly TableRow[], changes: ShownChanges) {
  return sortRanks(rows, (symbol) => changes.bySymbol[symbol]?.h24?.exact ?? null);
}

export function MarketsBody({
  shown,
  live,
  off,
  context,
  scripted,
  controls,
  onControls,
  rootRef,
  hold = (draw) => draw(),
}: MarketsBodyProps) {
  const { view, exchanges, changes, fileAt } = shown;
  const { labels, locale, extras } = context;
  const priced = pricedRows(view);
  const ranks = rowRanks(priced, changes);
  const selected = selectRows(priced, controls);
  const rowContext = { extras, changes, locale, labels, logos: view.logos, ranks };
  const hasRows = priced.length > 0;
  // The newest live read, for tests and tools to see that one has landed.
  const liveAt = live.reduce((newest, result) => (result.fetched_at > newest ? result.fetched_at : newest), '');
  return (
    <div className="markets-live" data-live-at={liveAt} data-file-at={fileAt} ref={rootRef}>
      {shown.view.rows.length === 0 ? <NoData context={context} /> : null}
      {/* One line above the table at desktop width: the sort and the search. */}
      {hold(
        () => (
          <div className="markets-toolbar">
            {hasRows ? <MarketsSort labels={labels} /> : null}
            <MarketsControls labels={labels} hidden={!scripted || !hasRows} controls={controls} onControls={onControls} />
          </div>
        ),
        HELD_TOOLBAR,
      )}
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
          <tbody>{selected.map((row) => hold(() => <MarketRow key={row.symbol} {...rowProps(row, rowContext)} />, row.symbol))}</tbody>
        </table>
        <p data-part="no-results" hidden={!hasRows || selected.length > 0}>
          {labels.noResults}
        </p>
      </div>
      {/* Below the table, so that a failed live read does not push the prices down. */}
      <LiveOff shown={shown} off={off} context={context} />
      {hold(
        () => (
          <Notes shown={shown} context={context} scripted={scripted} />
        ),
        HELD_NOTES,
      )}
      {hold(
        () => (
          <ExchangeStatus
            exchanges={exchanges}
            lastPrices={view.lastPrices}
            liveById={new Map(live.map((result) => [result.id, result]))}
            liveOk={new Set(view.liveOk)}
            labels={labels}
          />
        ),
        HELD_STATUS,
      )}
      {/* Held only when it prints its one element (a held piece must). */}
      {view.summaries.some((summary) => summary.pairs > 0)
        ? hold(() => <MarketTiles summaries={view.summaries} labels={labels} />, HELD_TILES)
        : null}
    </div>
  );
}

/** The line in place of the table when there is no data yet. */
function NoData({ context }: Pick<MarketsBodyProps, 'context'>) {
  return (
    <p className="notice" role="status" data-testid="markets-no-data">
      {context.labels.noData}
    </p>
  );
}

/** Live prices not available (with why, folded), or nothing. */
function LiveOff({ shown, off, context }: Pick<MarketsBodyProps, 'shown' | 'off' | 'context'>) {
  const { labels } = context;
  if (!off || shown.view.rows.length === 0) return null;
  return (
    <div className="live-off" role="status" data-testid="live-unavailable">
      <p className="note">{fmt(labels.liveUnavailable, { time: utcText(shown.fileAt) })}</p>
      <details>
        <summary>{labels.technicalDetails}</summary>
        <ul>
          {off.map((item) => (
            <li key={item.id}>
              {item.reason === 'offline'
                ? labels.liveOffline
                : item.reason === 'not-reached'
                  ? fmt(labels.liveNotReached, { exchange: item.name })
                  : fmt(labels.exchangeLiveError, { exchange: item.name })}
              {item.error ? (
                <>
                  {' '}
                  <code lang="en">{item.error}</code>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

/** The lines below the table: pairs without a price, too short a history, how the table updates. */
function Notes({ shown, context, scripted }: Pick<MarketsBodyProps, 'shown' | 'context' | 'scripted'>) {
  const { view, changes } = shown;
  const { labels, refresh, extras } = context;
  const priced = pricedRows(view);
  const unavailable = view.rows.filter((row) => row.price === null);
  // Said once in words: some pairs have too short a history for a change or a 7-day line.
  const shortHistory = priced.some(
    (row) => !changes.bySymbol[row.symbol]?.h24 || !changes.bySymbol[row.symbol]?.d7 || !extras.sparklines[row.symbol]?.segments.length,
  );
  return (
    <div className="markets-notes">
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
    </div>
  );
}
