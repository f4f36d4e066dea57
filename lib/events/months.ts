import { displayedEnd, localDate, publishedEnd } from './timing';

/** The month calendar of the events, in pure date arithmetic on `YYYY-MM-DD` strings, never the machine's time zone. */

interface Timed {
  readonly start: string;
  readonly end: string | null;
}

/** A month key: `2026-11`. */
export type MonthKey = string;

const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** An event longer than this shows on its first days only: a broken end date cannot fill years. */
export const MAX_EVENT_DAYS = 62;
const DAY_MS = 86_400_000;

export function isMonthKey(value: string): boolean {
  return MONTH_KEY.test(value);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `2026-11` → `2026-12`, `2026-12` → `2027-01`. */
export function shiftMonth(month: MonthKey, by: number): MonthKey {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The local days an event covers, first to last (at most MAX_EVENT_DAYS). */
export function eventDays(event: Timed): string[] {
  const first = localDate(event.start);
  const end = publishedEnd(event);
  const last = end ? displayedEnd(end).date : first;
  const days: string[] = [];
  for (let day = first; day <= last && days.length < MAX_EVENT_DAYS; day = addDays(day, 1)) days.push(day);
  return days.length ? days : [first];
}

/** Monday = 0 … Sunday = 6, of a `YYYY-MM-DD` day. */
function weekdayOf(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The days a month calendar shows an event on: its first day, then once in each later week row of a month. */
export function calendarDays(event: Timed): string[] {
  const days = eventDays(event);
  return days.filter((day, index) => index === 0 || weekdayOf(day) === 0 || day.endsWith('-01'));
}

/** Every month from the first event's to the last event's, with none skipped (prev/next always lead somewhere). */
export function calendarMonths(events: readonly Timed[]): MonthKey[] {
  let months = monthsOfEvents.get(events);
  if (!months) {
    months = monthsBetween(events);
    monthsOfEvents.set(events, months);
  }
  return [...months];
}

/** calendarMonths per events array: every month page looks its own month up in the list. */
const monthsOfEvents = new WeakMap<readonly Timed[], readonly MonthKey[]>();

function monthsBetween(events: readonly Timed[]): MonthKey[] {
  let first: MonthKey | undefined;
  let last: MonthKey | undefined;
  for (const event of events) {
    const days = eventDays(event);
    const a = days[0]!.slice(0, 7);
    const b = days[days.length - 1]!.slice(0, 7);
    if (!first || a < first) first = a;
    if (!last || b > last) last = b;
  }
  if (!first || !last) return [];
  const months: MonthKey[] = [];
  for (let month = first; month <= last; month = shiftMonth(month, 1)) months.push(month);
  return months;
}

/** The month the calendar opens at: `now`'s month, kept inside the months there are. */
export function openingMonth(months: readonly MonthKey[], now: Date): MonthKey | undefined {
  const current = now.toISOString().slice(0, 7);
  if (months.length === 0) return undefined;
  if (current < months[0]!) return months[0];
  if (current > months[months.length - 1]!) return months[months.length - 1];
  return current;
}

/** The weeks of a month, Monday first: each a row of seven dates, null outside the month. */
export function monthGrid(month: MonthKey): Array<Array<string | null>> {
  const first = `${month}-01`;
  const weekday = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
  const days: Array<string | null> = Array.from({ length: weekday }, () => null);
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** For every month, the events shown on each of its days (calendarDays: the first day, then once a week; days without events absent). */
export function eventsByMonthDay<T extends Timed>(events: readonly T[]): Map<MonthKey, Map<string, T[]>> {
  const out = new Map<MonthKey, Map<string, T[]>>();
  const instants = new Map<T, number>(events.map((event) => [event, Date.parse(event.start)]));
  // A stable sort, so events starting at the same instant keep the given order.
  const byInstant = [...events].sort((a, b) => instants.get(a)! - instants.get(b)!);
  for (const event of byInstant) {
    for (const day of calendarDays(event)) {
      const key = day.slice(0, 7);
      let month = out.get(key);
      if (!month) out.set(key, (month = new Map()));
      const list = month.get(day);
      if (list) list.push(event);
      else month.set(day, [event]);
    }
  }
  return out;
}
