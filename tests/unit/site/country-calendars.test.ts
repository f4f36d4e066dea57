import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@/lib/content/fields';
import { LOCALES } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/messages';
import { countryLabel } from '@/lib/pages/labels';
import { countryCalendar, countryCalendarPath } from '@/lib/feeds/calendars';
import { pageEnvFrom } from '@/lib/pages/page-env';
import { cloneRaw, fixtureRawContent } from '../../fixtures/content';
import { contextAt, fixtureSiteData, TEST_CONFIG } from '../../fixtures/site-data';

/** Calendars per country, read back with ical.js (an RFC 5545 parser this project did not write). */
function vevents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => ({
      uid: String(vevent.getFirstPropertyValue('uid')),
      summary: String(vevent.getFirstPropertyValue('summary')),
      description: String(vevent.getFirstPropertyValue('description')),
      url: String(vevent.getFirstPropertyValue('url')),
      dtstamp: (vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString(),
      start: (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    })),
  };
}

function dataWithSwedishNote() {
  const raw = cloneRaw(fixtureRawContent());
  raw.Event = raw.Event.map((doc) =>
    doc.data.country === 'SE' ? { ...doc, data: { ...doc.data, note: 'English note.', note_i18n: { sv: 'Svensk anteckning.' } } } : doc,
  );
  return fixtureSiteData(raw);
}

describe('calendars per country', () => {
  const data = dataWithSwedishNote();

  it('sit beside each country page, in each language', () => {
    expect(countryCalendarPath('en', 'NO')).toBe('/events/country/NO/events.ics');
    expect(countryCalendarPath('sv', 'SE')).toBe('/sv/events/country/SE/events.ics');
  });

  it.each(LOCALES)('%s: each country\u2019s calendar holds exactly its events, named in the language', (lang) => {
    const env = pageEnvFrom(data, contextAt(), lang);
    for (const code of COUNTRY_CODES) {
      const calendar = vevents(countryCalendar(env, code));
      const expected = data.content.events.filter((event) => event.country === code).map((event) => event.id);
      expect(calendar.events.map((e) => e.uid.split('@')[0]).sort()).toEqual([...expected].sort());
      expect(calendar.name).toContain(countryLabel(MESSAGES[lang], code));
      for (const event of calendar.events)
        expect(event.url.startsWith(`${TEST_CONFIG.baseUrl}${lang === 'en' ? '' : `/${lang}`}/events/`)).toBe(true);
    }
  });

  it('writes the note in the calendar\u2019s language where the content has it, else English', () => {
    const note = (lang: 'sv' | 'da') => vevents(countryCalendar(pageEnvFrom(data, contextAt(), lang), 'SE')).events[0]!.description;
    expect(note('sv')).toContain('Svensk anteckning.');
    expect(note('da')).toContain('English note.');
  });

  it('takes DTSTAMP from the content: the same bytes at any build time', () => {
    const early = vevents(countryCalendar(pageEnvFrom(data, contextAt(new Date('2026-01-01T00:00:00Z')), 'en'), 'SE'));
    const late = vevents(countryCalendar(pageEnvFrom(data, contextAt(new Date('2027-06-01T00:00:00Z')), 'en'), 'SE'));
    expect(late).toEqual(early);
    for (const event of early.events) expect(event.dtstamp).toBe(event.start);
  });
});
