import { describe, expect, it } from 'vitest';
import { buildDocument, resolveDocuments, RegistryError } from '@/lib/api/registry';
import { slugify } from '@/lib/core/slug';
import { cloneRaw, fixtureRawContent } from '../fixtures/content';
import { contextAt, fixtureSiteData } from '../fixtures/site-data';

const data = fixtureSiteData();
const ctx = contextAt();
const doc = (path: string, at = ctx, d = data) => buildDocument(d, at, path) as any;

describe('envelope', () => {
  it('is on every list document with api_version "1", the site name, generated_at with offset and preview false', () => {
    for (const path of [
      'index.json',
      'news.json',
      'events.json',
      'newsletters.json',
      'sources.json',
      'academia.json',
      'orgchart.json',
      'profiles.json',
      'images.json',
      'changelog.json',
      'archive/articles.json',
      'languages.json',
      'geo-language.json',
      'meta.json',
      'news/topics.json',
    ]) {
      const d = doc(path);
      expect(d, path).toMatchObject({ api_version: '1', name: 'Test Desk', generated_at: '2026-11-22T12:00:00.000Z', preview: false });
    }
  });
});

describe('news', () => {
  it('lists newest first and sets updated to the newest', () => {
    const news = doc('news.json');
    expect(news.items.map((i: any) => i.id)).toEqual(['own-story', 'shared-story', 'wire-story', 'older-story']);
    expect(news.count).toBe(4);
    expect(news.updated).toBe('2026-11-21T10:00:00+01:00');
  });

  it('has a by-country document for all seven codes, empty ones included', () => {
    for (const code of ['NO', 'SE', 'DK', 'FI', 'IS', 'NORDIC', 'EU']) {
      const list = doc(`news/by-country/${code}.json`);
      expect(list, code).toBeDefined();
      expect(list.items.every((i: any) => i.country === code)).toBe(true);
    }
    expect(doc('news/by-country/DK.json')).toMatchObject({ count: 0, items: [] });
    expect(doc('news/by-country/NO.json').items.map((i: any) => i.id)).toEqual(['shared-story']);
  });

  it('counts topics and gives each a safe slug and its real URL', () => {
    const topics = doc('news/topics.json');
    expect(topics.topics).toEqual([
      { id: 'central banks', slug: 'central-banks', count: 2, api_url: 'https://desk.test/api/v1/news/by-topic/central-banks.json' },
      { id: 'regulation', slug: 'regulation', count: 2, api_url: 'https://desk.test/api/v1/news/by-topic/regulation.json' },
    ]);
    const topic = doc('news/by-topic/central-banks.json');
    expect(topic.topic).toBe('central banks');
    expect(topic.items.map((i: any) => i.id)).toEqual(['shared-story', 'older-story']);
    expect(slugify('Skatt på krypto')).toBe('skatt-pa-krypto');
  });

  it('computes coverage from the outlets: country shares and exactly four source-type rows in order', () => {
    const item = doc('news/shared-story.json');
    expect(item.coverage).toEqual({
      count: 3,
      by_country: [
        { country: 'NO', count: 2, share: 0.6667 },
        { country: 'EU', count: 1, share: 0.3333 },
      ],
      by_source_type: [
        { type: 'national', count: 1, share: 0.3333 },
        { type: 'regional', count: 0, share: 0 },
        { type: 'official', count: 1, share: 0.3333 },
        { type: 'international', count: 1, share: 0.3333 },
      ],
    });
    expect(doc('news/older-story.json').coverage.by_source_type.map((r: any) => r.type)).toEqual([
      'national',
      'regional',
      'official',
      'international',
    ]);
  });

  it('puts the primary outlet first in sources, then also_covered_by', () => {
    const item = doc('news/shared-story.json');
    expect(item.primary_source).toMatchObject({ outlet: 'e24', primary: true, paywall: true, lang: 'Norwegian Bokmål' });
    expect(item.also_covered_by.map((o: any) => o.outlet)).toEqual(['ft-no', 'reuters']);
    expect(item.sources.map((o: any) => o.outlet)).toEqual(['e24', 'ft-no', 'reuters']);
    expect(item.sources.map((o: any) => o.primary)).toEqual([true, false, false]);
    expect(item.url).toBe('https://e24.no/a');
    expect(item.html_url).toBe('https://desk.test/news/shared-story/');
    expect(item.title).toBe('Finanstilsynet med MiCA-veileder');
    expect(item.summary_i18n).toEqual({ nb: 'Delt sak.', sv: 'Delad nyhet.' });
    expect(doc('news/older-story.json').also_covered_by).toEqual([]);
  });

  it('uses only source ids present in the sources catalogue', () => {
    const ids = new Set(doc('sources.json').sources.map((s: any) => s.id));
    for (const item of doc('news.json').items) {
      expect(ids.has(item.source)).toBe(true);
      for (const outlet of doc(`news/${item.id}.json`).sources) expect(ids.has(outlet.outlet)).toBe(true);
    }
  });

  it('lists each story as its own document without the Markdown body, which the item document keeps', () => {
    const lists = ['news.json', 'news/by-country/NO.json', 'news/by-country/EU.json'].map((path) => doc(path));
    let withBody = 0;
    for (const list of lists) {
      for (const listed of list.items) {
        const { body, body_i18n: _bodyI18n, ...rest } = doc(`news/${listed.id}.json`);
        expect(listed, listed.id).toEqual(rest);
        expect(listed.sources).toEqual([listed.primary_source, ...listed.also_covered_by]);
        if (body !== undefined) withBody++;
      }
    }
    // The fixture's own story has a Markdown body: it is in its document, not in the lists.
    expect(withBody).toBeGreaterThan(0);
    expect(doc('news.json').items.some((item: any) => 'body' in item || 'body_i18n' in item)).toBe(false);
    expect(doc('news.json').items.every((item: any) => Array.isArray(item.sources))).toBe(true);
  });

  it('refers to its stories from a topic document: id, title, published and both URLs, newest first', () => {
    const topic = doc('news/by-topic/central-banks.json');
    expect(topic).toMatchObject({ topic: 'central banks', slug: 'central-banks', count: 2, updated: topic.items[0].published });
    expect(topic.items).toEqual(
      ['shared-story', 'older-story'].map((id) => {
        const item = doc(`news/${id}.json`);
        return {
          id,
          title: item.title,
          title_en: item.title_en,
          title_i18n: item.title_i18n,
          language_code: item.language_code,
          published: item.published,
          api_url: item.api_url,
          html_url: item.html_url,
        };
      }),
    );
  });

  it('publishes translated headlines, own bodies and event titles beside the English, as plain strings', () => {
    const raw = cloneRaw(fixtureRawContent()) as any;
    const file = (kind: string, name: string) => raw[kind].find((d: any) => d.file === name).data;
    file('News', 'news/shared-story.yaml').title_i18n = {
      sv: 'Finanstilsynet ger MiCA-vägledning',
      da: { text: 'MiCA-vejledning', machine: true },
    };
    file('News', 'news/own-story.yaml').body_i18n = { fi: { text: 'Oma juttumme.', machine: true }, nb: 'Vår egen sak.' };
    file('Event', 'events/past-meetup.yaml').title_i18n = { nb: 'Treff', is: { text: 'Fundur', machine: true } };
    const d = fixtureSiteData(raw);
    const at = (path: string) => buildDocument(d, ctx, path) as any;
    const shared = at('news/shared-story.json');
    expect(shared).toMatchObject({
      title: 'Finanstilsynet med MiCA-veileder',
      title_en: 'Regulator publishes MiCA guidance',
      title_i18n: { sv: 'Finanstilsynet ger MiCA-vägledning', da: 'MiCA-vejledning' },
    });
    expect(at('news.json').items.find((item: any) => item.id === 'shared-story').title_i18n).toEqual(shared.title_i18n);
    expect(at('news/by-country/NO.json').items[0].title_i18n).toEqual(shared.title_i18n);
    expect(at('news/by-topic/regulation.json').items.find((item: any) => item.id === 'shared-story').title_i18n).toEqual(shared.title_i18n);
    expect(at('news.json').items.every((item: any) => typeof item.title_i18n === 'object')).toBe(true);
    const own = at('news/own-story.json');
    expect(own).toMatchObject({ body: 'Text of our own story.', body_i18n: { fi: 'Oma juttumme.', nb: 'Vår egen sak.' } });
    expect(at('news/wire-story.json')).not.toHaveProperty('body_i18n');
    const event = at('events/past-meetup.json');
    expect(event.title_i18n).toEqual({ nb: 'Treff', is: 'Fundur' });
    expect(at('events.json').events.find((e: any) => e.id === 'past-meetup').title_i18n).toEqual(event.title_i18n);
    // No machine-mark object ever reaches a document.
    expect(JSON.stringify([shared, own, event])).not.toMatch(/"machine"/);
  });

  it('sets source_note on the news-source-only outlet and nowhere else', () => {
    const wire = doc('news/wire-story.json');
    expect(wire.source_note).toMatch(/news source only/);
    expect(wire.primary_source.source_note).toBe(wire.source_note);
    expect(doc('news/shared-story.json').sources.every((o: any) => o.source_note === null)).toBe(true);
    const catalogue = doc('sources.json').sources;
    expect(catalogue.filter((s: any) => s.news_source_only).map((s: any) => s.id)).toEqual(['wire']);
  });

  it('points an own story at its own page', () => {
    const own = doc('news/own-story.json');
    expect(own).toMatchObject({
      own_story: true,
      url: 'https://desk.test/news/own-story/',
      html_url: 'https://desk.test/news/own-story/',
      source: 'desk',
    });
    expect(own.source_logo).toMatchObject({ file_url: 'https://desk.test/assets/img/logos/desk.svg', license: 'CC0-1.0' });
  });
});

