import { generateJsonFeed, generateRssFeed, type JsonFeed } from 'feedsmith';
import type { SiteConfig } from '@/lib/config';
import type { BuildContext } from '@/lib/core/context';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { fmt, messagesFor } from '@/lib/i18n/messages';
import { QUOTES, type Quote } from '@/lib/markets/constants';
import { descriptorOf } from '@/lib/markets/exchanges';
import { DEFAULT_MOVE_THRESHOLD_PCT, recentMoves } from '@/lib/markets/moves';
import { pairParts } from '@/lib/markets/history';
import type { MarketHistoryMap, MarketMove } from '@/lib/markets/types';
import { changeDisplay } from '@/lib/pages/change-display';
import { formatDateTime, groupDecimal } from '@/lib/pages/format';
import { FEED_LANGUAGE } from '@/lib/register/feed';
import { apiUrl, pageUrl } from '@/lib/urls';

/** The price-move feeds, RSS 2.0 and JSON Feed 1.1 per currency and language, and the one text of a move they share with Telegram. */

export type MoveFeedKind = 'rss' | 'json';
export const MOVE_FEED_KINDS: readonly MoveFeedKind[] = ['rss', 'json'];

/** Relative to /api/v1/: inside the market set, so each hourly refresh rewrites the feeds with `markets/moves.json`. */
export function moveFeedPath(quote: Quote, lang: Locale, kind: MoveFeedKind): string {
  return `markets/moves/${quote.toLowerCase()}/${lang}.${kind === 'rss' ? 'xml' : 'json'}`;
}

export function moveFeedUrl(config: SiteConfig, quote: Quote, lang: Locale, kind: MoveFeedKind): string {
  return apiUrl(config, moveFeedPath(quote, lang, kind));
}

export interface MoveText {
  /** "BTC fell −6.00% in 24 hours (NOK)". */
  readonly title: string;
  /** The prices then and now, the exact change, the two times and the exchanges, in the language's number format. */
  readonly detail: string;
  /** The asset's page in the language. */
  readonly url: string;
}

export function moveText(move: MarketMove, lang: Locale, config: SiteConfig): MoveText {
  const m = messagesFor(lang).moves;
  const locale = FEED_LANGUAGE[lang];
  const shown = changeDisplay(move, locale)!;
  const pct = fmt(m.percent, { value: shown.percent.replace(/^[+\u2212]/, '') });
  const names = (move.exchanges ?? []).map((id) => descriptorOf(id).name);
  return {
    title: fmt(shown.direction < 0 ? m.down : m.up, { base: move.base, quote: move.quote, pct }),
    detail: [
      fmt(m.detail, {
        from: groupDecimal(move.from_price, locale),
        to: groupDecimal(move.to_price, locale),
        change: `${shown.direction > 0 ? '+' : ''}${groupDecimal(move.change, locale)}`,
        quote: move.quote,
        fromAt: formatDateTime(locale, move.from_at),
        toAt: formatDateTime(locale, move.to_at),
      }),
      // History rows written before they named their exchanges say nothing rather than guess.
      ...(names.length > 0 ? [fmt(m.exchanges, { exchanges: names.join(', ') })] : []),
    ].join(' '),
    url: pageUrl(config, lang, `markets/${move.base.toLowerCase()}`),
  };
}

/** At most this many items a feed: a week of moves of one currency fits. */
export const MOVE_FEED_ITEMS = 100;

function feedHead(ctx: BuildContext, quote: Quote, lang: Locale, threshold: string) {
  const m = messagesFor(lang).moves;
  return {
    title: fmt(m.feedTitle, { site: ctx.config.siteName, quote }),
    description: fmt(m.feedDescription, { quote, threshold: groupDecimal(threshold, FEED_LANGUAGE[lang]) }),
    home: `${pageUrl(ctx.config, lang, 'markets')}#moves`,
  };
}

function moveGuid(ctx: BuildContext, move: MarketMove): string {
  return `${apiUrl(ctx.config, 'markets/moves.json')}#${move.id}`;
}

export function moveRss(moves: readonly MarketMove[], ctx: BuildContext, quote: Quote, lang: Locale, threshold: string): string {
  const head = feedHead(ctx, quote, lang, threshold);
  return generateRssFeed({
    title: head.title,
    link: head.home,
    description: head.description,
    language: FEED_LANGUAGE[lang],
    // From the data, never the clock (none without moves): a feed's bytes change only when its moves do.
    ...(moves[0] ? { lastBuildDate: new Date(moves[0].at) } : {}),
    atom: { links: [{ href: moveFeedUrl(ctx.config, quote, lang, 'rss'), rel: 'self', type: 'application/rss+xml' }] },
    items: moves.map((move) => {
      const text = moveText(move, lang, ctx.config);
      return {
        title: text.title,
        link: text.url,
        guid: { value: moveGuid(ctx, move), isPermaLink: false },
        pubDate: new Date(move.at),
        description: text.detail,
      };
    }),
  });
}

export function moveJsonFeed(moves: readonly MarketMove[], ctx: BuildContext, quote: Quote, lang: Locale, threshold: string): string {
  const head = feedHead(ctx, quote, lang, threshold);
  const feed: JsonFeed.Feed<string> = {
    title: head.title,
    home_page_url: head.home,
    feed_url: moveFeedUrl(ctx.config, quote, lang, 'json'),
    description: head.description,
    language: FEED_LANGUAGE[lang],
    authors: [{ name: ctx.config.siteName, url: pageUrl(ctx.config, lang) }],
    items: moves.map((move) => {
      const text = moveText(move, lang, ctx.config);
      return { id: moveGuid(ctx, move), url: text.url, title: text.title, content_text: text.detail, date_published: move.at };
    }),
  };
  // feedsmith leaves out an empty `items`, which JSON Feed 1.1 requires (a week without moves).
  const document = generateJsonFeed(feed) as Record<string, unknown>;
  return `${JSON.stringify('items' in document ? document : { ...document, items: [] }, null, 2)}\n`;
}

/** Every move feed of a history: each currency in each language, in both formats, at the feeds' threshold. */
export function moveFeedFiles(history: MarketHistoryMap, ctx: BuildContext): Array<{ path: string; content: string }> {
  const threshold = ctx.config.movesThresholdPct ?? DEFAULT_MOVE_THRESHOLD_PCT;
  const moves = recentMoves(history, threshold, ctx.now);
  const files: Array<{ path: string; content: string }> = [];
  for (const quote of QUOTES) {
    const ofQuote = moves.filter((move) => pairParts(move.symbol).quote === quote).slice(0, MOVE_FEED_ITEMS);
    for (const lang of LOCALES) {
      files.push({ path: moveFeedPath(quote, lang, 'rss'), content: moveRss(ofQuote, ctx, quote, lang, threshold) });
      files.push({ path: moveFeedPath(quote, lang, 'json'), content: moveJsonFeed(ofQuote, ctx, quote, lang, threshold) });
    }
  }
  return files;
}
