import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { calendarEntries } from '@/lib/intake/calendar';
import { eventEntries, decodeText, newsEntries } from '@/lib/intake/decode';
import { appendOutlet, renderStoryDraft } from '@/lib/intake/render';
import { newsFileSchema } from '@/lib/content/schemas';
import { BT_LATIN1, DN_ATOM, E24_RSS, ENTITY_BOMB, EVENTS_ICS, HTML_PAGE, MALFORMED_XML } from '@/tests/fixtures/feeds/bodies';

const ics = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//t//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');

describe('iCalendar entries', () => {
  it('reads a named zone, summer and winter offsets, UTC and floating times', () => {
    const entries = calendarEntries(
      ics(
        'BEGIN:VEVENT',
        'UID:1',
        'DTSTAMP:20260101T000000Z',
        'DTSTART;TZID=Europe/Helsinki:20260615T100000',
        'SUMMARY:Summer',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:2',
        'DTSTAMP:20260101T000000Z',
        'DTSTART:20261201T170000Z',
        'SUMMARY:UTC',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:3',
        'DTSTAMP:20260101T000000Z',
        'DTSTART:20261201T180000',
        'SUMMARY:Floating',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:4',
        'DTSTAMP:20260101T000000Z',
        'DTSTART;VALUE=DATE:20261205',
        'DTEND;VALUE=DATE:20261207',
        'SUMMARY:Two days',
        'END:VEVENT',
      ),
      'SE',
    );
    expect(entries.map((e) => [e.title, e.start, e.end])).toEqual([
      ['Summer', '2026-06-15T10:00:00+03:00', null],
      ['UTC', '2026-12-01T18:00:00+01:00', null],
      ['Floating', '2026-12-01T18:00:00+01:00', null],
      ['Two days', '2026-12-05T00:00:00+01:00', '2026-12-06'],
    ]);
  });
  it('the fixture calendar: place unescaped, link kept as written', () => {
    const [meetup] = calendarEntries(EVENTS_ICS, 'NO');
    expect(meetup).toMatchObject({
      title: 'Bitcoin meetup Oslo',
      place: 'Kulturhuset, Oslo',
      start: '2026-12-10T18:00:00+01:00',
      id: 'oslo-bitcoin-1@test',
    });
  });
  it('an event feed that is not a calendar is read as RSS or Atom', () => expect(eventEntries(DN_ATOM, 'NO').kind).toBe('feed'));
  it('a broken calendar is a format error', () =>
    expect(() => eventEntries('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n', 'NO')).toThrow(/malformed calendar/));
});

describe('decoding feeds', () => {
  it('RSS with and without guid, Atom', () => {
    const rss = newsEntries(E24_RSS);
    expect(rss).toHaveLength(7);
    expect(rss[1]).toMatchObject({ link: 'https://e24.test/a2', id: null, date: null, language: 'nb-NO' });
    expect(newsEntries(DN_ATOM)[1]).toMatchObject({ link: 'https://dn.test/n2?ref=forside', date: '2026-11-19T08:00:00+01:00' });
  });
  it('ISO-8859-1 declared in the XML only, and a charset header that wins over it', () => {
    expect(decodeText(BT_LATIN1, 'application/rss+xml')).toContain('gründer får støtte');
    expect(decodeText(Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><a>ø</a>', 'utf8'), 'text/xml; charset=utf-8')).toContain(
      '<a>ø</a>',
    );
  });
  it.each([
    [MALFORMED_XML, /malformed feed/],
    [HTML_PAGE, /not an RSS, Atom or JSON feed/],
    [ENTITY_BOMB, /declares entities/],
  ])('refuses hostile input %#', (text, error) => expect(() => newsEntries(text)).toThrow(error));
});

describe('draft files', () => {
  const ref = {
    outlet: 'dn',
    url: 'https://dn.test/1',
    title: 'Tittel',
    published: '2026-11-20T07:00:00Z',
    paywall: false,
    intake: {
      feed: 'https://dn.test/rss',
      fetched_at: '2026-11-20T12:00:00Z',
      title: 'Tittel',
      link: 'https://dn.test/1',
      published: null,
      language_code: 'nb',
    },
  };
  it('a new draft is valid against the news schema, with every date-time a quoted string', () => {
    const text = renderStoryDraft({
      status: 'pending',
      published: '2026-11-20T07:00:00Z',
      country: 'NO',
      topics: [],
      summary: 'TO FILL: x',
      outlets: [ref],
    });
    expect(text).toContain('published: "2026-11-20T07:00:00Z"');
    expect(text.startsWith('# Draft from the intake')).toBe(true);
    expect(newsFileSchema.safeParse(parse(text)).success).toBe(true);
  });
  it('adding an outlet keeps the story’s comments and other lines', () => {
    const original =
      '# kept comment\npublished: "2026-11-20T08:00:00+01:00"\ntopics: [markets]\noutlets:\n  - outlet: e24\n    url: "https://e24.test/1"\n';
    const text = appendOutlet(original, ref);
    expect(text.startsWith(original)).toBe(true);
    expect(parse(text).outlets.map((o: { outlet: string }) => o.outlet)).toEqual(['e24', 'dn']);
  });
});
