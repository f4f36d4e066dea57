import type { Locale } from '@/lib/i18n/locales';

/** A translated content field: the page language when present, else English (never empty). */
export interface Localized {
  readonly text: string;
  /** The language the text is actually in. */
  readonly lang: Locale;
  readonly fallback: boolean;
}

export function localized(english: string, i18n: Readonly<Partial<Record<string, string>>> | undefined, lang: Locale): Localized {
  const translated = lang === 'en' ? undefined : i18n?.[lang];
  if (translated && translated.trim()) return { text: translated, lang, fallback: false };
  return { text: english, lang: 'en', fallback: lang !== 'en' };
}

/**
 * An outlet's editorial note (only the news-source-only outlet has one) in the page language,
 * looked up by outlet id so documents that carry only the English note can still show the translation.
 */
export function outletNote(
  outlets: ReadonlyMap<string, { readonly source_note?: string; readonly source_note_i18n?: Readonly<Partial<Record<string, string>>> }>,
  outletId: string,
  note: string | null | undefined,
  lang: Locale,
): Localized | null {
  if (!note) return null;
  return localized(note, outlets.get(outletId)?.source_note_i18n, lang);
}
