import ICAL from 'ical.js';
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

// Continuation lines carry a leading space: 74 octets of text keep every line within RFC 5545's 75.
ICAL.foldLength = 74;
// X-WR-CALNAME is text (escaped) by the de-facto standard; ical.js knows no type for it.
ICAL.design.icalendar.property['x-wr-calname'] = { defaultType: 'text' };

function utc(ms: number): ICAL.Time {
  return ICAL.Time.fromJSDate(new Date(ms), true);
}

function text(name: string, value: string, language?: string): ICAL.Property {
  const property = new ICAL.Property(name);
  if (language) property.setParameter('language', language);
  property.setValue(value);
  return property;
}

function vevent(env: PageEnv, event: EventDocument): ICAL.Component {
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
  const component = new ICAL.Component('vevent');
  component.addPropertyWithValue('uid', `${event.id}@${host}`);
  // The event's start, from the content not the clock, so builds write the same bytes and calendars see only real changes.
  component.addPropertyWithValue('dtstamp', utc(Date.parse(event.start)));
  component.addPropertyWithValue('dtstart', utc(Date.parse(event.start)));
  component.addPropertyWithValue('dtend', utc(eventEndsAt(event)));
  component.addProperty(text('summary', title.shown.text, title.shown.lang));
  component.addProperty(text('location', place, env.lang));
  component.addProperty(text('description', description, note?.lang));
  component.addPropertyWithValue('url', pageUrl(config, env.lang, `events/${event.id}`));
  return component;
}

export function icsCalendar(env: PageEnv, events: readonly EventDocument[], name: string): string {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', `-//${env.ctx.config.siteName}//Events//EN`);
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  calendar.addProperty(text('x-wr-calname', name));
  for (const event of events) calendar.addSubcomponent(vevent(env, event));
  return `${calendar.toString()}\r\n`;
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
