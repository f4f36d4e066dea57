import type { Locale } from './locales';

/** Which text a page, feed or search record shows (the one rule, architecture "Which text a page shows"). */
export interface TextVersions {
  /** The English text; null when the only text is the original (an English outlet's own headline is English). */
  readonly english: string | null;
  /** Translations by language code (`*_i18n`). */
  readonly i18n?: Readonly<Partial<Record<string, string>>> | undefined;
  /** The text as its author wrote it, in its own language (a story's headline, an event's `title_original`). */
  readonly original?: { readonly text: string; readonly lang: string | null } | null | undefined;
  /** Languages whose translation was made by a machine and not yet cleared by an editor. */
  readonly machine?: readonly string[] | undefined;
}

export interface ShownText {
  readonly text: string;
  /** Language code of `text`: give it a `lang` attribute where it differs from the page's. */
  readonly lang: string;
  /** True when the reader asked for another language than `lang`. */
  readonly fallback: boolean;
  /** True when `text` is a machine translation awaiting review. */
  readonly machine: boolean;
}

/** Bokmål and Nynorsk readers read each other's written language. */
export function readsLanguage(reader: Locale, lang: string): boolean {
  if (reader === lang) return true;
  return (reader === 'nb' || reader === 'nn') && (lang === 'nb' || lang === 'nn');
}

export function shownText(versions: TextVersions, reader: Locale): ShownText {
  const translated = reader === 'en' ? undefined : versions.i18n?.[reader];
  if (translated && translated.trim()) {
    return { text: translated, lang: reader, fallback: false, machine: Boolean(versions.machine?.includes(reader)) };
  }
  const original = versions.original;
  if (original && original.text.trim() && original.lang && readsLanguage(reader, original.lang)) {
    return { text: original.text, lang: original.lang, fallback: false, machine: false };
  }
  if (versions.english !== null && versions.english.trim()) {
    return { text: versions.english, lang: 'en', fallback: reader !== 'en', machine: false };
  }
  const lang = original?.lang ?? 'en';
  return { text: original?.text ?? '', lang, fallback: !readsLanguage(reader, lang), machine: false };
}
