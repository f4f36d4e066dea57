import type { SiteConfig } from '@/lib/config';
import type { SiteData } from '@/lib/data/site-data';
import type { Locale } from '@/lib/i18n/locales';
import { fmt, messagesFor } from '@/lib/i18n/messages';
import { isStandingChange } from '@/lib/register/changes';
import { deskChangeText } from '@/lib/register/feed';
import { formatDate } from '@/lib/pages/format';
import { pageUrl } from '@/lib/urls';
import type { NotifyItem } from './telegram-post';

/** The register's posts: a change of whom an exchange of the markets page may serve (it came, it went or its authorisation ended, its Nordic countries moved), once per chat through the ledger. */

/** Changes seen longer ago than this are history, not news: a chat's first register run does not post the back list. */
export const REGISTER_POST_DAYS = 14;

export function registerItems(data: SiteData, now: Date): NotifyItem[] {
  const since = now.getTime() - REGISTER_POST_DAYS * 86_400_000;
  return (data.register?.changes ?? [])
    .filter((change) => change.exchange !== null && isStandingChange(change))
    .filter((change) => Date.parse(change.detected_at) <= now.getTime() && Date.parse(change.detected_at) >= since)
    .map((change) => ({ key: `register:${change.id}`, kind: 'register' as const, id: change.id, at: change.detected_at }));
}

export function registerLine(item: NotifyItem, lang: Locale, data: SiteData, config: SiteConfig) {
  const change = data.register!.changes.find((candidate) => candidate.id === item.id)!;
  const text = deskChangeText(change, lang)!;
  const m = messagesFor(lang).register;
  const html = data.languageByCode.get(lang)?.html_lang ?? lang;
  const file = data.register!.source.file_date;
  return {
    url: `${pageUrl(config, lang, 'markets')}#standing-${change.exchange}`,
    title: text.title,
    detail: [...text.lines, `${m.sourcePrefix} ${m.sourceLink}${file ? `, ${fmt(m.fileOf, { date: formatDate(html, file) })}` : ''}.`].join(
      ' ',
    ),
  };
}
