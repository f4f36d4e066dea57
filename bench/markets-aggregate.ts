/**
 * Aggregating 10,000 tickers with lib/markets/aggregate.ts (decimal.js), against a plain BigInt
 * implementation of the same numbers (means, midpoints, min/max, volume sums).
 * Run:  npx tsx bench/markets-aggregate.ts        Aim: ratio ≤ 5.
 */
import { performance } from 'node:perf_hooks';
import { aggregateTickers } from '@/lib/markets/aggregate';
import { EXCHANGE_IDS, QUOTES } from '@/lib/markets/constants';
import type { MarketTicker } from '@/lib/markets/types';

const TICKERS = 10_000;
const RUNS = 15;

/** Deterministic pseudo-random numbers, so every run aggregates the same input. */
function rng(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function decimal(random: () => number, places: number): string {
  const whole = Math.floor(random() * 2_000_000);
  const fraction = Array.from({ length: places }, () => Math.floor(random() * 10)).join('');
  return places > 0 ? `${whole}.${fraction}` : String(whole);
}

function makeTickers(): MarketTicker[] {
  const random = rng(42);
  const tickers: MarketTicker[] = [];
  for (let pairIndex = 0; tickers.length < TICKERS; pairIndex += 1) {
    const base = `A${String(Math.floor(pairIndex / QUOTES.length)).padStart(4, '0')}`;
    const quote = QUOTES[pairIndex % QUOTES.length]!;
    for (const exchange of EXCHANGE_IDS) {
      if (tickers.length >= TICKERS || random() < 0.2) continue;
      const places = [2, 4, 8, 16][Math.floor(random() * 4)]!;
      const maybe = (p: number) => (random() < p ? decimal(random, places) : null);
      tickers.push({
        id: `${exchange}:${base}-${quote}`,
        symbol: `${base}-${quote}`,
        exchange_symbol: `${base}${quote}`,
        base,
        quote,
        last: exchange === 'coinmotion' ? null : maybe(0.9),
        bid: maybe(0.95),
        ask: maybe(0.95),
        exchange: { id: exchange, name: exchange, country: 'NO' },
        fetched_at: '2026-11-22T12:00:00.000Z',
        source_url: 'https://example.com',
        volume_base: maybe(0.5),
        volume_quote: null,
        volume_base_24h: maybe(0.5),
        volume_quote_24h: maybe(0.5),
        high: null,
        low: null,
        change_pct: null,
        exchange_time: null,
      });
    }
  }
  return tickers;
}

// ---- plain BigInt reference (same arithmetic, no library) ----
interface Fixed {
  units: bigint;
  scale: number;
}
const parse = (text: string): Fixed => {
  const dot = text.indexOf('.');
  return dot === -1
    ? { units: BigInt(text), scale: 0 }
    : { units: BigInt(text.slice(0, dot) + text.slice(dot + 1)), scale: text.length - dot - 1 };
};
const pow10 = (n: number) => 10n ** BigInt(n);
function format(units: bigint, places: number, minScale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  let fraction = digits.slice(digits.length - places);
  while (fraction.length > minScale && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const whole = digits.slice(0, digits.length - places);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
function refMean(values: string[]): string {
  const parsed = values.map(parse);
  const w = Math.max(...parsed.map((p) => p.scale));
  const places = Math.max(w, 12);
  const total = parsed.reduce((acc, p) => acc + p.units * pow10(places - p.scale), 0n);
  const n = BigInt(values.length);
  let q = total / n;
  const r = total % n;
  if ((r < 0n ? -r : r) * 2n >= n) q += total < 0n ? -1n : 1n;
  return format(q, places, w);
}
function refSum(values: string[]): string {
  const parsed = values.map(parse);
  const w = Math.max(...parsed.map((p) => p.scale));
  return format(
    parsed.reduce((acc, p) => acc + p.units * pow10(w - p.scale), 0n),
    w,
    w,
  );
}
const refCompare = (a: string, b: string) => {
  const x = parse(a);
  const y = parse(b);
  const s = Math.max(x.scale, y.scale);
  const d = x.units * pow10(s - x.scale) - y.units * pow10(s - y.scale);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};
const refMin = (v: string[]) => v.reduce<string | null>((m, x) => (m === null || refCompare(x, m) < 0 ? x : m), null);
const refMax = (v: string[]) => v.reduce<string | null>((m, x) => (m === null || refCompare(x, m) > 0 ? x : m), null);

function referenceAggregate(tickers: readonly MarketTicker[]) {
  const buckets = new Map<string, MarketTicker[]>();
  for (const t of tickers) {
    const key = `${t.base}-${t.quote}`;
    const list = buckets.get(key);
    if (list) list.push(t);
    else buckets.set(key, [t]);
  }
  const out: Record<string, unknown>[] = [];
  for (const [symbol, rows] of buckets) {
    const lasts = rows.flatMap((r) => (r.last === null ? [] : [r.last]));
    const mids = rows.flatMap((r) => (r.bid !== null && r.ask !== null ? [refMean([r.bid, r.ask])] : []));
    const last = lasts.length ? refMean(lasts) : null;
    const mid = mids.length ? refMean(mids) : null;
    const series = last !== null ? lasts : mids;
    const volume: Record<string, string | null> = {};
    for (const field of ['volume_base', 'volume_quote', 'volume_base_24h', 'volume_quote_24h'] as const) {
      const values = rows.flatMap((r) => (r[field] === null ? [] : [r[field]]));
      volume[field] = values.length ? refSum(values) : null;
    }
    out.push({ symbol, last, mid, price: last ?? mid, min: refMin(series), max: refMax(series), ...volume });
  }
  return out;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(fn: () => unknown): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

const tickers = makeTickers();

// The two must agree before their speed means anything.
const ours = new Map(aggregateTickers(tickers).map((a) => [a.symbol, a]));
for (const ref of referenceAggregate(tickers)) {
  const mine = ours.get(ref.symbol as string)!;
  for (const key of ['last', 'mid', 'price', 'min', 'max'] as const) {
    if (mine[key] !== ref[key]) throw new Error(`${String(ref.symbol)} ${key}: ${mine[key]} vs ${String(ref[key])}`);
  }
  for (const key of ['volume_base', 'volume_base_24h', 'volume_quote_24h'] as const) {
    if (mine.volume[key] !== ref[key]) throw new Error(`${String(ref.symbol)} ${key} differs`);
  }
}

for (let i = 0; i < 3; i += 1) {
  aggregateTickers(tickers);
  referenceAggregate(tickers);
}
const oursMs: number[] = [];
const refMs: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  oursMs.push(time(() => aggregateTickers(tickers)));
  refMs.push(time(() => referenceAggregate(tickers)));
}
const a = median(oursMs);
const b = median(refMs);
console.log(`tickers: ${tickers.length}, pairs: ${ours.size}, runs: ${RUNS} (median)`);
console.log(`lib/markets aggregateTickers: ${a.toFixed(1)} ms`);
console.log(`plain BigInt reference:       ${b.toFixed(1)} ms`);
console.log(`ratio: ${(a / b).toFixed(2)} (aim ≤ 5)`);
