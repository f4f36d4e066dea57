import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { searchRecords, type SearchRecord } from '@/lib/search/records';
import { htmlLang } from '@/lib/pages/languages';
import { SECTIONS } from '@/lib/core/sections';
import { LEAF_ROUTES } from '@/lib/pages/routes';
import { fixtureSnapshot } from '../../fixtures/markets/snapshot';
import { contextAt, fixtureSiteData } from '../../fixtures/site-data';

const data = fixtureSiteData();
const records = [...searchRecords(data, contextAt())];
const byUrl = new Map(records.map((record) => [record.url, record]));
const get = (url: string): SearchRecord => {
  const record = byUrl.get(url);
  if (!record) throw new Error(`no record for ${url}`);
  return record;
};

describe('search records', () => {
  it('has one record per published page and language, each URL once', () => {
    const perLanguage =
      SECTIONS.filter((section) => section.path !== 'search').length +
      data.content.news.length +
      data.content.events.length +
      data.content.newsletters.length +
      data.content.entities.length +
      LEAF_ROUTES.marketAsset.list(data).length;
    expect(records).toHaveLength(perLanguage * LOCALES.length);
    expect(byUrl.size).toBe(records.length);
  });

  it('puts each language in its own index, named as Pagefind reads <html lang>, with links in that language', () => {
    for (const lang of LOCALES) {
      const language = htmlLang(data, lang).toLowerCase();
      const own = records.filter((record) => record.language === language);
      expect(own.length, lang).toBe(records.length / LOCALES.length);
      for (const record of own) {
        if (lang === 'en') expect(record.url).not.toMatch(/^\/(nn|nb|sv|da|fi|is)\//);
        else expect(record.url.startsWith(`/${lang}/`), record.url).toBe(true);
      }
    }
    expect(get('/sv/news/shared-story/').language).toBe('sv-se');
  });

  it('never indexes a removed story (only in the archive ledger) or the search page itself', () => {
    expect(data.archiveById.has('gone-story')).toBe(true);
    for (const record of records) {
      expect(record.url).not.toContain('gone-story');
      expect(record.content).not.toContain('A story that left the site');
      expect(record.url).not.toMatch(/\/search\/$/);
    }
  });

  it('gives a story the headline the page shows, its date in the reader language and its outlet', () => {
    // A Norwegian outlet: Bokmål readers get its own headline, Swedish readers the English one.
    const nb = get('/nb/news/shared-story/');
    expect(nb.meta).toMatchObject({ title: 'Finanstilsynet med MiCA-veileder', kind: 'story', outlet: 'E24' });
    const sv = get('/sv/news/shared-story/');
    expect(sv.meta.title).toBe('Regulator publishes MiCA guidance');
    expect(sv.meta.datetime).toBe('2026-11-20T08:30:00+01:00');
    expect(sv.meta.date).toMatch(/20 nov/);
    // Searchable: the translated summary and every outlet's own headline.
    expect(sv.content).toContain('Delad nyhet.');
    expect(sv.content).toContain('Veileder om MiCA');
    expect(get('/news/shared-story/').content).toContain('Shared story.');
  });

  it('indexes events with their organiser, newsletters in translation, and the section pages', () => {
    const event = get('/fi/events/upcoming-summit/');
    expect(event.meta.kind).toBe('event');
    expect(event.meta.outlet).toBeTruthy();
    expect(get('/sv/newsletters/2026-week-46/').meta.title).toBe('Vecka 46');
    expect(get('/sv/newsletters/2026-week-46/').content).toContain('Andra numret');
    expect(get('/da/newsletters/2026-week-46/').meta.title).toBe('Week 46');
    expect(get('/sv/news/').meta).toMatchObject({ kind: 'page', title: 'Nyheter' });
    expect(get('/').meta.kind).toBe('page');
  });

  it('indexes who\u2019s who entries (the people the placeholder promises) and asset pages, in the reader\u2019s words', () => {
    const entity = get('/sv/orgchart/finanstilsynet/');
    expect(entity.meta).toEqual({ title: 'Finanstilsynet', kind: 'entity' });
    expect(entity.content).toContain('Finanstilsynet');
    expect(get('/orgchart/norges-bank/').meta.kind).toBe('entity');
    const withMarkets = { ...data, markets: fixtureSnapshot() };
    const assets = [...searchRecords(withMarkets, contextAt(), ['fi'])].filter((record) => record.meta.kind === 'asset');
    expect(assets.length).toBeGreaterThan(0);
    const btc = assets.find((record) => record.url === '/fi/markets/btc/');
    expect(btc?.meta.title).toContain('Bitcoin (BTC)');
    expect(btc?.content).toContain('BTC');
  });
});
