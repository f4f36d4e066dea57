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
