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

/** A pair's summed volumes, each field on its own line with its unit and window, never added together. */
export function volumes(row: TableRow, locale: string, labels: Labels) {
  const { volume } = row;
  const lines: Array<{ key: string; text: string }> = [];
  if (volume.volume_base_24h !== null)
    lines.push({
      key: 'b24',
      text: fmt(labels.volume24h, { value: formatAmount(volume.volume_base_24h, locale, 'base'), unit: row.base }),
    });
  if (volume.volume_quote_24h !== null)
    lines.push({
      key: 'q24',
      text: fmt(labels.volume24h, { value: formatAmount(volume.volume_quote_24h, locale, 'fiat'), unit: row.quote }),
    });
  if (volume.volume_base !== null)
    lines.push({ key: 'b', text: fmt(labels.volumeUnnamed, { value: formatAmount(volume.volume_base, locale, 'base'), unit: row.base }) });
  if (volume.volume_quote !== null)
    lines.push({
      key: 'q',
      text: fmt(labels.volumeUnnamed, { value: formatAmount(volume.volume_quote, locale, 'fiat'), unit: row.quote }),
    });
  if (lines.length === 0) return <span className="none">–</span>;
  return (
    <ul className="volumes">
      {lines.map((line) => (
        <li key={line.key}>{line.text}</li>
      ))}
    </ul>
  );
}

/** A 7-day price line as inline SVG (drawn at build time), named by its description. */
export function sparkline(data: SparklineData | undefined, labels: Labels) {
  if (!data || data.segments.length === 0) return <span className="none">{labels.sparklineNone}</span>;
  return (
    <svg className="sparkline" viewBox="0 0 96 28" role="img" aria-label={data.label} data-testid="sparkline">
      {data.segments.map((points) => (
        <polyline key={points} points={points} />
      ))}
    </svg>
  );
}
