import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { allEvents, icsCalendar } from '@/lib/feeds/calendars';
import { pageEnvFrom } from '@/lib/pages/page-env';
import { cloneRaw, fixtureRawContent } from '../../fixtures/content';
import { contextAt, fixtureSiteData } from '../../fixtures/site-data';

/** A calendar whose events all carry `note`, in English. */
function calendarWith(note: string, name = 'Calendar'): string {
  const raw = cloneRaw(fixtureRawContent());
  raw.Event = raw.Event.map((doc) => ({ ...doc, data: { ...doc.data, note } }));
  const env = pageEnvFrom(fixtureSiteData(raw), contextAt(), 'en');
  return icsCalendar(env, allEvents(env), name);
}

describe('iCalendar text written by ical.js (RFC 5545)', () => {
  it('escapes text and reads back the same, the calendar name included', () => {
    const text = calendarWith('Note; with, marks\\ and\na newline.', 'Desk, events; all');
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Desk, events; all');
    expect(text).toContain('X-WR-CALNAME:Desk\\, events\\; all\r\n');
    const description = String(calendar.getAllSubcomponents('vevent')[0]!.getFirstPropertyValue('description'));
    expect(description.startsWith('Note; with, marks\\ and\na newline.\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('folds every line within 75 octets, never inside a UTF-8 sequence, on mixed scripts', () => {
    const alphabet = ['a', 'Z', ' ', 'æ', 'Þ', 'ð', '€', '中', 'ℌ', '😀', '🇳🇴'];
    let seed = 18;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 40; run++) {
      // Ends kept non-blank: the content layer trims a note.
      const note = `x${Array.from({ length: 20 + Math.floor(random() * 300) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('')}x`;
      const text = calendarWith(note);
      for (const line of text.split('\r\n')) {
        expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
        // A cut surrogate pair would leave a continuation starting with its second half.
        expect(line).not.toMatch(/^ [\uDC00-\uDFFF]/);
      }
      const vevent = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')[0]!;
      expect(String(vevent.getFirstPropertyValue('description')).startsWith(`${note}\n`)).toBe(true);
    }
  });
});
