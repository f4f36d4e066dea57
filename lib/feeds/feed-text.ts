import type { NewsItemDocument } from '@/lib/api/news-item';
import type { EventRecord, NewsRecord } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { shownText } from '@/lib/i18n/shown-text';

/**
 * The headline a feed item carries in the feed's language, through the one rule for which text is
 * shown (lib/i18n/shown-text.ts). `title_i18n` is read when the content has it (stories and events
 * gain it with the language issue); without it the rule gives what lib/pages/headline.ts gives.
 */
type WithTitleI18n = { readonly title_i18n?: Readonly<Partial<Record<string, string>>> };

function titleI18n(record: NewsRecord | EventRecord): WithTitleI18n['title_i18n'] {
  return (record as WithTitleI18n).title_i18n;
}

export function storyTitle(item: NewsItemDocument, record: NewsRecord, lang: Locale): string {
  // An English-language outlet has no separate English headline: its own is the English one.
  const english = item.title_en && item.title_en !== item.title ? item.title_en : null;
  return shownText({ english, i18n: titleI18n(record), original: { text: item.title, lang: item.language_code ?? 'en' } }, lang).text;
}

export function eventTitle(record: EventRecord, lang: Locale): string {
  // The original title's language is not recorded, so it is never chosen over the English one.
  return shownText({ english: record.title, i18n: titleI18n(record) }, lang).text;
}
