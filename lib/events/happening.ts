import { eventEndsAt } from './timing';

interface Timed {
  readonly start: string;
  readonly end: string | null;
}

/** The events going on at `nowMs`, each end in its own offset; run in the browser, so an old page still says what is on now. */
export function happeningNow<T extends Timed>(events: readonly T[], nowMs: number): T[] {
  return events
    .filter((event) => Date.parse(event.start) <= nowMs && nowMs < eventEndsAt(event))
    .sort((a, b) => eventEndsAt(a) - eventEndsAt(b));
}

/** The events still to start at `nowMs`, in the given order: what a "Coming events" list shows. */
export function notYetStarted<T extends Timed>(events: readonly T[], nowMs: number): T[] {
  return events.filter((event) => nowMs < Date.parse(event.start));
}
