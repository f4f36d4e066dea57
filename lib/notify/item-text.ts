import type { EventRecord, NewsRecord, Outlet } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import type { ShownText } from '@/lib/i18n/shown-text';
import { headlineFor } from '@/lib/pages/headline';
import { eventTitle as shownEventTitle, ownText } from '@/lib/pages/localized';

/** The headline and summary a post or a digest shows for a story or an event: the pages' rule, read from content records. */

export function storyTitle(story: NewsRecord, outletById: ReadonlyMap<string, Outlet>, reader: Locale): ShownText {
  const primary = story.outlets[0]!;
  const languageCode = primary.language_code ?? outletById.get(primary.outlet)?.language_code ?? 'en';
  return headlineFor(
    { title: primary.title, title_en: story.title_en ?? null, language_code: languageCode, title_i18n: story.title_i18n },
    reader,
  );
}

export function storySummary(story: NewsRecord, reader: Locale): ShownText {
  return ownText(story.summary, story.summary_i18n, reader);
}

export function eventTitle(event: EventRecord, reader: Locale): ShownText {
  return shownEventTitle(event, reader).shown;
}
