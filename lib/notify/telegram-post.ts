import type { SiteConfig } from '@/lib/config';
import type { SiteData } from '@/lib/data/site-data';
import { isPast } from '@/lib/events/timing';
import { fmt, messagesFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { formatDateTime } from '@/lib/pages/format';
import { pageUrl } from '@/lib/urls';
import { eventTitle, storySummary, storyTitle } from './item-text';
import { registerItems, registerLine } from './register-posts';
import { moveItems, moveLine } from './move-posts';
import type { TelegramChat } from './telegram-config';
import type { MarketMove } from '@/lib/markets/types';

/** What `npm run notify:telegram` posts: each own story, each upcoming event and each change of an exchange's standing (register-posts.ts), once per chat. */

export interface NotifyItem {
  /** Ledger key: `story:<id>`, `event:<id>`, `register:<change id>` or `move:<move id>`. */
  readonly key: string;
  readonly kind: 'story' | 'event' | 'register' | 'move';
  readonly id: string;
  /** What "oldest first" orders by: a story's publication, an event's start. */
  readonly at: string;
  /** A move's figures: moves are found per chat (its currency and threshold), not kept in the content. */
  readonly move?: MarketMove;
}

const byTime = (a: NotifyItem, b: NotifyItem) => Date.parse(a.at) - Date.parse(b.at) || a.key.localeCompare(b.key);

/** Own stories already published at `now`, events not yet over and recent changes of an exchange's standing, oldest first. */
export function notifyItems(data: SiteData, now: Date): NotifyItem[] {
  const stories = data.content.news
    .filter((story) => story.own_story && Date.parse(story.published) <= now.getTime())
    .map((story): NotifyItem => ({ key: `story:${story.id}`, kind: 'story', id: story.id, at: story.published }));
  const events = data.content.events
    .filter((event) => !isPast(event, now))
    .map((event): NotifyItem => ({ key: `event:${event.id}`, kind: 'event', id: event.id, at: event.start }));
  return [...stories, ...events, ...registerItems(data, now)].sort(byTime);
}

/** What one chat is sent: the common items and, when it asks for them, the price moves of its currency at its threshold. */
export function chatItems(data: SiteData, chat: TelegramChat, now: Date): NotifyItem[] {
  return [...notifyItems(data, now), ...moveItems(data, chat, now)].sort(byTime);
}

// The Bot API's HTML mode knows only these four named entities.
export function escapeTelegramHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Telegram allows 4,096 characters after entity parsing; a summary is cut well before that. */
const SUMMARY_MAX = 700;

function clip(text: string): string {
  if (text.length <= SUMMARY_MAX) return text;
  const cut = text.slice(0, SUMMARY_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), SUMMARY_MAX - 40))}…`;
}

interface Line {
  readonly url: string;
  readonly title: string;
  readonly detail: string;
}

function lineFor(item: NotifyItem, lang: Locale, data: SiteData, config: SiteConfig): Line {
  if (item.kind === 'register') return registerLine(item, lang, data, config);
  if (item.kind === 'move') return moveLine(item, lang, config);
  const messages = messagesFor(lang);
  if (item.kind === 'story') {
    const story = data.newsById.get(item.id)!;
    return {
      url: pageUrl(config, lang, `news/${story.id}`),
      title: storyTitle(story, data.outletById, lang).text,
      detail: clip(storySummary(story, lang).text),
    };
  }
  const event = data.eventById.get(item.id)!;
  const where = event.online ? messages.events.online : (event.city ?? messages.countries[event.country]);
  const html = data.languageByCode.get(lang)?.html_lang ?? lang;
  return {
    url: pageUrl(config, lang, `events/${event.id}`),
    title: eventTitle(event, lang).text,
    detail: fmt(messages.digest.telegram.eventDetail, { when: formatDateTime(html, event.start), where }),
  };
}

/** The message for a chat that reads `languages`: for one language, a label, the linked title and its summary or date. */
export function renderPost(item: NotifyItem, languages: readonly Locale[], data: SiteData, config: SiteConfig): string {
  const first = languages[0]!;
  const label = item.kind === 'move' ? messagesFor(first).moves.label : messagesFor(first).digest.telegram[item.kind];
  const link = (line: Line) => `<a href="${escapeTelegramHtml(line.url)}">${escapeTelegramHtml(line.title)}</a>`;
  if (languages.length === 1) {
    const line = lineFor(item, first, data, config);
    return `<b>${escapeTelegramHtml(label)}</b>\n${link(line)}\n\n${escapeTelegramHtml(line.detail)}`;
  }
  const lines = languages.map((lang) => {
    const name = data.languageByCode.get(lang)?.native_name ?? lang;
    const line = lineFor(item, lang, data, config);
    // A move's figures are its news: each language keeps them, in its own number format.
    const figures = item.kind === 'move' ? `\n${escapeTelegramHtml(line.detail)}` : '';
    return `${escapeTelegramHtml(name)}: ${link(line)}${figures}`;
  });
  return `<b>${escapeTelegramHtml(label)}</b>\n${lines.join('\n')}`;
}
