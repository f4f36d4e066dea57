import { envelope, type BuildContext } from '@/lib/core/context';
import { HISTORY_HOURLY_DAYS } from './constants';
import { compare, difference, isPlainDecimal, percentChange } from './decimal';
import { pairParts } from './history';
import type { MarketHistoryMap, MarketHistoryRow, MarketMove, MarketMoves } from './types';

/** Price moves: a pure replay of each pair's history, so the refresh, the build, the feeds and every chat's threshold agree. */

const HOUR_MS = 3_600_000;
export const MOVE_WINDOW_HOURS = 24;
export const MOVE_COOLDOWN_HOURS = 24;
/** How many days of moves `markets/moves.json` and the feeds keep. */
export const MOVES_KEPT_DAYS = 7;
export const DEFAULT_MOVE_THRESHOLD_PCT = '5';

export const MOVES_SOURCE =
  'Replayed from markets/history/<BASE>-<QUOTE>.json at each refresh: a reading whose 24-hour change reaches the threshold, ' +
  'unless its exchanges differ from the reading before; within 24 hours of an alert the price must also have moved by the ' +
  'threshold from the alerted price.';

type PricedRow = MarketHistoryRow & { readonly price: string };

/** A threshold in per cent: a plain positive decimal string (`"5"`, `"2.5"`). */
export function isThreshold(value: string): boolean {
  return isPlainDecimal(value) && compare(value, '0') > 0;
}

function magnitude(value: string): string {
  return value.startsWith('-') ? value.slice(1) : value;
}

/** Same exchanges as the reading before: by name where both rows record them, else by count. */
function sameExchanges(a: MarketHistoryRow, b: MarketHistoryRow): boolean {
  if (a.exchanges && b.exchanges) return a.exchanges.join(',') === b.exchanges.join(',');
  return a.exchange_count === b.exchange_count;
}

function commonExchanges(from: MarketHistoryRow, to: MarketHistoryRow): MarketMove['exchanges'] {
  if (!from.exchanges || !to.exchanges) return null;
  return to.exchanges.filter((id) => from.exchanges!.includes(id));
}

export function moveId(symbol: string, at: string): string {
  return `${symbol}-${new Date(Date.parse(at)).toISOString().slice(0, 16).replace(/[-:]/g, '')}Z`;
}

/** Every alerted move of one pair, oldest first, replaying its hourly readings (the thinned daily rows are too sparse for 24 h). */
export function pairMoves(symbol: string, rows: readonly MarketHistoryRow[], thresholdPct: string): MarketMove[] {
  const readings = rows.filter((row): row is PricedRow => row.price !== null);
  const newest = readings[readings.length - 1];
  if (!newest) return [];
  const start = Date.parse(newest.at) - HISTORY_HOURLY_DAYS * 24 * HOUR_MS;
  const { base, quote } = pairParts(symbol);
  const moves: MarketMove[] = [];
  let alerted: { at: number; price: string } | null = null;
  let from = -1;
  // Floats only skip readings far under the threshold; every reading near or over it is decided exactly.
  const clearlyUnder = Number(thresholdPct) * (1 - 1e-6);
  for (let i = 1; i < readings.length; i++) {
    const to = readings[i]!;
    const at = Date.parse(to.at);
    const target = at - MOVE_WINDOW_HOURS * HOUR_MS;
    while (from + 1 < i && Date.parse(readings[from + 1]!.at) <= target) from++;
    if (from < 0 || at < start || !sameExchanges(readings[i - 1]!, to)) continue;
    const then = readings[from]!;
    const rough = ((Number(to.price) - Number(then.price)) / Number(then.price)) * 100;
    if (Number.isFinite(rough) && Math.abs(rough) < clearlyUnder) continue;
    const pct = percentChange(then.price, to.price);
    if (pct === null || compare(magnitude(pct), thresholdPct) < 0) continue;
    if (alerted && at - alerted.at < MOVE_COOLDOWN_HOURS * HOUR_MS) {
      const further = percentChange(alerted.price, to.price);
      if (further === null || compare(magnitude(further), thresholdPct) < 0) continue;
    }
    alerted = { at, price: to.price };
    moves.push({
      id: moveId(symbol, to.at),
      symbol,
      base,
      quote: quote as MarketMove['quote'],
      at: to.at,
      window_hours: MOVE_WINDOW_HOURS,
      from_at: then.at,
      from_price: then.price,
      to_at: to.at,
      to_price: to.price,
      change: difference(to.price, then.price),
      change_pct: pct,
      threshold_pct: thresholdPct,
      exchanges: commonExchanges(then, to),
    });
  }
  return moves;
}

const replayed = new WeakMap<MarketHistoryMap, Map<string, MarketMove[]>>();

/** The moves of every pair seen in the `days` before `now` (and not after it), newest first, pairs in the history's order. */
export function recentMoves(history: MarketHistoryMap, thresholdPct: string, now: Date, days = MOVES_KEPT_DAYS): MarketMove[] {
  // One replay per history and rule: moves.json and the 56 feeds of a refresh or a build read the same.
  const key = `${thresholdPct} ${now.toISOString()} ${days}`;
  const cached = replayed.get(history)?.get(key);
  if (cached) return cached;
  const moves = replayMoves(history, thresholdPct, now, days);
  if (!replayed.has(history)) replayed.set(history, new Map());
  replayed.get(history)!.set(key, moves);
  return moves;
}

function replayMoves(history: MarketHistoryMap, thresholdPct: string, now: Date, days: number): MarketMove[] {
  const since = now.getTime() - days * 24 * HOUR_MS;
  const moves = [...history].flatMap(([symbol, rows]) =>
    pairMoves(symbol, rows, thresholdPct).filter((move) => Date.parse(move.at) >= since && Date.parse(move.at) <= now.getTime()),
  );
  return moves.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

export function buildMovesDocument(history: MarketHistoryMap, ctx: BuildContext, thresholdPct: string): MarketMoves {
  const moves = recentMoves(history, thresholdPct, ctx.now);
  return {
    ...envelope(ctx),
    source: MOVES_SOURCE,
    threshold_pct: thresholdPct,
    window_hours: MOVE_WINDOW_HOURS,
    cooldown_hours: MOVE_COOLDOWN_HOURS,
    kept_days: MOVES_KEPT_DAYS,
    count: moves.length,
    moves,
  };
}
