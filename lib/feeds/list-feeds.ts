import { eventsOfCountry } from '@/lib/api/families/events';
import type { CountryCode } from '@/lib/content/fields';
import type { EventRecord } from '@/lib/content/types';
import type { SiteData, TopicInfo } from '@/lib/data/site-data';
import { storiesOfCountry, storiesOfTopic } from '@/lib/api/families/news';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { formatDateTime } from '@/lib/pages/format';
import { listFeedPath, listFeedUrl, NEWS_FEED_KINDS, NEWS_FEEDS, type NewsFeedKind } from '@/lib/pages/feed-links';
import { countryLabel, topicLabel } from '@/lib/pages/labels';
import { eventTitle, ownText } from '@/lib/pages/localized';
import type { PageEnv } from '@/lib/pages/page-env';
import { LEAF_ROUTES, leafPath, type LeafRoute } from '@/lib/pages/routes';
import { pageUrl } from '@/lib/urls';
import { FEED_ITEMS, feedBody, newsChannel, type FeedChannel, type FeedEntry } from './news-feeds';

/** The list pages' feeds (RSS, JSON Feed), keyed by the leaf routes and clock-free, so one more story changes only its own feeds. */
export interface ListFeed<T> {
  readonly route: LeafRoute<T>;
  /** The feed of one page (its record `item`) in the environment's language. */
  channel(env: PageEnv, item: T): FeedChannel;
}

function channelHead(env: PageEnv, page: string, title: string, description: string) {
  const { config } = env.ctx;
  return {
    title: `${config.siteName}: ${title}`,
    description,
    home: pageUrl(config, env.lang, page),
    self: { rss: listFeedUrl(config, env.lang, page, 'rss'), json: listFeedUrl(config, env.lang, page, 'json') },
  };
}

/** One event as a feed entry: dated by its start, described by when and where, then its note. */
function eventEntry(env: PageEnv, event: EventRecord): FeedEntry {
  const { m, lang, locale } = env;
  const place = [event.place, event.city, event.online ? m.events.online : null, countryLabel(m, event.country)].filter(Boolean).join(', ');
  const note = event.note ? ownText(event.note, event.note_i18n, lang).text : '';
  return {
    url: pageUrl(env.ctx.config, lang, `events/${event.id}`),
    title: eventTitle(event, lang).shown.text,
    summary: [`${formatDateTime(locale, event.start)} · ${place}`, note].filter(Boolean).join('\n'),
    published: event.start,
    categories: [countryLabel(m, event.country)],
    sourceName: event.organiser,
    sourceFeed: null,
    externalUrl: event.url,
  };
}

export const LIST_FEEDS = {
  newsTopic: {
    route: LEAF_ROUTES.newsTopic,
    channel: (env: PageEnv, topic: TopicInfo) => {
      const label = topicLabel(env.m, topic.id);
      const page = leafPath(LEAF_ROUTES.newsTopic, topic.slug);
      const head = channelHead(env, page, env.m.news.topicTitle.replace('{topic}', label), env.m.news.topicIntro.replace('{topic}', label));
      return newsChannel(env, storiesOfTopic(env.data, topic.id), head);
    },
  } satisfies ListFeed<TopicInfo>,
  newsCountry: {
    route: LEAF_ROUTES.newsCountry,
    channel: (env: PageEnv, code: CountryCode) => {
      const country = countryLabel(env.m, code);
      const page = leafPath(LEAF_ROUTES.newsCountry, code);
      const head = channelHead(
        env,
        page,
        env.m.news.countryTitle.replace('{country}', country),
        env.m.news.countryIntro.replace('{country}', country),
      );
      return newsChannel(env, storiesOfCountry(env.data, code), head);
    },
  } satisfies ListFeed<CountryCode>,
  eventsCountry: {
    route: LEAF_ROUTES.eventsCountry,
    channel: (env: PageEnv, code: CountryCode): FeedChannel => {
      const page = leafPath(LEAF_ROUTES.eventsCountry, code);
      const head = channelHead(env, page, env.m.events.countryTitle.replace('{country}', countryLabel(env.m, code)), env.m.events.intro);
      // Latest start first, so the feed keeps the events furthest ahead and the most recent ones; no `updated`.
      const entries = [...eventsOfCountry(env.data, code)]
        .reverse()
        .slice(0, FEED_ITEMS)
        .map((event) => eventEntry(env, event));
      return { ...head, language: env.locale, entries, updated: null };
    },
  } satisfies ListFeed<CountryCode>,
} as const;

