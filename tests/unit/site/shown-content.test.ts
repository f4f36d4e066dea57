import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProfileLinks } from '@/components/orgchart/profile-links';
import { ShownNote } from '@/components/site/shown-note';
import { MESSAGES } from '@/lib/i18n/messages';
import { buildEvent } from '@/lib/api/families/events';
import { buildNewsItem } from '@/lib/api/news-item';
import type { RawContent } from '@/lib/content/types';
import { allEvents, icsCalendar } from '@/lib/feeds/calendars';
import { feedChannel } from '@/lib/feeds/news-feeds';
import type { Locale } from '@/lib/i18n/locales';
import { headlineFor, storyBody } from '@/lib/pages/headline';
import { eventJsonLd, newsArticleJsonLd } from '@/lib/pages/json-ld';
import { eventTitle } from '@/lib/pages/localized';
import { pageEnvFrom } from '@/lib/pages/page-env';
import { searchRecords } from '@/lib/search/records';
import { cloneRaw, fixtureRawContent } from '../../fixtures/content';
import { contextAt, fixtureSiteData } from '../../fixtures/site-data';

/**
 * The one rule (lib/i18n/shown-text.ts) as pages, feeds, calendars, JSON-LD and search records
 * apply it to headlines, own-story bodies and event titles: the reader's language when translated
 * (with the machine mark kept), else the original when the reader reads it, else English.
 */
function translated(): RawContent {
  const raw = cloneRaw(fixtureRawContent()) as unknown as Record<string, Array<{ file: string; data: Record<string, any> }>>;
  const file = (kind: string, name: string) => raw[kind]!.find((doc) => doc.file === name)!.data;
  // e24 writes Bokmål: nb and nn readers get its own headline; Swedish is a machine's, Danish an editor's.
  file('News', 'news/shared-story.yaml').title_i18n = {
    sv: { text: 'Finanstilsynet ger MiCA-vägledning', machine: true },
    da: 'Finanstilsynet udgiver MiCA-vejledning',
  };
  file('News', 'news/own-story.yaml').title_i18n = { fi: 'Mitä MiCA tarkoittaa Pohjoismaissa' };
  file('News', 'news/own-story.yaml').body_i18n = { fi: 'Oman juttumme *teksti*.', sv: { text: 'Vår egen text.', machine: true } };
  const summit = file('Event', 'events/upcoming-summit.yaml');
  summit.title_original = 'Kryptohuippukokous';
  summit.title_i18n = { sv: 'Kryptotoppmötet' };
  return raw as unknown as RawContent;
}

const data = fixtureSiteData(translated());
const ctx = contextAt();
const env = (lang: Locale) => pageEnvFrom(data, ctx, lang);
const story = (id: string) => buildNewsItem(data, ctx, data.newsById.get(id)!);
const event = (id: string) => buildEvent(ctx, data.eventById.get(id)!);

describe('headlines by the one rule', () => {
  it('shows the reader\u2019s translation, the outlet\u2019s own to its readers, else English, with the other version', () => {
    const shared = story('shared-story');
    expect(headlineFor(shared, 'sv')).toMatchObject({ text: 'Finanstilsynet ger MiCA-vägledning', lang: 'sv', machine: true });
    expect(headlineFor(shared, 'sv').other).toEqual({ text: 'Finanstilsynet med MiCA-veileder', lang: 'nb', kind: 'original' });
    expect(headlineFor(shared, 'da')).toMatchObject({ text: 'Finanstilsynet udgiver MiCA-vejledning', lang: 'da', machine: false });
    expect(headlineFor(shared, 'nn')).toMatchObject({ text: 'Finanstilsynet med MiCA-veileder', lang: 'nb', fallback: false });
    // A Nordic reader gets no English second headline; an English reader gets the outlet's own.
    expect(headlineFor(shared, 'nn').other).toBeNull();
    expect(headlineFor(shared, 'en').other).toEqual({ text: 'Finanstilsynet med MiCA-veileder', lang: 'nb', kind: 'original' });
    expect(headlineFor(shared, 'fi')).toMatchObject({ text: 'Regulator publishes MiCA guidance', lang: 'en', fallback: true });
    expect(headlineFor(shared, 'en')).toMatchObject({ text: 'Regulator publishes MiCA guidance', lang: 'en', fallback: false });
    // An English outlet's headline has no title_en: it is the English.
    expect(headlineFor(story('own-story'), 'is')).toMatchObject({
      text: 'What MiCA means in the Nordics',
      lang: 'en',
      fallback: true,
      other: null,
    });
    expect(headlineFor(story('own-story'), 'fi')).toMatchObject({ text: 'Mitä MiCA tarkoittaa Pohjoismaissa', lang: 'fi', other: null });
  });

  it('shows an own story\u2019s body in the reader\u2019s language, English (marked as a fallback) where it has none', () => {
    const own = story('own-story');
    expect(storyBody(own, 'fi')).toMatchObject({ text: 'Oman juttumme *teksti*.', lang: 'fi', machine: false });
    expect(storyBody(own, 'sv')).toMatchObject({ text: 'Vår egen text.', machine: true });
    expect(storyBody(own, 'da')).toMatchObject({ text: 'Text of our own story.', lang: 'en', fallback: true });
    expect(storyBody(story('shared-story'), 'fi')).toBeNull();
  });
});

