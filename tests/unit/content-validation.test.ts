import { describe, expect, it } from 'vitest';
import { ContentError } from '@/lib/content/errors';
import { validateContent } from '@/lib/content/validate';
import { machineLangs } from '@/lib/content/fields';
import type { RawContent } from '@/lib/content/types';
import { cloneRaw, fixtureRawContent } from '../fixtures/content';

/** Breaks one thing in a copy of the fixture and returns the problems validation reports. */
function problemsAfter(change: (raw: RawContent & Record<string, Array<{ data: Record<string, any> }>>) => void) {
  const raw = cloneRaw(fixtureRawContent());
  change(raw as never);
  try {
    validateContent(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).problems.map((p) => ({ ...p }));
  }
  throw new Error('expected validation to fail');
}

const first = (raw: any, kind: string) => raw[kind][0].data;
const byFile = (raw: any, kind: string, file: string) => raw[kind].find((d: any) => d.file === file).data;

describe('content validation', () => {
  it('accepts the fixture', () => {
    const data = validateContent(fixtureRawContent());
    expect(data.news.map((n) => n.id)).toContain('shared-story');
    expect(data.newsletters.find((n) => n.id === '2026-week-46')?.translations.sv?.title).toBe('Vecka 46');
    expect(data.newsletters.find((n) => n.id === '2026-week-44')?.text).toBe('First & issue');
  });

  it('names file and field for a missing required field', () => {
    const problems = problemsAfter((raw) => delete byFile(raw, 'News', 'news/shared-story.yaml').summary);
    expect(problems).toContainEqual(expect.objectContaining({ file: 'news/shared-story.yaml', field: 'summary' }));
  });

  it('rejects a date-time without an offset, and an impossible date', () => {
    const problems = problemsAfter((raw) => {
      byFile(raw, 'News', 'news/shared-story.yaml').published = '2026-11-20T08:30:00';
      byFile(raw, 'Event', 'events/past-meetup.yaml').start = '2026-02-30T18:00:00+01:00';
      byFile(raw, 'NewsletterIssue', 'newsletters/2026-week-44/en.md').date = '2026-13-01';
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'news/shared-story.yaml', field: 'published', message: expect.stringMatching(/offset/) }),
        expect.objectContaining({ file: 'events/past-meetup.yaml', field: 'start', message: expect.stringMatching(/real date/) }),
        expect.objectContaining({ file: 'newsletters/2026-week-44/en.md', field: 'date' }),
      ]),
    );
  });

  it('rejects an unknown country code', () => {
    const problems = problemsAfter((raw) => (byFile(raw, 'Event', 'events/past-meetup.yaml').country = 'DE'));
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'events/past-meetup.yaml',
        field: 'country',
        message: expect.stringMatching(/NO, SE, DK, FI, IS, NORDIC, EU/),
      }),
    );
  });

  it('rejects an _i18n key outside the six Nordic languages, English included', () => {
    const problems = problemsAfter((raw) => {
      byFile(raw, 'News', 'news/shared-story.yaml').summary_i18n = { nb: 'x', en: 'y' };
      first(raw, 'Changelog').entries[0].summary_i18n = { de: 'z' };
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: 'news/shared-story.yaml',
          field: 'summary_i18n',
          message: expect.stringContaining('has "en", not a translation key'),
        }),
        expect.objectContaining({
          file: 'changelog/changelog.yaml',
          field: 'entries[0].summary_i18n',
          message: expect.stringContaining('"de"'),
        }),
      ]),
    );
  });

  it('reads a machine translation as plain text and keeps which languages a machine made', () => {
    const raw = cloneRaw(fixtureRawContent()) as any;
    byFile(raw, 'News', 'news/own-story.yaml').title_i18n = { sv: { text: 'Vad MiCA betyder', machine: true }, nb: 'Hva MiCA betyr' };
    byFile(raw, 'News', 'news/own-story.yaml').body_i18n = { fi: { text: 'Oma juttumme.', machine: true } };
    first(raw, 'Entities').entities[0].role_i18n = { da: { text: 'Rolle', machine: true } };
    const data = validateContent(raw);
    const story = data.news.find((n) => n.id === 'own-story')!;
    expect(story.title_i18n).toEqual({ sv: 'Vad MiCA betyder', nb: 'Hva MiCA betyr' });
    expect(machineLangs(story.title_i18n)).toEqual(['sv']);
    expect(machineLangs(story.body_i18n)).toEqual(['fi']);
    expect(machineLangs(story.summary_i18n)).toEqual([]);
    expect(data.entities[0]!.role_i18n).toEqual({ da: 'Rolle' });
    expect(machineLangs(data.entities[0]!.role_i18n)).toEqual(['da']);
    // A shallow copy of the record (as the builders make) keeps the map and so its marks.
    expect(machineLangs({ ...story }.title_i18n)).toEqual(['sv']);
  });

  it('names file and field of a broken machine translation', () => {
    const problems = problemsAfter((raw) => {
      byFile(raw, 'News', 'news/shared-story.yaml').title_i18n = { sv: { text: 'Ok', machine: false } };
      byFile(raw, 'News', 'news/older-story.yaml').summary_i18n = { da: { text: '', machine: true } };
      byFile(raw, 'Event', 'events/past-meetup.yaml').title_i18n = { fi: { machine: true } };
      byFile(raw, 'Event', 'events/upcoming-summit.yaml').title_i18n = { is: 42 };
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'news/shared-story.yaml', field: expect.stringMatching(/^title_i18n\.sv/) }),
        expect.objectContaining({ file: 'news/older-story.yaml', field: expect.stringMatching(/^summary_i18n\.da/) }),
        expect.objectContaining({ file: 'events/past-meetup.yaml', field: expect.stringMatching(/^title_i18n\.fi/) }),
        expect.objectContaining({ file: 'events/upcoming-summit.yaml', field: expect.stringMatching(/^title_i18n\.is/) }),
      ]),
    );
  });

  it('allows body_i18n only on an own story', () => {
    const problems = problemsAfter((raw) => (byFile(raw, 'News', 'news/shared-story.yaml').body_i18n = { sv: 'Text' }));
    expect(problems).toContainEqual(expect.objectContaining({ file: 'news/shared-story.yaml', field: 'body_i18n' }));
  });

  it("takes the language of an event's own title from the file, else from its country", () => {
    const raw = cloneRaw(fixtureRawContent()) as any;
    byFile(raw, 'Event', 'events/past-meetup.yaml').title_original = 'Kryptotreff i Oslo';
    byFile(raw, 'Event', 'events/upcoming-summit.yaml').title_original = 'Kryptohuippukokous';
    byFile(raw, 'Event', 'events/running-conference.yaml').title_original = 'Crypto Conference Stockholm';
    byFile(raw, 'Event', 'events/running-conference.yaml').title_original_language = 'en';
    byFile(raw, 'Event', 'events/new-york-online.yaml').title_original = 'Online';
    const events = new Map(validateContent(raw).events.map((e) => [e.id, e]));
    expect(events.get('past-meetup')!.title_original_language).toBe('nb');
    expect(events.get('upcoming-summit')!.title_original_language).toBe('fi');
    expect(events.get('running-conference')!.title_original_language).toBe('en');
    expect(events.get('new-york-online')!.title_original_language).toBeNull();
    expect(events.get('oslo-day')!.title_original_language).toBeNull();
    const problems = problemsAfter((raw) => (byFile(raw, 'Event', 'events/past-meetup.yaml').title_original_language = 'xx'));
    expect(problems).toContainEqual(expect.objectContaining({ file: 'events/past-meetup.yaml', field: 'title_original_language' }));
  });

  it('refuses a translation without its English field', () => {
    const problems = problemsAfter((raw) => (byFile(raw, 'Event', 'events/past-meetup.yaml').note_i18n = { sv: 'Bara svenska' }));
    expect(problems).toContainEqual(expect.objectContaining({ file: 'events/past-meetup.yaml', field: 'note_i18n' }));
  });

  it('refuses a translated newsletter subtitle when the English issue has none', () => {
    const problems = problemsAfter((raw) => ((raw as any).NewsletterTranslation[0].data.subtitle = 'Bara på svenska'));
    expect(problems).toContainEqual(expect.objectContaining({ file: 'newsletters/2026-week-46/sv.md', field: 'subtitle' }));
  });

  it('rejects an unknown source id in a story, an event and the archive', () => {
    const problems = problemsAfter((raw) => {
      byFile(raw, 'News', 'news/shared-story.yaml').outlets[1].outlet = 'nowhere';
      byFile(raw, 'Event', 'events/past-meetup.yaml').source = 'nowhere';
      first(raw, 'Archive').articles[1].source = 'nowhere';
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'news/shared-story.yaml', field: 'outlets[1].outlet', message: 'unknown source id "nowhere"' }),
        expect.objectContaining({ file: 'events/past-meetup.yaml', field: 'source' }),
        expect.objectContaining({ file: 'archive/articles.yaml', field: 'articles[1].source' }),
      ]),
    );
  });

  it('rejects duplicate ids in list files and across academia sections', () => {
    const problems = problemsAfter((raw) => {
      const outlets = first(raw, 'Outlets').outlets;
      outlets.push({ ...outlets[1] });
      (raw as any).AcademiaSection[1].data.items[0].id = 'courses-one';
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'sources/outlets.yaml', field: 'outlets.id', message: 'duplicate id "e24"' }),
        expect.objectContaining({ file: 'academia/groups.yaml', field: 'items.id', message: 'duplicate id "courses-one"' }),
      ]),
    );
  });

  it('refuses to name the news-source-only outlet as a sponsor', () => {
    const problems = problemsAfter((raw) => (byFile(raw, 'Event', 'events/past-meetup.yaml').sponsored = 'Wire Daily'));
    expect(problems).toContainEqual(expect.objectContaining({ file: 'events/past-meetup.yaml', field: 'sponsored' }));
  });

  it('reads an event price as data and refuses a price written as text, a number amount, an unknown currency or too fine an amount', () => {
    const data = validateContent(fixtureRawContent());
    expect(data.events.find((e) => e.id === 'running-conference')?.price).toEqual({ amount: '900', currency: 'SEK' });
    expect(data.events.find((e) => e.id === 'upcoming-summit')?.price).toBe('see-organiser');
    expect(data.events.find((e) => e.id === 'past-meetup')?.price).toBeUndefined();
    const problems = problemsAfter((raw) => {
      byFile(raw, 'Event', 'events/past-meetup.yaml').paid = 'NOK 250';
      byFile(raw, 'Event', 'events/oslo-day.yaml').price = 'NOK 250';
      byFile(raw, 'Event', 'events/running-conference.yaml').price = { amount: 1200, currency: 'SEK' };
      byFile(raw, 'Event', 'events/upcoming-summit.yaml').price = { amount: '1,200', currency: 'KRONER' };
      byFile(raw, 'Event', 'events/new-york-online.yaml').price = { amount: '3500.5', currency: 'ISK' };
    });
    const at = (file: string, field: string) =>
      problems.filter((p) => p.file === `events/${file}.yaml` && p.field === field).map((p) => p.message);
    expect(at('past-meetup', 'paid')).toEqual([expect.stringContaining('is replaced by price')]);
    expect(at('oslo-day', 'price')).toEqual([expect.stringContaining('must be free, see-organiser, or { amount')]);
    expect(at('running-conference', 'price.amount')).toEqual([expect.stringContaining('must be a decimal in quotes')]);
    expect(at('upcoming-summit', 'price.amount')).toEqual([expect.stringContaining('no grouping')]);
    expect(at('upcoming-summit', 'price.currency')).toEqual([expect.stringContaining('ISO 4217')]);
    expect(at('new-york-online', 'price.amount')).toEqual(['has more decimals than ISK is written with (0)']);
  });

  it('rejects an unknown field (a typo would drop data silently)', () => {
    const problems = problemsAfter((raw) => (byFile(raw, 'News', 'news/wire-story.yaml').summry = 'typo'));
    expect(problems).toContainEqual(expect.objectContaining({ file: 'news/wire-story.yaml', message: expect.stringMatching(/summry/) }));
  });

  it('rejects ids that would make unsafe file names', () => {
    const problems = problemsAfter((raw) => ((raw as any).News[0].file = 'news/Bad Id.yaml'));
    expect(problems).toContainEqual(expect.objectContaining({ file: 'news/Bad Id.yaml', field: '(file name)' }));
  });

  it('requires exactly one news-source-only outlet with its note', () => {
    const problems = problemsAfter((raw) => delete first(raw, 'Outlets').outlets[5].source_note);
    expect(problems).toContainEqual(expect.objectContaining({ file: 'sources/outlets.yaml', field: 'outlets[5].source_note' }));
  });

  it('reports every problem at once, each with content/<file>: <field> in the message', () => {
    const raw = cloneRaw(fixtureRawContent());
    (raw as any).News[0].data.country = 'XX';
    (raw as any).Event[0].data.url = 'not a url';
    expect(() => validateContent(raw)).toThrowError(
      /content\/news\/older-story\.yaml: country: [\s\S]*content\/events\/past-meetup\.yaml: url:/,
    );
  });
});
