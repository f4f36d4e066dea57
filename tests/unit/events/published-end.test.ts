import { describe, expect, it } from 'vitest';
import { displayedEnd, eventEndsAt, publishedEnd } from '@/lib/events/timing';

describe('the published end of an event', () => {
  it('turns a plain-date end into the instant that day ends in the start\u2019s offset', () => {
    expect(publishedEnd({ start: '2026-12-10T09:00:00+01:00', end: '2026-12-11' })).toBe('2026-12-12T00:00:00+01:00');
    expect(publishedEnd({ start: '2026-11-22T10:00:00-05:00', end: '2026-11-22' })).toBe('2026-11-23T00:00:00-05:00');
    expect(publishedEnd({ start: '2026-06-01T10:00:00Z', end: '2026-06-02' })).toBe('2026-06-03T00:00:00Z');
    // Across the year's end and a +05:45 offset.
    expect(publishedEnd({ start: '2026-12-31T20:00:00+05:45', end: '2026-12-31' })).toBe('2027-01-01T00:00:00+05:45');
  });

  it('is the same instant the past/upcoming split uses', () => {
    for (const event of [
      { start: '2026-12-10T09:00:00+01:00', end: '2026-12-11' },
      { start: '2026-11-22T10:00:00-05:00', end: '2026-11-22' },
      { start: '2026-12-31T20:00:00+05:45', end: '2026-12-31' },
    ]) {
      expect(Date.parse(publishedEnd(event)!)).toBe(eventEndsAt(event));
    }
  });

  it('keeps a date-time end as written, and null as null', () => {
    expect(publishedEnd({ start: '2026-12-10T09:00:00+01:00', end: '2026-12-10T17:30:00+01:00' })).toBe('2026-12-10T17:30:00+01:00');
    expect(publishedEnd({ start: '2026-12-10T09:00:00+01:00', end: null })).toBeNull();
  });

  it('is shown to readers as the day the editor meant, never as midnight of the next day', () => {
    expect(displayedEnd('2026-12-12T00:00:00+01:00')).toEqual({ date: '2026-12-11', withTime: false });
    expect(displayedEnd('2027-01-01T00:00:00+05:45')).toEqual({ date: '2026-12-31', withTime: false });
    expect(displayedEnd('2026-12-10T17:30:00+01:00')).toEqual({ date: '2026-12-10', withTime: true });
  });
});
