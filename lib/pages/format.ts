/** Formatting for people: times as written with their own offset, never converted; decimals grouped as text, never as numbers. */

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]\d{2}:\d{2})?)?$/;

export interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  /** Null for a plain date. */
  readonly hour: number | null;
  readonly minute: number | null;
  /** `+01:00`, `Z`, or null when the string names none. */
  readonly offset: string | null;
}

export function wallClock(iso: string): WallClock {
  const match = ISO.exec(iso);
  if (!match) throw new RangeError(`not an ISO 8601 date or date-time: ${JSON.stringify(iso)}`);
  const [, y, mo, d, h, mi, , off] = match;
  return {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: h === undefined ? null : Number(h),
    minute: mi === undefined ? null : Number(mi),
    offset: off ?? null,
  };
}

/** The wall clock as a UTC instant, so Intl (told timeZone UTC) prints exactly those numbers. */
function asUtc(clock: WallClock): Date {
  return new Date(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour ?? 0, clock.minute ?? 0));
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let value = formatters.get(key);
  if (!value) {
    value = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, value);
  }
  return value;
}

/** "26 November 2026" in the page language (date part of the string as written). */
export function formatDate(locale: string, iso: string): string {
  return formatter(locale, { dateStyle: 'long' }).format(asUtc(wallClock(iso)));
}

/** "12.11.2026", "12 nov. 2026": short enough for two labels under a phone's chart. */
export function formatShortDate(locale: string, iso: string): string {
  return formatter(locale, { dateStyle: 'medium' }).format(asUtc(wallClock(iso)));
}

/** "Thursday 26 November 2026". */
export function formatLongDate(locale: string, iso: string): string {
  return formatter(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(asUtc(wallClock(iso)));
}

/** "18:00" as written in the string; empty for a plain date. */
export function formatTime(locale: string, iso: string): string {
  const clock = wallClock(iso);
  if (clock.hour === null) return '';
  return formatter(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(asUtc(clock));
}

/** `+01:00` → "UTC+01:00", `Z` → "UTC", none → "". */
export function offsetLabel(iso: string): string {
  const { offset } = wallClock(iso);
  if (offset === null) return '';
  return offset === 'Z' || offset === '+00:00' ? 'UTC' : `UTC${offset}`;
}

/** "19:00 (UTC+09:00)": a time with its offset, for lists that mix zones, where a later wall-clock time can come first. */
export function formatTimeWithOffset(locale: string, iso: string): string {
  const time = formatTime(locale, iso);
  const offset = offsetLabel(iso);
  return time && offset ? `${time} (${offset})` : time;
}

/** Date and time of a date-time as written: "26 November 2026, 18:00". */
export function formatDateTime(locale: string, iso: string): string {
  const time = formatTime(locale, iso);
  return time ? `${formatDate(locale, iso)}, ${time}` : formatDate(locale, iso);
}

/** True when both strings fall on the same calendar day as written. */
export function sameDay(a: string, b: string): boolean {
  return a.slice(0, 10) === b.slice(0, 10);
}

export interface Separators {
  readonly group: string;
  readonly decimal: string;
}

const separatorCache = new Map<string, Separators>();
const integerFormats = new Map<string, (digits: string) => string>();

/** The locale's group and decimal separators, read once from Intl. */
export function separators(locale: string): Separators {
  let value = separatorCache.get(locale);
  if (!value) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
    value = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
    separatorCache.set(locale, value);
  }
  return value;
}

/** Hands the browser the build's separators, so the markets worker need not load locale data (its costliest step on phones). */
export function knownSeparators(locale: string, value: Separators): void {
  if (separatorCache.has(locale)) return;
  separatorCache.set(locale, value);
  // Same grouping as Intl's for the seven locales (tests/unit/site/amount-format.test.ts checks it), without Intl.
  integerFormats.set(locale, (digits) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, value.group));
}

/** Whole digits grouped by Intl, which formats a digit string exactly however long it is. */
function groupInteger(digits: string, locale: string): string {
  let format = integerFormats.get(locale);
  if (!format) {
    const intl = new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 0 });
    format = (text) => intl.format(text as `${number}`);
    integerFormats.set(locale, format);
  }
  return format(digits);
}

/** A decimal string as published ("1234567.8900") grouped for people in the locale ("1 234 567,8900"), digit for digit. */
export function groupDecimal(value: string, locale: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return value;
  const [, sign, int = '', frac] = match;
  const grouped = groupInteger(int.replace(/^0+(?=\d)/, ''), locale);
  return `${sign === '-' ? '\u2212' : ''}${grouped}${frac === undefined ? '' : `${separators(locale).decimal}${frac}`}`;
}

