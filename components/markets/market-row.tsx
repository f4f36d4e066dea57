import { memo } from 'react';
import { rankStyle } from '@/components/site/sort-choice';
import { fmt } from '@/lib/i18n/fmt';
import type { TableRow } from '@/lib/markets/table-view';
import type { BuildExtras, SparklineData } from '@/lib/markets/markets-file';
import type { ChangeDisplay, ShownChanges } from '@/lib/pages/change-display';
import { age, staleFlag } from './fetch-age';
import { methodText, price, sparkline as sparklineFigure, volumes, type Labels } from './market-figures';
import { changeFigure } from './change-figure';
import type { SortOrder } from '@/lib/markets/sort-orders';
import { sameValue } from './same-value';

/**
 * One row of the markets table. The build prints the rows into the page; the browser hydrates them
 * and draws them again from new data with the same component (markets-body.tsx).
 */

/** What every row is drawn with besides its own figures. */
export interface RowContext {
  /** Base → coin icon path. */
  readonly logos: Readonly<Record<string, string>>;
  readonly extras: BuildExtras;
  readonly changes: ShownChanges;
  readonly locale: string;
  readonly labels: Labels;
  /** Pair symbol → its place in each sort order (lib/markets/sort-orders.ts). */
  readonly ranks: Readonly<Record<string, Readonly<Record<SortOrder, number>>>>;
}

/** What one row is drawn from: its own parts of the table's context. */
interface RowProps {
  readonly row: TableRow;
  readonly logo: string | undefined;
  readonly page: string | undefined;
  readonly change: ShownChanges['bySymbol'][string] | undefined;
  readonly sparkline: SparklineData | undefined;
  readonly rank: Readonly<Record<SortOrder, number>> | undefined;
  readonly locale: string;
  readonly labels: Labels;
}

/** `row`'s parts of `context`, the props of its MarketRow. */
export function rowProps(row: TableRow, { logos, extras, changes, locale, labels, ranks }: RowContext): RowProps {
  return {
    row,
    logo: logos[row.base],
    page: extras.assetPages[row.base],
    change: changes.bySymbol[row.symbol],
    sparkline: extras.sparklines[row.symbol],
    rank: ranks[row.symbol],
    locale,
    labels,
  };
}

/**
 * A row drawn again only when what it shows changed: the island's later renders (hydration
 * done, a read landing with the same or a few new figures) then redraw those rows, not all.
 */
export const MarketRow = memo(function MarketRow(props: RowProps) {
  return marketRow(props);
}, sameRowProps);

function sameRowProps(before: RowProps, after: RowProps): boolean {
  return (Object.keys(after) as Array<keyof RowProps>).every((key) => sameValue(before[key], after[key]));
}

/**
 * One pair, folded: icon and pair (linked to the asset's page when this build has one), aggregate
 * price, the 24-hour and 7-day change, the build's 7-day sparkline and the 24-hour volume; it
 * unfolds (a details element) to how the price is formed, the range and each exchange's figures.
 * At 390 px a folded pair is three short lines.
 */
function marketRow({ row, logo, page, change, sparkline, rank, locale, labels }: RowProps) {
  const pair = row.symbol.replace('-', '/');
  return (
    <tr data-symbol={row.symbol} data-currency={row.quote} style={rankStyle(rank)}>
      <th scope="row" className="asset">
        {/* The flex box is inside the cell: a flex cell would stop short of the row's border. */}
        <span className="asset-cell">
          {logo ? (
            <img src={logo} alt="" width={24} height={24} loading="lazy" decoding="async" />
          ) : (
            <span className="icon-placeholder" aria-hidden="true" />
          )}
          <span>
            {page ? (
              <a className="pair" href={page}>
                {pair}
              </a>
            ) : (
              <span className="pair">{pair}</span>
            )}
            {row.name ? <span className="asset-name">{row.name}</span> : null}
          </span>
        </span>
      </th>
      <td className="price">
        <span className="price-value" data-testid="aggregate-price">
          {price(row.price, locale)}
          {row.price !== null ? ` ${row.quote}` : null}
        </span>
      </td>
      {/* Change from the hourly history (markets/changes.json), not from the live prices. */}
      <td className="changes">
        {changeSpan('change-24h', labels.change24hShort, labels.change24h, change?.h24 ?? null, labels)}
        {changeSpan('change-7d', labels.change7dShort, labels.change7d, change?.d7 ?? null, labels)}
      </td>
      <td className="trend">{sparklineFigure(sparkline, labels)}</td>
      <td className="volume">{volumes(row, locale, labels, true)}</td>
      <td className="contributors">
        <details>
          <summary>{labels.perExchange}</summary>
          <p className="method">
            {methodText(labels, row.method)} · {fmt(labels.exchangeCount, { count: row.exchange_count })}
          </p>
          {row.min !== null && row.max !== null ? (
            <p className="range">
              {`${labels.range}: `}
              {price(row.min, locale)}
              {' – '}
              {price(row.max, locale)}
            </p>
          ) : null}
          {/* Every volume window; the column (left out on phones) names the first. */}
          <div className="volume-folded">
            {`${labels.volume}: `}
            {volumes(row, locale, labels)}
          </div>
          <ul>
            {row.contributors.map((c) => (
              <li key={c.exchange_id} data-exchange={c.exchange_id}>
                <strong>{c.name}</strong>
                {c.live ? <span className="badge badge-live">{labels.live}</span> : null}
                <span className="figures">
                  {figure(labels.last, c.last, locale)}
                  {figure(labels.bid, c.bid, locale)}
                  {figure(labels.ask, c.ask, locale)}
                </span>
                <span className="fetched">
                  {`${labels.fetched} `}
                  {age(c.fetched_at)} {staleFlag(c.fetched_at, labels)}
                  {!c.included_in_price ? ` · ${labels.notInPrice}` : null}
                </span>
              </li>
            ))}
          </ul>
        </details>
      </td>
    </tr>
  );
}

/** One of an exchange's figures with its label ("Last 1,012,345.67"), or nothing when it published none. */
function figure(label: string, value: string | null, locale: string) {
  if (value === null) return null;
  return (
    <span>
      {`${label} `}
      {price(value, locale)}
    </span>
  );
}

/** One change figure with its short visible label and its full label for screen readers; nothing without one. */
function changeSpan(testId: string, short: string, full: string, shown: ChangeDisplay | null, labels: Labels) {
  if (shown === null) return null;
  return (
    <span data-testid={testId}>
      <span className="change-label" aria-hidden="true">
        {short}
      </span>
      <span className="visually-hidden">{`${full}:`}</span> {changeFigure(shown, labels)}
    </span>
  );
}
