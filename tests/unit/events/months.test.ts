import { describe, expect, it } from 'vitest';
import { happeningNow, notYetStarted } from '@/lib/events/happening';
import {
  calendarDays,
  calendarMonths,
  eventDays,
  eventsByMonthDay,
  MAX_EVENT_DAYS,
  monthGrid,
  openingMonth,
  shiftMonth,
} from '@/lib/events/months';

/** One month's days and their events, as a month page looks them up. */
function eventsByDay<T extends { start: string; end: string | null }>(events: readonly T[], month: string): Map<string, T[]> {
  return eventsByMonthDay(events).get(month) ?? new Map<string, T[]>();
}

describe('month calendar', () => {
  it('shifts months across years', () => {
    expect(shiftMonth('2026-11', 1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-03', -14)).toBe('2025-01');
  });

  it('places an event on its own local days, not UTC days', () => {
    // 00:30 in Oslo on 1 December is still 30 November in UTC.
    expect(eventDays({ start: '2026-12-01T00:30:00+01:00', end: null })).toEqual(['2026-12-01']);
    // A plain-date end runs through that day.
    expect(eventDays({ start: '2026-11-30T09:00:00+01:00', end: '2026-12-02' })).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    // An end at local midnight closes the day before.
    expect(eventDays({ start: '2026-11-30T18:00:00+01:00', end: '2026-12-01T00:00:00+01:00' })).toEqual(['2026-11-30']);
    // Reykjavik (UTC) late evening.
    expect(eventDays({ start: '2026-11-30T23:30:00Z', end: '2026-12-01T01:00:00Z' })).toEqual(['2026-11-30', '2026-12-01']);
  });

  it('caps a runaway end and never returns no day', () => {
    expect(eventDays({ start: '2026-01-01T10:00:00+01:00', end: '2030-01-01' })).toHaveLength(MAX_EVENT_DAYS);
    expect(eventDays({ start: '2026-01-05T10:00:00+01:00', end: '2026-01-01' })).toEqual(['2026-01-05']);
  });

  it('lists every month from the first event to the last, gaps included', () => {
    const months = calendarMonths([
      { start: '2026-12-10T10:00:00+01:00', end: null },
      { start: '2026-09-30T10:00:00+02:00', end: '2026-10-01' },
      { start: '2027-02-01T10:00:00+01:00', end: null },
    ]);
    expect(months).toEqual(['2026-09', '2026-10', '2026-11', '2026-12', '2027-01', '2027-02']);
    expect(calendarMonths([])).toEqual([]);
  });

  it('opens at the build month, kept inside the range', () => {
    const months = ['2026-09', '2026-10', '2026-11'];
    expect(openingMonth(months, new Date('2026-10-15T00:00:00Z'))).toBe('2026-10');
    expect(openingMonth(months, new Date('2027-03-01T00:00:00Z'))).toBe('2026-11');
    expect(openingMonth(months, new Date('2020-01-01T00:00:00Z'))).toBe('2026-09');
    expect(openingMonth([], new Date('2026-11-25T12:00:00Z'))).toBeUndefined();
  });

  it('lays a month out in Monday-first weeks', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const weeks = monthGrid('2026-11');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    // February 2027 starts on a Monday: four full weeks.
    expect(monthGrid('2027-02')).toHaveLength(4);
    expect(monthGrid('2027-02')[0]?.[0]).toBe('2027-02-01');
  });

  it('groups events by day within one month only', () => {
    const a = { id: 'a', start: '2026-11-30T09:00:00+01:00', end: '2026-12-01' };
    const b = { id: 'b', start: '2026-11-30T18:00:00+01:00', end: null };
    const byDay = eventsByDay([a, b], '2026-11');
    expect([...byDay.keys()]).toEqual(['2026-11-30']);
    expect(byDay.get('2026-11-30')?.map((e) => e.id)).toEqual(['a', 'b']);
    expect(
      eventsByDay([a, b], '2026-12')
        .get('2026-12-01')
        ?.map((e) => e.id),
    ).toEqual(['a']);
  });

  it('shows an event of many days once: on its first day, then once a week (and on a month\u2019s first day)', () => {
    // Six weeks from Monday 2 November 2026 to Sunday 13 December.
    const course = { id: 'course', start: '2026-11-02T18:00:00+01:00', end: '2026-12-13' };
    expect(eventDays(course)).toHaveLength(42);
    expect(calendarDays(course)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
      '2026-12-01',
      '2026-12-07',
    ]);
    // Starting mid-week: the next Monday, never two entries in one week row of a month.
    expect(calendarDays({ start: '2026-11-26T09:00:00+01:00', end: '2026-12-03' })).toEqual(['2026-11-26', '2026-11-30', '2026-12-01']);
    expect(calendarDays({ start: '2026-11-26T09:00:00+01:00', end: '2026-11-29' })).toEqual(['2026-11-26']);
    const november = eventsByDay([course], '2026-11');
    expect([...november.keys()]).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30']);
    for (const week of monthGrid('2026-11')) expect(week.filter((day) => day && november.has(day)).length).toBeLessThanOrEqual(1);
  });

  it('orders a day\u2019s events by the instant they start, not by the wall clock', () => {
    // 19:00 in Tokyo is 10:00 UTC; 18:00 in Stockholm is 17:00 UTC; 12:00 in New York is 17:00 UTC too.
    const stockholm = { id: 'stockholm', start: '2026-12-03T18:00:00+01:00', end: null };
    const tokyo = { id: 'tokyo', start: '2026-12-03T19:00:00+09:00', end: null };
    const newYork = { id: 'new-york', start: '2026-12-03T12:00:00-05:00', end: null };
    const course = { id: 'course', start: '2026-11-30T09:00:00+01:00', end: '2026-12-10' };
    const ids = (events: ReadonlyArray<{ id: string; start: string; end: string | null }>) =>
      eventsByDay(events, '2026-12')
        .get('2026-12-03')
        ?.map((e) => e.id);
    // The course (started in November) shows on 1 December as continuing, not again on the 3rd.
    expect(ids([stockholm, newYork, tokyo, course])).toEqual(['tokyo', 'stockholm', 'new-york']);
    expect(
      eventsByDay([stockholm, course], '2026-12')
        .get('2026-12-01')
        ?.map((e) => e.id),
    ).toEqual(['course']);
    // Same instant: the given order stands, whichever comes first.
    expect(ids([newYork, stockholm])).toEqual(['new-york', 'stockholm']);
  });
});