describe('event titles by the one rule', () => {
  it('heads with the reader\u2019s title and keeps the organiser\u2019s only where it differs from the one shown', () => {
    const summit = event('upcoming-summit');
    expect(eventTitle(summit, 'sv')).toMatchObject({
      shown: { text: 'Kryptotoppmötet', lang: 'sv' },
      original: { text: 'Kryptohuippukokous', lang: 'fi' },
    });
    // Finnish readers read the organiser's own title (the event is in Finland): it is not repeated.
    expect(eventTitle(summit, 'fi')).toMatchObject({ shown: { text: 'Kryptohuippukokous', lang: 'fi', fallback: false }, original: null });
    expect(eventTitle(summit, 'da').shown).toMatchObject({ lang: 'en', fallback: true });
  });
});

describe('feeds, calendars, JSON-LD and search records', () => {
  it('carry the headline and title the page of their language shows', () => {
    const sv = feedChannel(env('sv')).entries.find((entry) => entry.url.endsWith('/news/shared-story/'));
    expect(sv?.title).toBe('Finanstilsynet ger MiCA-vägledning');
    expect(feedChannel(env('fi')).entries.find((entry) => entry.url.endsWith('/news/own-story/'))?.title).toBe(
      'Mitä MiCA tarkoittaa Pohjoismaissa',
    );

    const ics = icsCalendar(env('sv'), allEvents(env('sv')), 'x').replace(/\r\n /g, '');
    expect(ics).toContain('SUMMARY;LANGUAGE=sv:Kryptotoppmötet');
    expect(ics).toContain('(Kryptohuippukokous)');
    expect(icsCalendar(env('fi'), allEvents(env('fi')), 'x').replace(/\r\n /g, '')).toContain('SUMMARY;LANGUAGE=fi:Kryptohuippukokous');

    expect(eventJsonLd(env('sv'), event('upcoming-summit'))).toMatchObject({ name: 'Kryptotoppmötet' });
    expect(newsArticleJsonLd(env('da'), story('shared-story'))).toMatchObject({ headline: 'Finanstilsynet udgiver MiCA-vejledning' });

    const records = [...searchRecords(data, ctx, ['sv', 'fi'])];
    const record = (lang: string, path: string) => records.find((r) => r.url === `/${lang}/${path}/`)!;
    expect(record('sv', 'news/shared-story').meta.title).toBe('Finanstilsynet ger MiCA-vägledning');
    expect(record('sv', 'events/upcoming-summit').meta.title).toBe('Kryptotoppmötet');
    expect(record('sv', 'events/upcoming-summit').content).toContain('Kryptohuippukokous');
    expect(record('fi', 'news/own-story').content).toContain('Oman juttumme teksti.');
  });
});

describe('who\u2019s who profile links', () => {
  it('name each platform in the reader\u2019s language, and keep an unknown one as written, marked English', () => {
    const profiles = [
      {
        id: 'desk',
        name: 'Nordic Crypto Desk',
        kind: 'organisation',
        links: [
          { platform: 'website', url: 'https://example.org/' },
          { platform: 'x', url: 'https://x.com/desk' },
          { platform: 'podcast', url: 'https://example.org/pod' },
        ],
      },
    ];
    const html = (lang: Locale) => renderToStaticMarkup(createElement(ProfileLinks, { profiles, lang, institutions: new Map() }));
    expect(html('sv')).toContain('>Webbplats</a>');
    expect(html('fi')).toContain('>Verkkosivusto</a>');
    expect(html('en')).toContain('>Website</a>');
    expect(html('sv')).toContain('>X</a>');
    expect(html('sv')).toContain('<a href="https://example.org/pod" lang="en">podcast</a>');
    expect(html('sv')).not.toContain('>website<');
  });
});

describe('the reader is told', () => {
  it('that a text is a machine\u2019s translation, and that a body is in English, in the reader\u2019s language', () => {
    const m = MESSAGES.sv;
    const note = (own: Parameters<typeof ShownNote>[0]) => renderToStaticMarkup(createElement(ShownNote, own));
    const own = story('own-story');
    expect(note({ shown: storyBody(own, 'sv')!, m, fallback: m.news.bodyInEnglish })).toContain(m.common.machineTranslated);
    expect(note({ shown: storyBody(own, 'da')!, m: MESSAGES.da, fallback: MESSAGES.da.news.bodyInEnglish })).toContain(
      MESSAGES.da.news.bodyInEnglish,
    );
    expect(note({ shown: storyBody(own, 'fi')!, m: MESSAGES.fi, fallback: MESSAGES.fi.news.bodyInEnglish })).toBe('');
    // A headline in English is marked lang="en", not noted; a machine's headline is.
    expect(note({ shown: headlineFor(story('shared-story'), 'fi'), m: MESSAGES.fi })).toBe('');
    expect(note({ shown: headlineFor(story('shared-story'), 'sv'), m })).toContain(m.common.machineTranslated);
  });
});