describe('events', () => {
  it('lists soonest first with past ones flagged', () => {
    const events = doc('events.json').events;
    expect(events.map((e: any) => e.id)).toEqual(['past-meetup', 'running-conference', 'oslo-day', 'new-york-online', 'upcoming-summit']);
    expect(events.map((e: any) => e.past)).toEqual([true, false, false, false, false]);
  });

  it('judges "ended" in each event\u2019s own offset', () => {
    // 23:30 UTC on the 22nd: Oslo's day is over (midnight there was 23:00 UTC), UTC's is not.
    const late = contextAt(new Date('2026-11-22T23:30:00Z'));
    expect(doc('events/oslo-day.json', late).past).toBe(true);
    // 01:00 UTC on the 23rd: the UTC date has turned but it is still the 22nd in New York.
    const afterMidnight = contextAt(new Date('2026-11-23T01:00:00Z'));
    expect(doc('events/new-york-online.json', afterMidnight).past).toBe(false);
    expect(doc('events/upcoming.json', afterMidnight).events.map((e: any) => e.id)).toContain('new-york-online');
    expect(doc('events/new-york-online.json', contextAt(new Date('2026-11-23T05:00:00Z'))).past).toBe(true);
    // No end: lasts through its start day in its own offset (+02:00).
    expect(doc('events/upcoming-summit.json', contextAt(new Date('2026-12-03T21:59:59Z'))).past).toBe(false);
    expect(doc('events/upcoming-summit.json', contextAt(new Date('2026-12-03T22:00:00Z'))).past).toBe(true);
  });

  it('splits upcoming (soonest first) and past (newest first)', () => {
    const at = contextAt(new Date('2026-11-23T01:00:00Z'));
    expect(doc('events/upcoming.json', at).events.map((e: any) => e.id)).toEqual([
      'running-conference',
      'new-york-online',
      'upcoming-summit',
    ]);
    expect(doc('events/past.json', at).events.map((e: any) => e.id)).toEqual(['oslo-day', 'past-meetup']);
  });

  it('keeps paid and sponsored as given and slices by country', () => {
    const running = doc('events/running-conference.json');
    expect(running).toMatchObject({ paid: true, price: { amount: '900', currency: 'SEK' }, sponsored: 'Acme Bank' });
    expect(doc('events/upcoming-summit.json')).toMatchObject({ paid: true, price: null });
    expect(doc('events/past-meetup.json')).toMatchObject({ paid: null, price: null, sponsored: false });
    expect(doc('events/by-country/NO.json').events.map((e: any) => e.id)).toEqual(['past-meetup', 'oslo-day']);
    expect(doc('events/by-country/IS.json')).toMatchObject({ count: 0, events: [] });
  });
});

