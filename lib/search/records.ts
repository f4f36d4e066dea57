import { buildNewsItem } from '@/lib/api/news-item';
import type { SiteData } from '@/lib/data/site-data';
import type { BuildContext } from '@/lib/core/context';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { fmt } from '@/lib/i18n/fmt';
import { assetName } from '@/lib/markets/icons';
import { formatDate } from '@/lib/pages/format';
import { headlineFor, storyBody } from '@/lib/pages/headline';
import { countryLabel, topicLabel } from '@/lib/pages/labels';
import { eventTitle, ownText } from '@/lib/pages/localized';
import { markdownToText } from '@/lib/markdown/plain-text';
import { SECTIONS } from '@/lib/core/sections';
import { pageEnvFrom, type PageEnv } from '@/lib/pages/page-env';
import { LEAF_ROUTES, leafPath } from '@/lib/pages/routes';
import { pagePath } from '@/lib/urls';
import type { SearchKind } from './kinds';

/** The search index's records, from the same site data and routes as the pages, never crawled, so an unpublished page cannot be found. */

/** What a result shows besides its link (Pagefind stores these as the record's `meta`). */
export interface SearchMeta {
  readonly title: string;
  readonly kind: SearchKind;
  /** ISO 8601 date or instant, for `<time datetime>`. */
  readonly datetime?: string;
  /** The same date written for the record's language at build time. */
  readonly date?: string;
  /** The outlet of a story, the organiser of an event, the site for a newsletter. */
  readonly outlet?: string;
}

export interface SearchRecord {
  /** Site path of the page in the record's language (`/sv/news/x/`). */
  readonly url: string;
  /** Pagefind's index language: `<html lang>` lower-cased, as its browser code looks it up (`sv-SE` would never match). */
  readonly language: string;
  /** Plain text that is searched; the title is part of it. */
  readonly content: string;
  readonly meta: SearchMeta;
}

/** Page paths (without language prefix) the index leaves out: the search page finding itself. */
const UNINDEXED_SECTIONS: ReadonlySet<string> = new Set(['search']);

export function searchLanguage(env: PageEnv): string {
  return env.locale.toLowerCase();
}

function text(...parts: ReadonlyArray<string | null | undefined | false>): string {
  return parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join('\n');
}

/** A section page's lede: `m.<key>.intro` where its block has one (the pages print the same). */
function sectionIntro(m: Messages, key: string): string | undefined {
  const block: unknown = (m as unknown as Record<string, unknown>)[key];
  if (block && typeof block === 'object' && 'intro' in block && typeof block.intro === 'string') return block.intro;
  return undefined;
}

function storyRecords(env: PageEnv, items: readonly ReturnType<typeof buildNewsItem>[]): SearchRecord[] {
  const { lang, m, locale } = env;
  const language = searchLanguage(env);
  return items.map((item) => {
    const headline = headlineFor(item, lang);
    const summary = ownText(item.summary, item.summary_i18n, lang);
    return {
      url: pagePath(lang, leafPath(LEAF_ROUTES.story, item.id)),
      language,
      content: text(
        headline.text,
        headline.other?.text,
        summary.text,
        // An own story's body in the language its page shows it in.
        (() => {
          const body = storyBody(item, lang);
          return body ? markdownToText(body.text) : undefined;
        })(),
        ...item.sources.map((source) => `${source.outlet_name}: ${source.title}`),
        countryLabel(m, item.country),
        ...item.topics.map((topic) => topicLabel(m, topic)),
      ),
      meta: {
        title: headline.text,
        kind: 'story',
        datetime: item.published,
        date: formatDate(locale, item.published),
        outlet: item.source_name,
      },
    };
  });
}

