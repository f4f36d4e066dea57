import { generateJsonFeed, type JsonFeed } from 'feedsmith';
import { buildNewsItem } from '@/lib/api/news-item';
import { fmt } from '@/lib/i18n/messages';
import { plainTextToHtml } from '@/lib/markdown/plain-text';
import { pageUrl } from '@/lib/urls';
import { LARGE_ICON, SMALL_ICON } from '@/lib/pages/app-icons';
import { feedUrl, NEWS_FEEDS } from '@/lib/pages/feed-links';
import { headlineFor } from '@/lib/pages/headline';
import { countryLabel, topicLabel } from '@/lib/pages/labels';
import { ownText } from '@/lib/pages/localized';
import type { PageEnv } from '@/lib/pages/page-env';
import { xmlEscape } from './xml';

/**
 * The news feeds of one language, RSS 2.0 and JSON Feed 1.1, from one list of entries so both
 * formats always carry the same stories, headlines, summaries and categories. Item ids are our
 * story page URLs in the feed's language (the same URL is the RSS guid).
 */

export const FEED_ITEMS = 50;

export interface FeedEntry {
  /** Our story page in the feed's language: the item's id, guid and link. */
  readonly url: string;
  /** The headline this language's pages lead with (lib/pages/headline.ts). */
  readonly title: string;
  /** The summary in the feed's language, else English; empty when the story has none. */
  readonly summary: string;
  /** ISO 8601 with offset, as published in the API. */
  readonly published: string;
  /** The country, then the topics, as this language names them. */
  readonly categories: readonly string[];
  readonly sourceName: string;
  /** The outlet's own feed from the sources catalogue, or null when it is not known. */
  readonly sourceFeed: string | null;
  /** The outlet's own article when the story is someone else's (our page is the coverage page). */
  readonly externalUrl: string | null;
}

export interface FeedChannel {
  readonly title: string;
  readonly description: string;
  /** The home page in this language. */
  readonly home: string;
  /** BCP 47 tag of the feed's language (`sv-SE`). */
  readonly language: string;
  readonly entries: readonly FeedEntry[];
  /** The newest story's time, or the build's when there is none. */
  readonly updated: string;
}

export function feedChannel(env: PageEnv): FeedChannel {
  const { ctx, data, m, lang, locale } = env;
  const { config } = ctx;
  const entries = data.newsNewestFirst.slice(0, FEED_ITEMS).map((story): FeedEntry => {
    const item = buildNewsItem(data, ctx, story);
    const url = pageUrl(config, lang, `news/${item.id}`);
    return {
      url,
      title: headlineFor(item, lang).text,
      summary: ownText(item.summary ?? '', item.summary_i18n, lang).text,
      published: item.published,
      categories: [countryLabel(m, item.country), ...item.topics.map((topic) => topicLabel(m, topic))],
      sourceName: item.source_name,
      sourceFeed: data.outletById.get(item.source)?.feeds[0] ?? null,
      externalUrl: item.url && item.url !== item.html_url ? item.url : null,
    };
  });
  return {
    title: fmt(m.feed.title, { site: config.siteName }),
    description: m.feed.description,
    home: pageUrl(config, lang),
    language: locale,
    entries,
    updated: entries[0]?.published ?? ctx.generatedAt,
  };
}

// ── RSS 2.0 ───────────────────────────────────────────────────────────────────────────────────
// Written here rather than with a feed library: the `feed` package and feedsmith both pass
// control characters into the XML unchanged (a strict reader then rejects the whole file),
// `feed` marks every guid as not a permalink, and feedsmith indents the text inside elements,
// which changes every title. Escaping goes through lib/feeds/xml.ts.
export function rssFeed(env: PageEnv): string {
  const channel = feedChannel(env);
  const self = feedUrl(env.ctx.config, env.lang, 'rss');
  const items = channel.entries.map((entry) =>
    [
      '    <item>',
      `      <title>${xmlEscape(entry.title)}</title>`,
      `      <link>${xmlEscape(entry.url)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(entry.url)}</guid>`,
      `      <pubDate>${new Date(entry.published).toUTCString()}</pubDate>`,
      // RSS readers show <description> as HTML: the summary (plain text) is made an HTML paragraph
      // by the Markdown pipeline's serialiser first, so markup written in it reaches readers as text.
      entry.summary ? `      <description>${xmlEscape(plainTextToHtml(entry.summary))}</description>` : '',
      // RSS 2.0: <source> is the channel the item came from, so it names the outlet's own feed;
      // with no known feed it is left out rather than pointing at ours.
      entry.sourceFeed ? `      <source url="${xmlEscape(entry.sourceFeed)}">${xmlEscape(entry.sourceName)}</source>` : '',
      ...entry.categories.map((category) => `      <category>${xmlEscape(category)}</category>`),
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlEscape(channel.title)}</title>`,
    `    <link>${xmlEscape(channel.home)}</link>`,
    `    <description>${xmlEscape(channel.description)}</description>`,
    `    <language>${xmlEscape(channel.language)}</language>`,
    `    <lastBuildDate>${new Date(channel.updated).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${xmlEscape(self)}" rel="self" type="${NEWS_FEEDS.rss.type}"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

// ── JSON Feed 1.1 ─────────────────────────────────────────────────────────────────────────────
// feedsmith writes version 1.1 (the `feed` package only writes 1.0, with its singular `author`
// and summaries as HTML). Text goes in as it is: JSON.stringify escapes quotes, backslashes and
// control characters, and a JSON reader gets back exactly the API's text.
export function jsonFeedDocument(env: PageEnv): unknown {
  const channel = feedChannel(env);
  const { config } = env.ctx;
  const feed: JsonFeed.Feed<string> = {
    title: channel.title,
    home_page_url: channel.home,
    feed_url: feedUrl(config, env.lang, 'json'),
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
  return generateJsonFeed(feed);
}

export function jsonFeed(env: PageEnv): string {
  return `${JSON.stringify(jsonFeedDocument(env), null, 2)}\n`;
}