describe('the month pages\u2019 shared inputs (built once per build)', () => {
  type Event = { id: string; start: string; end: string | null };
  const events: Event[] = [
    { id: 'course', start: '2026-11-28T09:00:00+01:00', end: '2026-12-02' },
    { id: 'tokyo', start: '2026-12-01T19:00:00+09:00', end: null },
    { id: 'oslo', start: '2026-12-01T18:00:00+01:00', end: null },
    { id: 'late', start: '2027-01-31T23:30:00Z', end: '2027-02-01T01:00:00Z' },
    { id: 'same-instant', start: '2026-12-01T17:00:00Z', end: null },
    { id: 'ancient', start: '2025-06-10T10:00:00+02:00', end: null },
  ];

  /** What a month page showed before the map was shared: that month's events, filtered day by day. */
  function oneMonth(list: readonly Event[], month: string): Array<[string, string[]]> {
    const out = new Map<string, string[]>();
    for (const event of [...list].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
      for (const day of calendarDays(event)) if (day.startsWith(month)) out.set(day, [...(out.get(day) ?? []), event.id]);
    }
    return [...out];
  }

  it('holds, for every month, exactly that month\u2019s days and events in the same order', () => {
    const all = eventsByMonthDay(events);
    const months = calendarMonths(events);
    expect(months).toHaveLength(21);
    for (const month of months) {
      const ids = [...(all.get(month) ?? new Map<string, Event[]>())].map(([day, list]) => [day, list.map((e) => e.id)]);
      expect(ids).toEqual(oneMonth(events, month));
      expect([...eventsByDay(events, month)].map(([day, list]) => [day, list.map((e) => e.id)])).toEqual(ids);
    }
    expect(
      all
        .get('2026-12')
        ?.get('2026-12-01')
        ?.map((e) => e.id),
    ).toEqual(['course', 'tokyo', 'oslo', 'same-instant']);
    expect([...all.keys()].sort()).toEqual(['2025-06', '2026-11', '2026-12', '2027-01', '2027-02']);
  });

  it('gives each caller its own list of months', () => {
    const first = calendarMonths(events);
    first.push('9999-12');
    expect(calendarMonths(events)).not.toContain('9999-12');
    expect(calendarMonths(events)[0]).toBe('2025-06');
  });
});

describe('coming events (the home page, built at now)', () => {
  it('leaves out events already running, keeps the order of the rest', () => {
    const events = [
      { id: 'running', start: '2026-11-20T09:00:00+01:00', end: '2026-12-20' },
      { id: 'tonight', start: '2026-11-27T18:00:00+01:00', end: null },
      { id: 'starting-now', start: '2026-11-27T10:00:00Z', end: null },
      { id: 'december', start: '2026-12-02T09:00:00+01:00', end: null },
    ];
    expect(notYetStarted(events, Date.parse('2026-11-27T10:00:00Z')).map((e) => e.id)).toEqual(['tonight', 'december']);
    expect(notYetStarted(events, Date.parse('2026-11-01T00:00:00Z')).map((e) => e.id)).toEqual([
      'running',
      'tonight',
      'starting-now',
      'december',
    ]);
  });
});

describe('happening now (decided in the browser at view time)', () => {
  const events = [
    { id: 'all-day-oslo', start: '2026-11-22T09:00:00+01:00', end: null },
    { id: 'evening', start: '2026-11-22T18:00:00+01:00', end: '2026-11-22T21:00:00+01:00' },
    { id: 'two-days', start: '2026-11-21T09:00:00+01:00', end: '2026-11-22' },
  ];
  const at = (iso: string) => happeningNow(events, Date.parse(iso)).map((e) => e.id);

  it('shows what has started and not ended, by each event’s own offset', () => {
    expect(at('2026-11-22T07:59:00Z')).toEqual(['two-days']);
    expect(at('2026-11-22T08:00:00Z')).toEqual(['all-day-oslo', 'two-days']);
    expect(at('2026-11-22T17:30:00Z')).toEqual(['evening', 'all-day-oslo', 'two-days']);
    // Oslo midnight ends the all-day and two-day events; 23:00Z is midnight in Oslo.
    expect(at('2026-11-22T22:59:59Z')).toEqual(['all-day-oslo', 'two-days']);
    expect(at('2026-11-22T23:00:00Z')).toEqual([]);
  });
});