function eventRecords(env: PageEnv, data: SiteData): SearchRecord[] {
  const { lang, m, locale } = env;
  const language = searchLanguage(env);
  return LEAF_ROUTES.event.list(data).map((event) => {
    const note = event.note ? ownText(event.note, event.note_i18n, lang).text : undefined;
    // The title the page heads with leads; the English and the organiser's own stay findable.
    const title = eventTitle(event, lang).shown.text;
    const others = [event.title, event.title_original].filter((t) => t !== title);
    return {
      url: pagePath(lang, leafPath(LEAF_ROUTES.event, event.id)),
      language,
      content: text(title, ...others, note, event.organiser, event.place, event.city, countryLabel(m, event.country)),
      meta: { title, kind: 'event', datetime: event.start, date: formatDate(locale, event.start), outlet: event.organiser },
    };
  });
}

function newsletterRecords(env: PageEnv, data: SiteData): SearchRecord[] {
  const { lang, locale, ctx } = env;
  const language = searchLanguage(env);
  return LEAF_ROUTES.newsletter.list(data).map((issue) => {
    const translation = lang === 'en' ? undefined : issue.translations[lang];
    const title = translation?.title ?? issue.title;
    return {
      url: pagePath(lang, leafPath(LEAF_ROUTES.newsletter, issue.id)),
      language,
      content: text(title, translation?.subtitle ?? issue.subtitle, translation?.text ?? issue.text),
      meta: { title, kind: 'newsletter', datetime: issue.date, date: formatDate(locale, issue.date), outlet: ctx.config.siteName },
    };
  });
}

/** The who's who entries (`/orgchart/<id>/`): the people and organisations the placeholder promises. */
function entityRecords(env: PageEnv, data: SiteData): SearchRecord[] {
  const { lang, m } = env;
  const language = searchLanguage(env);
  return LEAF_ROUTES.entity.list(data).map((entity) => ({
    url: pagePath(lang, leafPath(LEAF_ROUTES.entity, entity.id)),
    language,
    content: text(
      entity.name,
      ownText(entity.role, entity.role_i18n, lang).text,
      m.orgchart[entity.kind],
      countryLabel(m, entity.country),
      entity.caveat ? ownText(entity.caveat, entity.caveat_i18n, lang).text : undefined,
    ),
    meta: { title: entity.name, kind: 'entity' },
  }));
}

/** The asset pages (`/markets/<base>/`), by symbol and name only. */
function assetRecords(env: PageEnv, data: SiteData): SearchRecord[] {
  const { lang, m } = env;
  const language = searchLanguage(env);
  return LEAF_ROUTES.marketAsset.list(data).map((symbol) => {
    const name = assetName(symbol);
    const title = fmt(m.markets.assetTitle, { asset: name ? `${name} (${symbol})` : symbol });
    return {
      url: pagePath(lang, leafPath(LEAF_ROUTES.marketAsset, LEAF_ROUTES.marketAsset.keyOf(symbol))),
      language,
      content: text(title, symbol, name),
      meta: { title, kind: 'asset' },
    };
  });
}

function sectionRecords(env: PageEnv): SearchRecord[] {
  const { lang, m } = env;
  const language = searchLanguage(env);
  const titles = m.nav as Readonly<Record<string, string>>;
  return SECTIONS.filter((section) => !UNINDEXED_SECTIONS.has(section.path)).map((section) => {
    const title = titles[section.key] ?? section.key;
    return {
      url: pagePath(lang, section.path),
      language,
      content: text(title, sectionIntro(m, section.key)),
      meta: { title, kind: 'page' },
    };
  });
}

/** Every record of the index, language by language. */
export function* searchRecords(data: SiteData, ctx: BuildContext, langs: readonly Locale[] = LOCALES): Generator<SearchRecord> {
  // A story's document is the same in every language: built once, read seven times.
  const stories = LEAF_ROUTES.story.list(data).map((story) => buildNewsItem(data, ctx, story));
  for (const lang of langs) {
    const env = pageEnvFrom(data, ctx, lang);
    yield* sectionRecords(env);
    yield* storyRecords(env, stories);
    yield* eventRecords(env, data);
    yield* newsletterRecords(env, data);
    yield* entityRecords(env, data);
    yield* assetRecords(env, data);
  }
}
