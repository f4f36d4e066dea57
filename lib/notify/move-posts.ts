import type { SiteConfig } from '@/lib/config';
import type { SiteData } from '@/lib/data/site-data';
import { moveText } from '@/lib/feeds/move-feeds';
import type { Locale } from '@/lib/i18n/locales';
import { pairParts } from '@/lib/markets/history';
import { recentMoves } from '@/lib/markets/moves';
import type { TelegramChat } from './telegram-config';
import type { NotifyItem } from './telegram-post';

/** The price moves a chat is sent: its currency, its pairs or bases, at its threshold, found in the history the build reads. */

/** Moves older than this are history, not news: a chat's first run, or a changed threshold, never posts the back list. */
export const MOVE_POST_HOURS = 24;

export function moveItems(data: SiteData, chat: TelegramChat, now: Date): NotifyItem[] {
  const wants = chat.moves;
  if (!wants) return [];
  const history = new Map(
    [...data.marketHistory].filter(([symbol]) => {
      const { base, quote } = pairParts(symbol);
      if (quote !== wants.currency) return false;
      return wants.pairs ? wants.pairs.includes(symbol) : wants.bases ? wants.bases.includes(base) : true;
    }),
  );
  return recentMoves(history, wants.threshold_pct, now, MOVE_POST_HOURS / 24).map((move) => ({
    key: `move:${move.id}`,
    kind: 'move',
    id: move.id,
    at: move.at,
    move,
  }));
}

/** The same title and text as the move feeds (lib/feeds/move-feeds.ts), linked to the asset's page in the language. */
export function moveLine(item: NotifyItem, lang: Locale, config: SiteConfig) {
  const text = moveText(item.move!, lang, config);
  return { url: text.url, title: text.title, detail: text.detail };
}
