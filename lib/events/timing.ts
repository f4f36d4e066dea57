/** When an event ends, judged in its own offset. Shared by the API, the pages and the feeds. */

interface Timed {
  readonly start: string;
  readonly end: string | null;
}

/** `+01:00` → 60, `Z` → 0. The start always names its offset (content validation). */
export function offsetMinutes(dateTime: string): number {
  const match = /(Z|([+-])(\d{2}):(\d{2}))$/.exec(dateTime);
  if (!match || match[1] === 'Z') return 0;
  const minutes = Number(match[3]) * 60 + Number(match[4]);
  return match[2] === '-' ? -minutes : minutes;
}

/** The calendar date of an instant as seen in the given offset. */
export function localDate(dateTime: string): string {
  const shifted = new Date(Date.parse(dateTime) + offsetMinutes(dateTime) * 60_000);
  return shifted.toISOString().slice(0, 10);
}

/** Midnight at the end of `date` in the given offset, as an instant. */
function endOfLocalDay(date: string, offset: number): number {
  return Date.parse(`${date}T00:00:00Z`) + 86_400_000 - offset * 60_000;
}

export function eventEndsAt(event: Timed): number {
  if (event.end && event.end.length > 10) return Date.parse(event.end);
  const offset = offsetMinutes(event.start);
  return endOfLocalDay(event.end ?? localDate(event.start), offset);
}

/** The published `end`: a date-time with the start's offset (a plain date ends at midnight after it), or null. */
export function publishedEnd(event: Timed): string | null {
  if (!event.end || event.end.length > 10) return event.end;
  const offset = offsetMinutes(event.start);
  const local = new Date(endOfLocalDay(event.end, offset) + offset * 60_000).toISOString().slice(0, 19);
  return `${local}${offsetSuffix(event.start)}`;
}

/** The offset as the start writes it (`+01:00`, `Z`). */
function offsetSuffix(dateTime: string): string {
  return /(Z|[+-]\d{2}:\d{2})$/.exec(dateTime)?.[1] ?? 'Z';
}

/** How a page shows an end: midnight in its own offset closes the day before ("through 11 December", not "12 December, 00:00"). */
export function displayedEnd(end: string): { readonly date: string; readonly withTime: boolean } {
  if (end.length === 10) return { date: end, withTime: false };
  if (end.slice(11, 19) === '00:00:00') {
    const dayBefore = new Date(Date.parse(`${end.slice(0, 10)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    return { date: dayBefore, withTime: false };
  }
  return { date: end.slice(0, 10), withTime: true };
}

export function isPast(event: Timed, now: Date): boolean {
  return now.getTime() >= eventEndsAt(event);
}

export function bySoonest(a: Timed & { id: string }, b: Timed & { id: string }): number {
  return Date.parse(a.start) - Date.parse(b.start) || a.id.localeCompare(b.id);
}

/** The one upcoming/past split of the API and the pages: upcoming are the events not yet ended. */
export function splitByEnd<T extends Timed & { id: string }>(events: readonly T[], now: Date): { upcoming: T[]; past: T[] } {
  const soonestFirst = [...events].sort(bySoonest);
  return {
    upcoming: soonestFirst.filter((event) => !isPast(event, now)),
    past: soonestFirst.filter((event) => isPast(event, now)).reverse(),
  };
}