describe('event end as published', () => {
  it('is always a date-time with the start\u2019s offset (a plain date becomes the end of that day there), or null', () => {
    const isoWithOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
    for (const event of doc('events.json').events) {
      if (event.end !== null) expect(event.end, event.id).toMatch(isoWithOffset);
    }
    // Content says `end: 2026-11-23` for an event starting in +01:00: that day ends at midnight after it, there.
    expect(doc('events/running-conference.json').end).toBe('2026-11-24T00:00:00+01:00');
  });

  it('agrees with past: a client comparing end with Date.parse reaches the same answer', () => {
    for (const now of ['2026-11-23T22:59:59Z', '2026-11-23T23:00:00Z', '2026-11-24T05:00:00Z']) {
      const at = contextAt(new Date(now));
      for (const event of doc('events.json', at).events) {
        if (event.end === null) continue;
        expect(event.past, `${event.id} at ${now}`).toBe(Date.parse(now) >= Date.parse(event.end));
      }
    }
  });
});

describe('newsletters, changelog, rules', () => {
  it('lists newsletters newest first without bodies; each issue has text and html', () => {
    const list = doc('newsletters.json');
    expect(list.issues.map((i: any) => i.id)).toEqual(['2026-week-46', '2026-week-44']);
    for (const issue of list.issues) {
      expect(issue).not.toHaveProperty('text');
      expect(issue).not.toHaveProperty('html');
      expect(issue).not.toHaveProperty('html_i18n');
    }
    const issue = doc('newsletters/2026-week-46.json');
    expect(issue).toMatchObject({
      text: 'Second issue',
      html: '<p>Second issue</p>',
      title_i18n: { sv: 'Vecka 46' },
      text_i18n: { sv: 'Andra numret' },
    });
  });

  it('lists the changelog newest first', () => {
    expect(doc('changelog.json').entries.map((e: any) => e.id)).toEqual(['markets', 'api-v1']);
  });

  it('omits rules.json while the rules page is a placeholder, and publishes it when it is not', () => {
    expect(resolveDocuments(data).has('rules.json')).toBe(false);
    expect(doc('rules.json')).toBeUndefined();
    expect(doc('index.json').endpoints.find((e: any) => e.path === '/api/v1/rules.json')).toMatchObject({
      available: false,
      example_url: null,
    });
    const raw = cloneRaw(fixtureRawContent());
    (raw as any).Rules[0].data = {
      state: 'published',
      checked: '2026-11-01',
      title: 'Crypto rules in the Nordics',
      intro: 'How MiCA applies.',
      eu: {
        summary: 'MiCA is an EU regulation.',
        facts: [{ topic: 'mica', date: '2024-12-30', source: 'https://eur-lex.europa.eu/', confidence: 'primary' }],
      },
      countries: [
        {
          country: 'NO',
          route: 'eea',
          status: 'EEA',
          summary: 'Via the EEA agreement.',
          supervisor: 'Finanstilsynet',
          register_url: 'https://www.finanstilsynet.no/virksomhetsregisteret/',
          facts: [{ topic: 'mica', date: '2025-07-01', source: 'https://lovdata.no/', confidence: 'primary' }],
        },
      ],
    };
    const published = fixtureSiteData(raw);
    expect(doc('rules.json', ctx, published)).toMatchObject({
      available: true,
      checked: '2026-11-01',
      countries: [{ country: 'NO', route: 'eea', casps_url: 'https://desk.test/api/v1/rules/casps/NO.json' }],
    });
  });
});