export type ListFeedName = keyof typeof LIST_FEEDS;

type AnyListFeed = ListFeed<unknown>;
const ALL_LIST_FEEDS = Object.values(LIST_FEEDS) as readonly AnyListFeed[];

/** One file of a list feed: its site path and the feed it is. */
export interface ListFeedFile {
  readonly path: string;
  readonly lang: Locale;
  readonly kind: NewsFeedKind;
  readonly feed: AnyListFeed;
  readonly key: string;
}

/** Every list feed file of the site, in every language (what the build writes and the sitemap lists). */
export function* listFeedFiles(data: SiteData): Generator<ListFeedFile> {
  for (const feed of ALL_LIST_FEEDS) {
    for (const item of feed.route.list(data)) {
      const key = feed.route.keyOf(item);
      for (const lang of LOCALES) {
        for (const kind of NEWS_FEED_KINDS) yield { path: listFeedPath(lang, leafPath(feed.route, key), kind), lang, kind, feed, key };
      }
    }
  }
}

/** One list page's feed in one language: a file per format, made from one channel. */
export interface ListFeedPage {
  readonly lang: Locale;
  readonly item: unknown;
  readonly paths: readonly string[];
  readonly bodies: (env: PageEnv) => string[];
}

/** Every list page's feed in every language, in the order of listFeedFiles. */
export function* listFeedPages(data: SiteData): Generator<ListFeedPage> {
  for (const feed of ALL_LIST_FEEDS) {
    for (const item of feed.route.list(data)) {
      const page = leafPath(feed.route, feed.route.keyOf(item));
      for (const lang of LOCALES) {
        yield {
          lang,
          item,
          paths: NEWS_FEED_KINDS.map((kind) => listFeedPath(lang, page, kind)),
          bodies: (env) => {
            const channel = feed.channel(env, item);
            return NEWS_FEED_KINDS.map((kind) => feedBody(env, channel, kind));
          },
        };
      }
    }
  }
}

/** Every list feed file with its bytes, each channel built once for both formats. */
export function* listFeedContents(envOf: (lang: Locale) => PageEnv): Generator<{ path: string; content: string }> {
  for (const page of listFeedPages(envOf('en').data)) {
    const bodies = page.bodies(envOf(page.lang));
    for (const [index, path] of page.paths.entries()) yield { path, content: bodies[index]! };
  }
}

/** The bytes of each format of one list page's feed, or undefined when the key names no page. */
export function listFeedBodies(env: PageEnv, feed: AnyListFeed, key: string): Record<NewsFeedKind, string> | undefined {
  const item = feed.route.find(env.data, key);
  if (item === undefined) return undefined;
  const channel = feed.channel(env, item);
  return { rss: feedBody(env, channel, 'rss'), json: feedBody(env, channel, 'json') };
}

/** The list feed a page path (without language prefix) names, `news/topic/<slug>/feed.xml`, as its bytes, or undefined. */
export function listFeedAt(env: PageEnv, path: string): { body: string; kind: NewsFeedKind } | undefined {
  const kind = NEWS_FEED_KINDS.find((candidate) => path.endsWith(`/${NEWS_FEEDS[candidate].file}`));
  if (!kind) return undefined;
  const page = path.slice(0, -NEWS_FEEDS[kind].file.length - 1);
  for (const feed of ALL_LIST_FEEDS) {
    const [before, after] = feed.route.pattern.split(/\{[a-z]+\}/) as [string, string];
    if (!page.startsWith(before) || !page.endsWith(after)) continue;
    const key = page.slice(before.length, page.length - after.length);
    if (!key || key.includes('/')) continue;
    const bodies = listFeedBodies(env, feed, key);
    if (bodies) return { body: bodies[kind], kind };
  }
  return undefined;
}

/** The `<link rel="alternate">` feeds of one list page, RSS first. */
export function listFeedLinks(env: PageEnv, page: string, title: string) {
  const full = `${env.ctx.config.siteName}: ${title}`;
  return NEWS_FEED_KINDS.map((kind) => ({
    type: NEWS_FEEDS[kind].type,
    url: listFeedUrl(env.ctx.config, env.lang, page, kind),
    title: kind === 'rss' ? full : `${full} (${NEWS_FEEDS[kind].label})`,
  }));
}
