import { memo } from 'react';
import { fmt } from '@/lib/i18n/fmt';
import type { TableRow } from '@/lib/markets/table-view';
import { age, staleFlag } from './fetch-age';
import { methodText, price, sparkline as sparklineFigure, volumes, type Labels } from './market-figures';
import { changeFigure } from './change-figure';
import type { BuildExtras, SparklineData } from '@/lib/markets/markets-file';
import type { ChangeDisplay, ShownChanges } from '@/lib/pages/change-display';

export interface MarketsTableProps {
  readonly rows: readonly TableRow[];
  /** Base → coin icon path. */
  readonly logos: Readonly<Record<string, string>>;
  readonly extras: BuildExtras;
  readonly changes: ShownChanges;
  readonly locale: string;
  readonly labels: Labels;
}

/**
 * One row per pair: icon, pair (linked to the asset's page when this build has one), aggregate
 * price and method, the build's 7-day sparkline with the 24-hour and 7-day change, range, volumes and each exchange's figures.
 */
// Memoised, and each row too: new data redraws only the rows whose figures changed (a live read
// leaves every pair without that exchange as it was), and the live component re-renders for changes
// that leave the table as it is (an exchange's status line, the controls). The ages inside tick by
// themselves (reader-clock.ts).
export const MarketsTable = memo(function MarketsTable({ rows, logos, extras, changes, locale, labels }: MarketsTableProps) {
  return (
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
      <tbody>
        {rows.map((row) => (
          <MarketRow
            key={row.symbol}
            row={row}
            logo={logos[row.base]}
            page={extras.assetPages[row.base]}
            sparkline={extras.sparklines[row.symbol]}
            change={changes.bySymbol[row.symbol]}
            locale={locale}
            labels={labels}
          />
        ))}
      </tbody>
    </table>
  );
});

interface MarketRowProps {
  readonly row: TableRow;
  readonly logo: string | undefined;
  readonly page: string | undefined;
  readonly sparkline: SparklineData | undefined;
  readonly change: ShownChanges['bySymbol'][string] | undefined;
  readonly locale: string;
  readonly labels: Labels;
}

const MarketRow = memo(function MarketRow({ row, logo, page, sparkline, change, locale, labels }: MarketRowProps) {
  const pair = row.symbol.replace('-', '/');
  return (
    <tr data-symbol={row.symbol}>
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
        <span className="method">{methodText(labels, row.method)}</span>
        <span className="method">{fmt(labels.exchangeCount, { count: row.exchange_count })}</span>
      </td>
      <td className="trend">
        {sparklineFigure(sparkline, labels)}
        {/* Change from the hourly history (markets/changes.json), not from the live prices above. */}
        <span className="changes">
          {changeSpan('change-24h', labels.change24hShort, labels.change24h, change?.h24 ?? null, labels)}
          {changeSpan('change-7d', labels.change7dShort, labels.change7d, change?.d7 ?? null, labels)}
        </span>
      </td>
      <td className="range" data-label={labels.range}>
        {row.min !== null && row.max !== null ? (
          <>
            {price(row.min, locale)}
            {' – '}
            {price(row.max, locale)}
          </>
        ) : (
          '–'
        )}
      </td>
      <td className="volume" data-label={labels.volume}>
        {volumes(row, locale, labels)}
      </td>
      <td className="contributors" data-label={labels.perExchange}>
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
      </td>
    </tr>
  );
});

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

/** One change figure with its short visible label and its full label for screen readers. A plain
 * function, not a component: no extra fibers to hydrate in each row. */
function changeSpan(testId: string, short: string, full: string, shown: ChangeDisplay | null, labels: Labels) {
  return (
    <span data-testid={testId}>
      <span className="change-label" aria-hidden="true">
        {short}
      </span>
      <span className="visually-hidden">{`${full}:`}</span> {changeFigure(shown, labels)}
    </span>
  );
}