describe('archive', () => {
  it('keeps a story that left the news with removed: true and adds new stories', () => {
    const archive = doc('archive/articles.json');
    const byId = Object.fromEntries(archive.articles.map((a: any) => [a.id, a]));
    expect(byId['gone-story']).toMatchObject({ removed: true, html_url: null });
    expect(byId['shared-story']).toMatchObject({ removed: false });
    expect(byId['own-story']).toMatchObject({ removed: false, url: 'https://desk.test/news/own-story/' });
    expect(archive.count).toBe(5);
  });

  it('never drops a row: removing a story keeps every archived id', () => {
    const before = doc('archive/articles.json')
      .articles.map((a: any) => a.id)
      .sort();
    const raw = cloneRaw(fixtureRawContent());
    (raw as any).News = raw.News.filter((d) => d.file !== 'news/shared-story.yaml');
    const after = doc('archive/articles.json', ctx, fixtureSiteData(raw));
    expect(after.articles.map((a: any) => a.id).sort()).toEqual(before);
    expect(after.articles.find((a: any) => a.id === 'shared-story')).toMatchObject({ removed: true });
  });
});

describe('registry', () => {
  it('refuses a content id that collides with a fixed document name', () => {
    for (const [kind, file] of [
      ['News', 'news/topics.yaml'],
      ['Event', 'events/upcoming.yaml'],
      ['Event', 'events/past.yaml'],
    ] as const) {
      const raw = cloneRaw(fixtureRawContent());
      (raw as any)[kind][0].file = file;
      expect(() => resolveDocuments(fixtureSiteData(raw)), file).toThrowError(RegistryError);
    }
  });

  it('refuses two topics that share a slug', () => {
    const raw = cloneRaw(fixtureRawContent());
    (raw as any).News[0].data.topics = ['central banks', 'central-banks'];
    expect(() => resolveDocuments(fixtureSiteData(raw))).toThrowError(/by-topic\/central-banks\.json/);
  });

  it('answers nothing for unknown or malformed paths', () => {
    for (const path of [
      'nope.json',
      'news/../../etc.json',
      'news/..%2f..%2fetc.json',
      'news/shared-story',
      'news/SHARED-STORY.json',
      '',
      'news/by-country/XX.json',
    ]) {
      expect(doc(path), path).toBeUndefined();
    }
  });
});

describe('discovery', () => {
  it('lists every family with absolute example URLs on base_url and pages_url', () => {
    const index = doc('index.json');
    const resolved = resolveDocuments(data);
    for (const endpoint of index.endpoints.filter((e: any) => e.available)) {
      expect(endpoint.example_url.startsWith('https://desk.test/api/v1/')).toBe(true);
      expect(endpoint.example_url_pages.startsWith('https://pages.desk.test/api/v1/')).toBe(true);
      expect(resolved.has(endpoint.example_url.replace('https://desk.test/api/v1/', ''))).toBe(true);
    }
    expect(index.counts).toMatchObject({ news: 4, events: 5, newsletters: 2, documents: resolved.size });
    expect(index.cors.allow_origin).toBe('*');
  });

  it('says in geo-language that the cookie wins and names it', () => {
    const geo = doc('geo-language.json');
    expect(geo.note).toMatch(/cookie "lang"/);
    expect(geo.note).toMatch(/always wins/);
    expect(geo).toMatchObject({ cookie: 'lang', default: 'en', by_country: { NO: 'nb' } });
  });
});
