import { generateJsonFeed, type JsonFeed } from 'feedsmith';
import { buildNewsItem } from '@/lib/api/news-item';
import type { NewsRecord } from '@/lib/content/types';
import { fmt } from '@/lib/i18n/messages';
import { plainTextToHtml } from '@/lib/markdown/plain-text';
import { pageUrl } from '@/lib/urls';
import { LARGE_ICON, SMALL_ICON } from '@/lib/pages/app-icons';
import { feedUrl, NEWS_FEEDS, type NewsFeedKind } from '@/lib/pages/feed-links';
import { countryLabel, topicLabel } from '@/lib/pages/labels';
import { ownText } from '@/lib/pages/localized';
import type { PageEnv } from '@/lib/pages/page-env';
import { headlineFor } from '@/lib/pages/headline';
import { xmlDocument } from './xml';

/** The site's feeds, RSS 2.0 and JSON Feed 1.1, each from one channel so both formats always carry the same items. */

/** Items per feed: the newest this many, whatever the archive's size. */
export const FEED_ITEMS = 50;

export interface FeedEntry {
  /** Our page in the feed's language (a story, an event): the item's id, guid and link. */
  readonly url: string;
  /** The headline in the feed's language by the one rule (lib/pages/headline.ts). */
  readonly title: string;
  /** The summary in the feed's language, else English; empty when there is none. */
  readonly summary: string;
  /** ISO 8601 with offset: a story's publication, an event's start. */
  readonly published: string;
  /** The country, then the topics, as this language names them. */
  readonly categories: readonly string[];
  /** The outlet (a story) or the organiser (an event). */
  readonly sourceName: string;
  /** The outlet's own feed from the sources catalogue, or null when it is not known. */
  readonly sourceFeed: string | null;
  /** The outlet's own article, or the event's own page (ours is the item's url). */
  readonly externalUrl: string | null;
}

export interface FeedChannel {
  readonly title: string;
  readonly description: string;
  /** The page the feed follows, in this language (the home page for the language feed). */
  readonly home: string;
  readonly self: Readonly<Record<NewsFeedKind, string>>;
  /** BCP 47 tag of the feed's language (`sv-SE`). */
  readonly language: string;
  readonly entries: readonly FeedEntry[];
  /** The newest item's time, or null: from the content, never the clock, so a feed's bytes change only when its items do. */
  readonly updated: string | null;
}

export function storyEntry(env: PageEnv, story: NewsRecord): FeedEntry {
  const { ctx, data, m, lang } = env;
  const item = buildNewsItem(data, ctx, story);
  return {
    url: pageUrl(ctx.config, lang, `news/${item.id}`),
    title: headlineFor(item, lang).text,
    summary: ownText(item.summary ?? '', item.summary_i18n, lang).text,
    published: item.published,
    categories: [countryLabel(m, item.country), ...item.topics.map((topic) => topicLabel(m, topic))],
    sourceName: item.source_name,
    sourceFeed: data.outletById.get(item.source)?.feeds[0] ?? null,
    externalUrl: item.url && item.url !== item.html_url ? item.url : null,
  };
}

/** The newest FEED_ITEMS of `stories` (newest first) as a channel. */
export function newsChannel(
  env: PageEnv,
  stories: readonly NewsRecord[],
  head: Pick<FeedChannel, 'title' | 'description' | 'home' | 'self'>,
): FeedChannel {
  const entries = stories.slice(0, FEED_ITEMS).map((story) => storyEntry(env, story));
  return { ...head, language: env.locale, entries, updated: entries[0]?.published ?? null };
}

/** The news feed of one language: every story. */
export function feedChannel(env: PageEnv): FeedChannel {
  const { config } = env.ctx;
  return newsChannel(env, env.data.newsNewestFirst, {
    title: fmt(env.m.feed.title, { site: config.siteName }),
    description: env.m.feed.description,
    home: pageUrl(config, env.lang),
    self: { rss: feedUrl(config, env.lang, 'rss'), json: feedUrl(config, env.lang, 'json') },
  });
}

export function rssFeed(env: PageEnv): string {
  return rssDocument(feedChannel(env));
}

export function rssDocument(channel: FeedChannel): string {
  const items = channel.entries.map((entry) => ({
    title: entry.title,
    link: entry.url,
    guid: { '@isPermaLink': 'true', '#text': entry.url },
    pubDate: new Date(entry.published).toUTCString(),
    // RSS readers show <description> as HTML, so the summary becomes a paragraph and markup in it reaches them as text.
    description: entry.summary ? plainTextToHtml(entry.summary) : undefined,
    // RSS 2.0: <source> is the channel the item came from, so it names the outlet's own feed.
    source: entry.sourceFeed ? { '@url': entry.sourceFeed, '#text': entry.sourceName } : undefined,
    category: [...entry.categories],
  }));
  return xmlDocument({
    rss: {
      '@version': '2.0',
      '@xmlns:atom': 'http://www.w3.org/2005/Atom',
      channel: {
        title: channel.title,
        link: channel.home,
        description: channel.description,
        language: channel.language,
        lastBuildDate: channel.updated ? new Date(channel.updated).toUTCString() : undefined,
        'atom:link': { '@href': channel.self.rss, '@rel': 'self', '@type': NEWS_FEEDS.rss.type },
        item: items,
      },
    },
  });
}

// feedsmith writes 1.1; text goes in as it is, since JSON.stringify escapes what JSON needs.
export function jsonFeedDocument(env: PageEnv, channel: FeedChannel = feedChannel(env)): unknown {
  const { config } = env.ctx;
  const feed: JsonFeed.Feed<string> = {
    title: channel.title,
    home_page_url: channel.home,
    feed_url: channel.self.json,
    description: channel.description,
    language: channel.language,
    icon: `${config.baseUrl}${LARGE_ICON.path}`,
    favicon: `${config.baseUrl}${SMALL_ICON.path}`,
    authors: [{ name: config.siteName, url: channel.home }],
    items: channel.entries.map((entry) => ({
      id: entry.url,
      url: entry.url,
      ...(entry.externalUrl ? { external_url: entry.externalUrl } : {}),
      title: entry.title,
      // A JSON Feed item needs content; a story without a summary offers its headline.
      content_text: entry.summary || entry.title,
      date_published: entry.published,
      tags: [...entry.categories],
      authors: [{ name: entry.sourceName }],
    })),
  };
  // feedsmith leaves out an empty `items`, which JSON Feed 1.1 requires (a country with no story yet).
  const document = generateJsonFeed(feed) as Record<string, unknown>;
  return 'items' in document ? document : { ...document, items: [] };
}

export function jsonFeed(env: PageEnv, channel: FeedChannel = feedChannel(env)): string {
  return `${JSON.stringify(jsonFeedDocument(env, channel), null, 2)}\n`;
}

export function feedBody(env: PageEnv, channel: FeedChannel, kind: NewsFeedKind): string {
  return kind === 'json' ? jsonFeed(env, channel) : rssDocument(channel);
}
