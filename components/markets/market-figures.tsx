import { fmt } from '@/lib/i18n/fmt';
import type { Messages } from '@/lib/i18n/messages';
import type { TableRow } from '@/lib/markets/table-view';
import { formatAmount } from '@/lib/pages/format';
import type { SparklineData } from '@/lib/markets/markets-file';

/**
 * The markets table's figures for people: prices, the method behind a price, volumes, the 7-day
 * line. Plain functions that return markup, printed by the build and by the markets page's
 * island in the browser alike (market-row.tsx).
 */

export type Labels = Messages['markets'];

export function price(value: string | null, locale: string) {
  if (value === null) return <span className="none">–</span>;
  return <span className="num">{formatAmount(value, locale, 'fiat')}</span>;
}

export function methodText(labels: Labels, method: string | null): string {
  return method === 'mean_last' ? labels.methodMeanLast : method === 'mean_bid_ask_mid' ? labels.methodMeanMid : labels.methodNone;
}

/**
 * A pair's summed volumes: one figure per window (24 hours, or none stated), labelled with its
 * window and unit; the turnover in the pair's currency where published (what the volume sort
 * orders by), else the base amount. Figures of different windows are never added together.
 * `firstWindow`: the table's cell, which names the 24-hour figure when there is one; its fold has every window.
 */
export function volumes(row: TableRow, locale: string, labels: Labels, firstWindow = false) {
  const { volume } = row;
  const windows = [
    { key: '24h', template: labels.volume24h, quote: volume.volume_quote_24h, base: volume.volume_base_24h },
    { key: 'unnamed', template: labels.volumeUnnamed, quote: volume.volume_quote, base: volume.volume_base },
  ];
  const lines = windows.flatMap(({ key, template, quote, base }) =>
    quote !== null
      ? [{ key, text: fmt(template, { value: formatAmount(quote, locale, 'fiat'), unit: row.quote }) }]
      : base !== null
        ? [{ key, text: fmt(template, { value: formatAmount(base, locale, 'base'), unit: row.base }) }]
        : [],
  );
  if (lines.length === 0) return <span className="none">–</span>;
  return (
    <ul className="volumes">
      {(firstWindow ? lines.slice(0, 1) : lines).map((line) => (
        <li key={line.key} data-window={line.key}>
          {line.text}
        </li>
      ))}
    </ul>
  );
}

/** A 7-day price line as inline SVG (drawn at build time), named by its description. */
export function sparkline(data: SparklineData | undefined, labels: Labels) {
  if (!data || data.segments.length === 0) return <span className="none">{labels.sparklineNone}</span>;
  return (
    <svg className="sparkline" viewBox="0 0 96 28" role="img" aria-label={data.label} data-testid="sparkline">
      {/* Keyed by place: a key of the points would write every line a second time into the page's data. */}
      {data.segments.map((points, i) => (
        <polyline key={i} points={points} />
      ))}
    </svg>
  );
}
