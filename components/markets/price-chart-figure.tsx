import type { Messages } from '@/lib/i18n/messages';
import { fmt } from '@/lib/i18n/messages';
import { dailyRows, priceChart, type ChartBox } from '@/lib/markets/price-chart';
import type { MarketHistoryRow } from '@/lib/markets/types';
import { formatAmount, formatDateTime, formatShortDate } from '@/lib/pages/format';

/**
 * A pair's price history as an SVG line chart written at build time: no script, no chart library
 * in the browser. Its name and description are the SVG's <title> and <desc>; a visible summary and
 * a table of daily figures (inside <details>, so it works without JavaScript) carry the same data
 * for readers who cannot see the chart. Every label is a published figure or an instant.
 */

// Narrow, so that at a phone's width the labels (13 units, styles/market-charts.css) stay at least 11 px.
const BOX: ChartBox = { width: 400, height: 220, padding: { top: 12, right: 12, bottom: 30, left: 100 } };

type Labels = Messages['markets'];

export interface PriceChartFigureProps {
  /** `BTC-NOK`; also makes the element ids unique on the page. */
  readonly symbol: string;
  readonly quote: string;
  readonly rows: readonly MarketHistoryRow[];
  readonly locale: string;
  readonly labels: Labels;
}

const utc = (locale: string, iso: string) => `${formatDateTime(locale, iso)} UTC`;

export function PriceChartFigure({ symbol, quote, rows, locale, labels }: PriceChartFigureProps) {
  const chart = priceChart(rows, BOX);
  const pair = symbol.replace('-', '/');
  const { first, latest, low, high } = chart;
  if (!first || !latest || !low || !high) return <p className="note">{fmt(labels.chartNoData, { pair })}</p>;

  const price = (value: string) => `${formatAmount(value, locale, 'fiat')} ${quote}`;
  const summary = fmt(labels.chartSummary, {
    pair,
    start: utc(locale, first.at),
    end: utc(locale, latest.at),
    count: chart.points.length,
    low: price(low.price),
    lowAt: utc(locale, low.at),
    high: price(high.price),
    highAt: utc(locale, high.at),
    latest: price(latest.price),
  });
  const gaps = chart.gaps > 0 ? ` ${fmt(labels.chartGaps, { count: chart.gaps })}` : '';
  const id = `chart-${symbol.toLowerCase()}`;
  const { padding } = BOX;
  const plotBottom = BOX.height - padding.bottom;
  return (
    <figure className="price-chart" data-symbol={symbol}>
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="chart"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>{fmt(labels.chartTitle, { pair })}</title>
        <desc id={`${id}-desc`}>{`${summary}${gaps}`}</desc>
        <line className="chart-axis" x1={padding.left} y1={padding.top} x2={padding.left} y2={plotBottom} />
        <line className="chart-axis" x1={padding.left} y1={plotBottom} x2={BOX.width - padding.right} y2={plotBottom} />
        {chart.yTicks.map((tick) => (
          <g key={tick.price} className="chart-tick">
            <line className="chart-grid" x1={padding.left} y1={tick.y} x2={BOX.width - padding.right} y2={tick.y} />
            <text x={padding.left - 6} y={tick.y} textAnchor="end" dominantBaseline="middle">
              {formatAmount(tick.price, locale, 'fiat')}
            </text>
          </g>
        ))}
        {chart.xTicks.map((tick, index) => (
          <text
            key={tick.at}
            className="chart-tick"
            x={tick.x}
            y={plotBottom + 18}
            textAnchor={chart.xTicks.length === 1 ? 'middle' : index === 0 ? 'start' : 'end'}
          >
            {formatShortDate(locale, tick.at)}
          </text>
        ))}
        <text className="chart-unit" x={padding.left - 6} y={BOX.height - 6} textAnchor="end">
          {quote}
        </text>
        {chart.segments.map((points) => (
          <polyline key={points} className="chart-line" points={points} />
        ))}
        {chart.points.length === 1 ? <circle className="chart-dot" cx={first.x} cy={first.y} r="3" /> : null}
        <circle className="chart-dot" cx={latest.x} cy={latest.y} r="3" />
      </svg>
      <figcaption>
        {summary}
        {gaps}
      </figcaption>
      <details className="chart-data">
        <summary>{labels.dailyTable}</summary>
        <table className="stack-table">
          <thead>
            <tr>
              <th scope="col">{labels.dateUtc}</th>
              <th scope="col">{labels.price}</th>
              <th scope="col">{labels.method}</th>
              <th scope="col">{labels.exchangesColumn}</th>
            </tr>
          </thead>
          <tbody>
            {[...dailyRows(rows)].reverse().map((row) => (
              <tr key={row.at}>
                <th scope="row">
                  <time dateTime={row.at}>{utc(locale, row.at)}</time>
                </th>
                <td className="num" data-label={labels.price}>
                  {row.price === null ? labels.noPrice : price(row.price)}
                </td>
                <td data-label={labels.method}>{methodLabel(labels, row.method)}</td>
                <td className="num" data-label={labels.exchangesColumn}>
                  {row.exchange_count}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

export function methodLabel(labels: Labels, method: string | null): string {
  return method === 'mean_last' ? labels.methodMeanLast : method === 'mean_bid_ask_mid' ? labels.methodMeanMid : labels.methodNone;
}
