import { fmt as fill } from '@/lib/i18n/fmt';
import type { Messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { loadSiteData } from '@/lib/data/load';
import { shownName } from '@/lib/i18n/names';

/**
 * One page of every translated page type and the translated heading it shows, read by the browser
 * walk (tests/e2e/site-walk.spec.ts: what needs a browser) and by the checks over out/
 * (tests/integration/site/page-translations.test.ts: what the HTML says), so both visit the same pages.
 */
export interface Ids {
  story: string;
  event: string;
  issue: { id: string; number: number };
  entity: { id: string; name: string };
  /** The entry's heading per language, by the institutions table (lib/i18n/names.ts). */
  entityName: (lang: Locale) => string;
  month: string;
}

/** The API documents `pageIds` reads, in its order. */
export const ID_DOCUMENTS = ['news.json', 'events.json', 'newsletters.json', 'orgchart.json'] as const;

interface Documents {
  news: { items: Array<{ id: string }> };
  events: { events: Array<{ id: string; start: string }> };
  newsletters: { issues: Array<{ id: string; number: number }> };
  orgchart: { entities: Array<{ id: string; name: string }> };
}

export function pageIds([news, events, newsletters, orgchart]: unknown[]): Ids {
  const docs = { news, events, newsletters, orgchart } as Documents;
  return {
    entity: { id: docs.orgchart.entities[0]!.id, name: docs.orgchart.entities[0]!.name },
    entityName: (lang) => shownName(loadSiteData().institutions, docs.orgchart.entities[0]!.name, lang).text,
    month: docs.events.events[0]!.start.slice(0, 7),
    story: docs.news.items[0]!.id,
    event: docs.events.events[0]!.id,
    issue: { id: docs.newsletters.issues[0]!.id, number: docs.newsletters.issues[0]!.number },
  };
}

/** A page type whose translation is checked: its path and the translated heading it must show (level 0: none, see `special`). */
export interface Translated {
  name: string;
  path: (ids: Ids) => string;
  heading: (m: Messages, ids: Ids, lang: Locale) => { level?: number; text: string };
}

export const TRANSLATED: Translated[] = [
  { name: 'home', path: () => '', heading: (m) => ({ level: 1, text: m.home.title }) },
  { name: 'news', path: () => 'news', heading: (m) => ({ level: 1, text: m.news.title }) },
  { name: 'story', path: (i) => `news/${i.story}`, heading: (m) => ({ level: 2, text: m.news.everyOutlet }) },
  {
    name: 'news by country',
    path: () => 'news/country/NO',
    heading: (m) => ({ level: 1, text: fill(m.news.countryTitle, { country: m.countries.NO }) }),
  },
  {
    name: 'news by topic',
    path: () => 'news/topic/regulation',
    heading: (m) => ({ level: 1, text: fill(m.news.topicTitle, { topic: m.topics.regulation }) }),
  },
  { name: 'events', path: () => 'events', heading: (m) => ({ level: 1, text: m.events.title }) },
  {
    name: 'events by country',
    path: () => 'events/country/SE',
    heading: (m) => ({ level: 1, text: fill(m.events.countryTitle, { country: m.countries.SE }) }),
  },
  { name: 'event', path: (i) => `events/${i.event}`, heading: (m) => ({ level: 0, text: m.events.when }) },
  { name: 'markets', path: () => 'markets', heading: (m) => ({ level: 1, text: m.markets.title }) },
  {
    name: 'market asset',
    path: () => 'markets/btc',
    heading: (m) => ({ level: 1, text: fill(m.markets.assetTitle, { asset: 'Bitcoin (BTC)' }) }),
  },
  { name: 'newsletters', path: () => 'newsletters', heading: (m) => ({ level: 1, text: m.newsletters.title }) },
  { name: 'newsletter issue', path: (i) => `newsletters/${i.issue.id}`, heading: () => ({ level: 1, text: '' }) },
  { name: 'api', path: () => 'api', heading: (m) => ({ level: 1, text: m.api.title }) },
  { name: 'orgchart', path: () => 'orgchart', heading: (m) => ({ level: 1, text: m.orgchart.title }) },
  { name: 'orgchart entry', path: (i) => `orgchart/${i.entity.id}`, heading: (_m, i, lang) => ({ level: 1, text: i.entityName(lang) }) },
  { name: 'academia', path: () => 'academia', heading: (m) => ({ level: 1, text: m.academia.title }) },
  { name: 'sources', path: () => 'sources', heading: (m) => ({ level: 1, text: m.sources.title }) },
  { name: 'changelog', path: () => 'changelog', heading: (m) => ({ level: 1, text: m.changelog.title }) },
  { name: 'rules', path: () => 'rules', heading: (m) => ({ level: 1, text: m.rules.title }) },
  { name: 'about', path: () => 'about', heading: (m) => ({ level: 1, text: m.about.title }) },
  { name: 'events month', path: (i) => `events/month/${i.month}`, heading: (m) => ({ level: 1, text: m.events.calendar }) },
  { name: 'search', path: () => 'search', heading: (m) => ({ level: 1, text: m.search.title }) },
];

/** The types whose <title> does not repeat the heading (a story's, an event's… title is its own). */
export const TITLE_WITHOUT_HEADING = ['story', 'event', 'newsletter issue', 'home', 'events month'];
