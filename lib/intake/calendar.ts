import ICAL from 'ical.js';
import { countryZone, isoInZone, zonedToInstant } from './dates';

/** iCalendar (RFC 5545) through ical.js: maintained, typed, and a pure parser, unlike node-ical, which also fetches and pulls in more. */
export interface CalendarEntry {
  readonly title: string;
  readonly summary: string;
  readonly link: string | null;
  readonly id: string | null;
  /** ISO 8601 with the offset of the event's zone (the source's country when it names none). */
  readonly start: string;
  /** A date-time, a plain date (all-day events, last day included), or null. */
  readonly end: string | null;
  readonly place: string | null;
}

interface Wall {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
}

function when(property: ICAL.Property | null, fallbackZone: string): { iso: string; date: string; allDay: boolean } | null {
  const value = property?.getFirstValue();
  if (!(value instanceof ICAL.Time)) return null;
  const wall: Wall = { y: value.year, mo: value.month, d: value.day, h: value.hour, mi: value.minute, s: value.second };
  const date = `${String(wall.y).padStart(4, '0')}-${String(wall.mo).padStart(2, '0')}-${String(wall.d).padStart(2, '0')}`;
  const tzid = property?.getParameter('tzid');
  const named = typeof tzid === 'string' ? tzid : null;
  const utc = value.zone === ICAL.Timezone.utcTimezone || value.toString().endsWith('Z');
  // A TZID that is not an IANA name (Outlook writes "W. Europe Standard Time") falls back too.
  const zone = named && zonedToInstant(wall, named) ? named : fallbackZone;
  const instant = utc ? new Date(Date.UTC(wall.y, wall.mo - 1, wall.d, wall.h, wall.mi, wall.s)) : zonedToInstant(wall, zone);
  if (!instant) return null;
  return { iso: isoInZone(instant, zone), date, allDay: value.isDate };
}

const textOf = (component: ICAL.Component, name: string): string => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : '';
};

/** Events of a calendar; throws on text that is not iCalendar. */
export function calendarEntries(text: string, country: string): CalendarEntry[] {
  const root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const calendars = root.name === 'vcalendar' ? [root] : root.getAllSubcomponents('vcalendar');
  if (calendars.length === 0) throw new Error('not an iCalendar document (no VCALENDAR)');
  const zone = countryZone(country);
  const out: CalendarEntry[] = [];
  for (const calendar of calendars) {
    for (const event of calendar.getAllSubcomponents('vevent')) {
      const start = when(event.getFirstProperty('dtstart'), zone);
      if (!start) continue;
      const endProperty = event.getFirstProperty('dtend');
      const end = endProperty ? when(endProperty, zone) : null;
      const url = event.getFirstPropertyValue('url');
      out.push({
        title: textOf(event, 'summary'),
        summary: textOf(event, 'description'),
        link: typeof url === 'string' ? url : null,
        id: textOf(event, 'uid') || null,
        start: start.iso,
        // An all-day DTEND is exclusive (the day after); the content's plain-date end is inclusive.
        end: end ? (end.allDay ? previousDay(end.date) : end.iso) : null,
        place: textOf(event, 'location') || null,
      });
    }
  }
  return out;
}

function previousDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}
