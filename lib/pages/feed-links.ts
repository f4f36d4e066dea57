import type { SiteConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { pagePath } from '@/lib/urls';

/** The news feeds of each language, in the two formats readers expect: RSS 2.0 and JSON Feed 1.1. */
export const NEWS_FEEDS = {
  rss: { file: 'feed.xml', type: 'application/rss+xml', contentType: 'application/rss+xml; charset=utf-8', label: 'RSS' },
  json: { file: 'feed.json', type: 'application/feed+json', contentType: 'application/feed+json; charset=utf-8', label: 'JSON Feed' },
} as const;

export type NewsFeedKind = keyof typeof NEWS_FEEDS;

export const NEWS_FEED_KINDS = Object.keys(NEWS_FEEDS) as NewsFeedKind[];

/** `/feed.xml` (English at the root), `/sv/feed.json` … */
export function feedPath(lang: Locale, kind: NewsFeedKind = 'rss'): string {
  return `${pagePath(lang)}${NEWS_FEEDS[kind].file}`;
}

export function feedUrl(config: SiteConfig, lang: Locale, kind: NewsFeedKind = 'rss'): string {
  return `${config.baseUrl}${feedPath(lang, kind)}`;
}

/** The feeds of one list page (a topic's or a country's news, a country's events), in the same two formats and with the same file names. */
export function listFeedPath(lang: Locale, page: string, kind: NewsFeedKind): string {
  return `${pagePath(lang, page)}${NEWS_FEEDS[kind].file}`;
}

export function listFeedUrl(config: SiteConfig, lang: Locale, page: string, kind: NewsFeedKind): string {
  return `${config.baseUrl}${listFeedPath(lang, page, kind)}`;
}
