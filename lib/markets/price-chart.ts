import { compare, maxOf, minOf, scalePosition, sum } from './decimal';
import { utcDay } from './history';
import type { MarketHistoryRow } from './types';

/** Geometry of a price chart as plain data for an SVG written at build time; a row without a price is a gap, nothing invented. */

export interface ChartBox {
  readonly width: number;
  readonly height: number;
  /** Room inside the box kept free for axis labels. */
  readonly padding: { readonly top: number; readonly right: number; readonly bottom: number; readonly left: number };
}

export interface ChartPoint {
  readonly at: string;
  readonly price: string;
  /** SVG user units, fixed-point text. */
  readonly x: string;
  readonly y: string;
}

export interface ChartExtreme {
  readonly at: string;
  readonly price: string;
}

export interface PriceChart {
  readonly box: ChartBox;
  /** Plotted rows (those with a price), oldest first. */
  readonly points: readonly ChartPoint[];
  /** One SVG `points` list per run of priced rows; a row without a price ends a run. */
  readonly segments: readonly string[];
  /** Rows without a price (drawn as gaps). */
  readonly gaps: number;
  readonly first: ChartPoint | null;
  readonly latest: ChartPoint | null;
  /** The lowest and highest plotted price (the earliest row wins a tie). */
  readonly low: ChartExtreme | null;
  readonly high: ChartExtreme | null;
  /** Vertical axis labels: the highest and the lowest price, at their heights. */
  readonly yTicks: ReadonlyArray<{ readonly price: string; readonly y: string }>;
  /** Horizontal axis labels: the first and the latest instant, at their positions. */
  readonly xTicks: ReadonlyArray<{ readonly at: string; readonly x: string }>;
}

const PLACES = 2;

function offset(position: string, by: number): string {
  return sum([position, String(by)]);
}

/** Chart geometry for `rows` (oldest first, as in a history file) inside `box`. */
export function priceChart(rows: readonly MarketHistoryRow[], box: ChartBox): PriceChart {
  const { padding } = box;
  const plotWidth = box.width - padding.left - padding.right;
  const plotHeight = box.height - padding.top - padding.bottom;
  if (plotWidth <= 0 || plotHeight <= 0) throw new RangeError('chart box leaves no room to plot');

  const priced = rows.filter((row): row is MarketHistoryRow & { price: string } => row.price !== null);
  const empty: PriceChart = {
    box,
    points: [],
    segments: [],
    gaps: rows.length,
    first: null,
    latest: null,
    low: null,
    high: null,
    yTicks: [],
    xTicks: [],
  };
  if (priced.length === 0) return empty;

  const prices = priced.map((row) => row.price);
  const lowPrice = minOf(prices) ?? '0';
  const highPrice = maxOf(prices) ?? '0';
  const start = String(Date.parse(priced[0]!.at));
  const end = String(Date.parse(priced[priced.length - 1]!.at));

  const x = (at: string) => offset(scalePosition(String(Date.parse(at)), start, end, plotWidth, PLACES), padding.left);
  // Higher prices sit higher, i.e. nearer the top edge: measure from the highest price down.
  const y = (price: string) => offset(scalePosition(price, highPrice, lowPrice, plotHeight, PLACES), padding.top);

  const points: ChartPoint[] = [];
  const segments: string[] = [];
  let run: string[] = [];
  for (const row of rows) {
    if (row.price === null) {
      if (run.length) segments.push(run.join(' '));
      run = [];
      continue;
    }
    const point = { at: row.at, price: row.price, x: x(row.at), y: y(row.price) };
    points.push(point);
    run.push(`${point.x},${point.y}`);
  }
  if (run.length) segments.push(run.join(' '));

  const extreme = (price: string): ChartExtreme => {
    const row = priced.find((candidate) => candidate.price === price)!;
    return { at: row.at, price };
  };
  const first = points[0] ?? null;
  const latest = points[points.length - 1] ?? null;
  return {
    box,
    points,
    segments,
    gaps: rows.length - priced.length,
    first,
    latest,
    low: extreme(lowPrice),
    high: extreme(highPrice),
    yTicks:
      lowPrice === highPrice
        ? [{ price: highPrice, y: y(highPrice) }]
        : [
            { price: highPrice, y: y(highPrice) },
            { price: lowPrice, y: y(lowPrice) },
          ],
    xTicks:
      first && latest && first.at !== latest.at
        ? [
            { at: first.at, x: first.x },
            { at: latest.at, x: latest.x },
          ]
        : first
          ? [{ at: first.at, x: first.x }]
          : [],
  };
}

const DAY_MS = 86_400_000;

/** The rows of the `days` days up to the newest row, not the build's clock: the snapshot may be older than the build. */
export function lastDays(rows: readonly MarketHistoryRow[], days: number): MarketHistoryRow[] {
  const newest = rows[rows.length - 1];
  if (!newest) return [];
  const from = Date.parse(newest.at) - days * DAY_MS;
  return rows.filter((row) => Date.parse(row.at) >= from);
}

/** The last row of each UTC day, oldest first: the chart's accessible table. */
export function dailyRows(rows: readonly MarketHistoryRow[]): MarketHistoryRow[] {
  const byDay = new Map<string, MarketHistoryRow>();
  for (const row of rows) byDay.set(utcDay(row.at), row);
  return [...byDay.values()];
}

/** About `points` rows for a line too narrow for more: each stretch's low and high, the first and latest row, and a stretch with a gap whole. */
export function thinRows(rows: readonly MarketHistoryRow[], points: number): MarketHistoryRow[] {
  const stretches = Math.max(1, Math.floor(points / 2));
  if (rows.length <= points) return [...rows];
  const kept = new Set<number>([0, rows.length - 1]);
  for (let s = 0; s < stretches; s++) {
    const from = Math.floor((s * rows.length) / stretches);
    const to = Math.floor(((s + 1) * rows.length) / stretches);
    const indices = Array.from({ length: to - from }, (_, i) => from + i);
    if (indices.some((i) => rows[i]!.price === null)) {
      indices.forEach((i) => kept.add(i));
      continue;
    }
    const byPrice = (a: number, b: number) => compare(rows[a]!.price!, rows[b]!.price!);
    indices.sort(byPrice);
    kept.add(indices[0]!).add(indices[indices.length - 1]!);
  }
  return [...kept].sort((a, b) => a - b).map((i) => rows[i]!);
}
