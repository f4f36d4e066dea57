import Decimal from 'decimal.js';
import { PLAIN_DECIMAL } from '@/lib/schemas/market-terms';

/** The one decimal module of the markets code: a mean keeps its inputs' widest places, at most 12. */

// What a published decimal looks like is the contract's (lib/schemas/market-terms.ts).
export { PLAIN_DECIMAL };

/** Fractional places a mean may add beyond its inputs. */
export const MEAN_MAX_EXTRA_PLACES = 12;

// Precision is set to the library maximum so additions and integer divisions are exact.
const Dec = Decimal.clone({
  precision: 1e9,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -9e15,
  toExpPos: 9e15,
});

export function isPlainDecimal(value: string): boolean {
  return PLAIN_DECIMAL.test(value);
}

/** Fractional length as written, trailing zeros included. */
export function scaleOf(value: string): number {
  const dot = value.indexOf('.');
  return dot === -1 ? 0 : value.length - dot - 1;
}

function assertPlain(values: readonly string[]): void {
  for (const value of values) {
    if (!PLAIN_DECIMAL.test(value)) throw new RangeError(`not a plain decimal: ${JSON.stringify(value)}`);
  }
}

function widestScale(values: readonly string[]): number {
  let widest = 0;
  for (const value of values) widest = Math.max(widest, scaleOf(value));
  return widest;
}

/** Trims trailing zeros of fixed-point text down to `minScale` places and drops a "-0" sign. */
function trim(text: string, minScale: number): string {
  let out = text;
  if (scaleOf(out) > minScale) {
    out = out.replace(/0+$/, '');
    const places = scaleOf(out);
    if (places < minScale) out += '0'.repeat(minScale - places);
    if (out.endsWith('.')) out = out.slice(0, -1);
  }
  return /^-0(\.0+)?$/.test(out) ? out.slice(1) : out;
}

/** Places a scaled integer's decimal point: ("-12345", 3) → "-12.345". */
function placePoint(integer: string, places: number): string {
  const negative = integer.startsWith('-');
  const digits = (negative ? integer.slice(1) : integer).padStart(places + 1, '0');
  const cut = digits.length - places;
  const body = places === 0 ? digits : `${digits.slice(0, cut)}.${digits.slice(cut)}`;
  return negative ? `-${body}` : body;
}

/** `total / divisor` as fixed-point text at `places` digits, by exact steps: a plain `div` of a non-terminating quotient never stops. */
function roundedQuotient(total: Decimal, divisor: Decimal.Value, places: number): string {
  const scaled = total.times(`1e${places}`);
  const whole = scaled.divToInt(divisor);
  const twiceRemainder = scaled.minus(whole.times(divisor)).abs().times(2);
  const negative = scaled.isNegative() !== new Dec(divisor).isNegative();
  const rounded = twiceRemainder.gte(new Dec(divisor).abs()) ? whole.plus(negative ? -1 : 1) : whole;
  return placePoint(rounded.toFixed(0), places);
}

/** Exact sum at the widest input scale. Throws on an empty list or a non-plain input. */
export function sum(values: readonly string[]): string {
  if (values.length === 0) throw new RangeError('sum of no values');
  assertPlain(values);
  const scale = widestScale(values);
  let total = new Dec(0);
  for (const value of values) total = total.plus(value);
  return trim(total.toFixed(scale), scale);
}

/** Arithmetic mean (see the module comment). */
export function mean(values: readonly string[]): string {
  if (values.length === 0) throw new RangeError('mean of no values');
  assertPlain(values);
  const scale = widestScale(values);
  let total = new Dec(0);
  for (const value of values) total = total.plus(value);
  const places = Math.max(scale, MEAN_MAX_EXTRA_PLACES);
  return trim(roundedQuotient(total, values.length, places), scale);
}

/** One exchange's midpoint (bid+ask)/2: a mean of two, so the same rounding applies. */
export function midpoint(bid: string, ask: string): string {
  return mean([bid, ask]);
}

/** Exact `a - b` at the widest input scale (a sum with one sign turned, so the sum rule applies). */
export function difference(a: string, b: string): string {
  assertPlain([a, b]);
  const scale = widestScale([a, b]);
  return trim(new Dec(a).minus(b).toFixed(scale), scale);
}

/** The change from `from` to `to` in per cent, `(to - from) * 100 / from`. */
export function percentChange(from: string, to: string): string | null {
  assertPlain([from, to]);
  if (new Dec(from).isZero()) return null;
  return trim(roundedQuotient(new Dec(to).minus(from).times(100), from, MEAN_MAX_EXTRA_PLACES), 0);
}

/** Exact `a × b`, for ordering only (the markets table's sort by turnover): never a published figure. */
export function product(a: string, b: string): string {
  assertPlain([a, b]);
  return new Dec(a).times(b).toFixed();
}

/** Numeric order of two plain decimals (-1, 0, 1); "1.0" and "1" are equal. */
export function compare(a: string, b: string): number {
  return new Dec(a).comparedTo(b);
}

/** The smallest value as written (first one wins a tie), or null for an empty list. */
export function minOf(values: readonly string[]): string | null {
  let best: string | null = null;
  for (const value of values) if (best === null || compare(value, best) < 0) best = value;
  return best;
}

/** The largest value as written (first one wins a tie), or null for an empty list. */
export function maxOf(values: readonly string[]): string | null {
  let best: string | null = null;
  for (const value of values) if (best === null || compare(value, best) > 0) best = value;
  return best;
}

/** `dividend / divisor` rounded half away from zero at exactly `places` fractional digits (kept, not trimmed). */
export function quotient(dividend: string, divisor: string, places: number): string {
  assertPlain([dividend, divisor]);
  if (!Number.isInteger(places) || places < 0) throw new RangeError(`places must be a whole number >= 0: ${places}`);
  if (new Dec(divisor).isZero()) throw new RangeError('division by zero');
  const text = roundedQuotient(new Dec(dividend), divisor, places);
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

/** Where `value` falls on a scale from `low` (0) to `high` (`span`). */
export function scalePosition(value: string, low: string, high: string, span: number, places: number): string {
  assertPlain([value, low, high]);
  const range = new Dec(high).minus(low);
  if (range.isZero()) return quotient(String(span), '2', places);
  const offset = new Dec(value).minus(low).times(span);
  return quotient(offset.toFixed(), range.toFixed(), places);
}
