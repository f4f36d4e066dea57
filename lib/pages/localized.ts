import { machineLangs, type I18n } from '@/lib/content/fields';
import type { Locale } from '@/lib/i18n/locales';
import { shownText, type ShownText } from '@/lib/i18n/shown-text';

/** The desk's own texts (an English field with its `_i18n` translations) shown by the one rule. */
export function ownText(english: string, i18n: I18n | undefined, lang: Locale): ShownText {
  return shownText({ english, i18n, machine: machineLangs(i18n) }, lang);
}

/** The `lang` attribute for shown text: only where it differs from the page's. */
export function otherLang(shown: { readonly lang: string }, page: Locale): string | undefined {
  return shown.lang === page ? undefined : shown.lang;
}

/** An outlet's editorial note in the page language, looked up by outlet id so documents with only the English note still translate. */
export function outletNote(
  outlets: ReadonlyMap<string, { readonly source_note?: string; readonly source_note_i18n?: I18n }>,
  outletId: string,
  note: string | null | undefined,
  lang: Locale,
): ShownText | null {
  if (!note) return null;
  return ownText(note, outlets.get(outletId)?.source_note_i18n, lang);
}

/** What an event heads with, and the organiser's own title when it differs and is not what is shown. */
export interface EventTitle {
  readonly shown: ShownText;
  readonly original: { readonly text: string; readonly lang: string | null } | null;
}

export function eventTitle(
  event: {
    readonly title: string;
    readonly title_i18n?: I18n;
    readonly title_original: string | null;
    readonly title_original_language?: string | null;
  },
  lang: Locale,
): EventTitle {
  const original = event.title_original ? { text: event.title_original, lang: event.title_original_language ?? null } : null;
  const shown = shownText({ english: event.title, i18n: event.title_i18n, original, machine: machineLangs(event.title_i18n) }, lang);
  return { shown, original: original && original.text !== shown.text ? original : null };
}