/** What a displayed amount is: `fiat` a price or volume in the quote currency (two decimals at least), `base` a base-asset volume. */
export type AmountKind = 'fiat' | 'base';

/** Significant digits a displayed amount keeps; enough for a small price, short enough to fit. */
export const DISPLAY_SIGNIFICANT_DIGITS = 6;
const FIAT_MIN_PLACES = 2;

/** Rounds the magnitude `int.frac` half away from zero to `places` fractional digits, as text (Intl in Node 20 keeps at most 20 places). */
function roundDigits(int: string, frac: string, places: number): { int: string; frac: string } {
  const kept = frac.slice(0, places).padEnd(places, '0');
  const next = frac.charAt(places);
  if (next === '' || next < '5') return { int, frac: kept };
  // Add one in the last kept place, carrying leftwards through the joined digits.
  const digits = (int + kept).split('');
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') {
    digits[i] = '0';
    i -= 1;
  }
  if (i < 0) digits.unshift('1');
  else digits[i] = String(Number(digits[i]) + 1);
  const joined = digits.join('');
  return { int: joined.slice(0, joined.length - places), frac: joined.slice(joined.length - places) };
}

/** The one display rule for a published digit string: grouped, rounded half away from zero on the text, so no digit is invented. */
export function formatAmount(value: string, locale: string, kind: AmountKind): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return value;
  const [, sign, rawInt = '', frac = ''] = match;
  const minPlaces = kind === 'fiat' ? FIAT_MIN_PLACES : 0;
  const int = rawInt.replace(/^0+(?=\d)/, '');
  let maxPlaces: number;
  if (int !== '0') maxPlaces = Math.max(minPlaces, DISPLAY_SIGNIFICANT_DIGITS - int.length);
  else {
    const leadingZeros = /^0*/.exec(frac)?.[0].length ?? 0;
    // A zero has no significant digits to keep; a small value keeps its first six after the zeros.
    maxPlaces = leadingZeros === frac.length ? minPlaces : Math.max(minPlaces, leadingZeros + DISPLAY_SIGNIFICANT_DIGITS);
  }
  const rounded = roundDigits(int, frac, maxPlaces);
  let places = rounded.frac.replace(/0+$/, '');
  if (places.length < minPlaces) places = places.padEnd(minPlaces, '0');
  const isZero = /^0+$/.test(rounded.int + places);
  const grouped = groupInteger(rounded.int, locale);
  return `${sign === '-' && !isZero ? '\u2212' : ''}${grouped}${places === '' ? '' : `${separators(locale).decimal}${places}`}`;
}

/** A share 0…1 as a whole percentage for people ("40 %" / "40%"). */
const percentFormats = new Map<string, Intl.NumberFormat>();

export function formatPercent(share: number, locale: string): string {
  // Formatters are cached: making one costs far more than formatting, and a story page formats many.
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    percentFormats.set(locale, format);
  }
  return format.format(share);
}

/** "3 min ago" style age from two instants, with the locale's own templates. */
export function ageParts(fromIso: string, nowMs: number): { unit: 'seconds' | 'minutes' | 'hours' | 'days'; n: number } {
  const seconds = Math.max(0, Math.round((nowMs - Date.parse(fromIso)) / 1000));
  if (seconds < 90) return { unit: 'seconds', n: seconds };
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return { unit: 'minutes', n: minutes };
  const hours = Math.round(minutes / 60);
  if (hours < 36) return { unit: 'hours', n: hours };
  return { unit: 'days', n: Math.round(hours / 24) };
}

/** "November 2026" for a month key `2026-11`. */
export function formatMonth(locale: string, month: string): string {
  return formatter(locale, { month: 'long', year: 'numeric' }).format(asUtc(wallClock(`${month}-01`)));
}

/** The seven weekdays, Monday first: short and long names in the page language. */
export function weekdayNames(locale: string): Array<{ short: string; long: string }> {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = asUtc(wallClock(`2024-01-0${i + 1}`));
    return { short: formatter(locale, { weekday: 'short' }).format(day), long: formatter(locale, { weekday: 'long' }).format(day) };
  });
}

/** The day of the month as a number string ("5"). */
export function dayOfMonth(date: string): string {
  return String(wallClock(date).day);
}

/** An event's fee in the reader's language; Intl reads the decimal string exactly, so no digit goes through a JS number. */
export function formatPrice(locale: string, amount: string, currency: string): string {
  const decimals = amount.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount as `${number}`);
}
