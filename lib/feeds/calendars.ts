import type { EventDocument } from '@/lib/api/families/events';
import { buildEvent, eventsOfCountry, soonestFirst } from '@/lib/api/families/events';
import { eventEndsAt } from '@/lib/events/timing';
import type { CountryCode } from '@/lib/content/fields';
import type { Locale } from '@/lib/i18n/locales';
import { pagePath, pageUrl } from '@/lib/urls';
import { countryLabel } from '@/lib/pages/labels';
import { eventTitle, ownText } from '@/lib/pages/localized';
import type { PageEnv } from '@/lib/pages/page-env';

/** The event calendars (iCalendar), built from the same data as the pages (served by route handlers). */

// ── iCalendar (RFC 5545) ──────────────────────────────────────────────────────────────────────
function icsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545 §3.1), never inside a UTF-8 sequence. */
export function fold(line: string): string {
  const parts: string[] = [];
  let start = 0;
  let size = 0;
  let limit = 75;
  for (let i = 0; i < line.length;) {
    const code = line.codePointAt(i)!;
    // A lone surrogate is written as U+FFFD: three octets, like every other code point below U+10000.
    const octets = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    const units = code >= 0x10000 ? 2 : 1;
    if (size + octets > limit) {
      parts.push(line.slice(start, i));
      start = i;
      size = 0;
      limit = 74;
    }
    size += octets;
    i += units;
  }
  if (parts.length === 0) return line;
  parts.push(line.slice(start));
  return parts.join('\r\n ');
}

function icsUtc(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function vevent(env: PageEnv, event: EventDocument): string[] {
  const { config } = env.ctx;
  const host = new URL(config.baseUrl).host;
  const place = [event.place, event.city, event.online ? env.m.events.online : null, countryLabel(env.m, event.country)]
    .filter(Boolean)
    .join(', ');
  // Title and note in the calendar's language by the one rule.
  const title = eventTitle(event, env.lang);
  const note = event.note ? ownText(event.note, event.note_i18n, env.lang) : null;
  const description = [note?.text, title.original ? `(${title.original.text})` : null, `${event.organiser}: ${event.url}`]
    .filter(Boolean)
    .join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:${event.id}@${host}`,
    // The event's start, from the content not the clock, so builds write the same bytes and calendars see only real changes.
    `DTSTAMP:${icsUtc(Date.parse(event.start))}`,
    `DTSTART:${icsUtc(Date.parse(event.start))}`,
    `DTEND:${icsUtc(eventEndsAt(event))}`,
    `SUMMARY;LANGUAGE=${title.shown.lang}:${icsText(title.shown.text)}`,
    `LOCATION;LANGUAGE=${env.lang}:${icsText(place)}`,
    `DESCRIPTION${note ? `;LANGUAGE=${note.lang}` : ''}:${icsText(description)}`,
    `URL:${pageUrl(config, env.lang, `events/${event.id}`)}`,
    'END:VEVENT',
  ];
}

export function icsCalendar(env: PageEnv, events: readonly EventDocument[], name: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(env.ctx.config.siteName)}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(name)}`,
    ...events.flatMap((event) => vevent(env, event)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

export function allEvents(env: PageEnv): EventDocument[] {
  return soonestFirst(env.data).map((event) => buildEvent(env.ctx, event));
}

/** One country's events, soonest first: the calendar a reader subscribes to from its country page. */
export function countryEvents(env: PageEnv, code: CountryCode): EventDocument[] {
  return eventsOfCountry(env.data, code).map((event) => buildEvent(env.ctx, event));
}

/** `/sv/events/country/SE/events.ics`: beside the country page, in its language. */
export function countryCalendarPath(lang: Locale, code: CountryCode): string {
  return `${pagePath(lang, `events/country/${code}`)}events.ics`;
}

export function countryCalendar(env: PageEnv, code: CountryCode): string {
  const name = `${env.ctx.config.siteName}: ${env.m.events.countryTitle.replace('{country}', countryLabel(env.m, code))}`;
  return icsCalendar(env, countryEvents(env, code), name);
}
