import type { EventRecord, NewsRecord, Outlet } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { shownText, type ShownText } from '@/lib/i18n/shown-text';

/**
 * The headline and summary a post or a digest shows for a story or an event, through the one rule
 * (`shownText`). `title_i18n` is read when the content has it (stories and events gain it with the
 * language issue); before that every reader gets the original or the English title.
 */

type Translations = Readonly<Partial<Record<string, string>>>;

function titleI18n(item: object): Translations | undefined {
  const value = (item as { title_i18n?: unknown }).title_i18n;
  return value && typeof value === 'object' ? (value as Translations) : undefined;
}

export function storyTitle(story: NewsRecord, outletById: ReadonlyMap<string, Outlet>, reader: Locale): ShownText {
  const primary = story.outlets[0]!;
  const originalLang = primary.language_code ?? outletById.get(primary.outlet)?.language_code ?? null;
  // An outlet writing in English needs no `title_en`: its own headline is the English one.
  const english = story.title_en ?? (originalLang === 'en' ? primary.title : null);
  return shownText({ english, i18n: titleI18n(story), original: { text: primary.title, lang: originalLang } }, reader);
}

export function storySummary(story: NewsRecord, reader: Locale): ShownText {
  return shownText({ english: story.summary, i18n: story.summary_i18n }, reader);
}

export function eventTitle(event: EventRecord, reader: Locale): ShownText {
  const original = event.title_original ? { text: event.title_original, lang: null } : null;
  return shownText({ english: event.title, i18n: titleI18n(event), original }, reader);
}
