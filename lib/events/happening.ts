import { eventEndsAt } from './timing';

interface Timed {
  readonly start: string;
  readonly end: string | null;
}

/**
 * The events going on at `nowMs`: started and not yet over, the end judged in each event's own
 * offset (lib/events/timing.ts, the same rule as `past`). Run in the browser at view time, so a
 * page built hours ago still says what is on now. Soonest end first.
 */
export function happeningNow<T extends Timed>(events: readonly T[], nowMs: number): T[] {
  return events
    .filter((event) => Date.parse(event.start) <= nowMs && nowMs < eventEndsAt(event))
    .sort((a, b) => eventEndsAt(a) - eventEndsAt(b));
}

/**
 * The events still to start at `nowMs`, in the given order: what a "Coming events" list shows.
 * One that is already running is on, not coming (the events page lists it; the home page built
 * at `now` leaves it out rather than promise it as a coming event).
 */
export function notYetStarted<T extends Timed>(events: readonly T[], nowMs: number): T[] {
  return events.filter((event) => nowMs < Date.parse(event.start));
}
