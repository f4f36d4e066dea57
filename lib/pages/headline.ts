import type { NewsItemDocument } from '@/lib/api/news-item';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Which headline a page shows first. The primary outlet's own headline is kept whenever the
 * reader of this page reads its language (same language, or Bokmål/Nynorsk for each other);
 * otherwise the English headline (`title_en`) leads and the outlet's own one is shown under it
 * on the story page. An English-language outlet has no `title_en`: its headline is English.
 */
export interface Headline {
  readonly text: string;
  /** Language code of `text`. */
  readonly lang: string;
  /** The other version, when it differs: shown under the main one on the story page. */
  readonly other: { readonly text: string; readonly lang: string; readonly kind: 'original' | 'english' } | null;
}

function readsOriginal(page: Locale, original: string): boolean {
  if (page === original) return true;
  return (page === 'nb' || page === 'nn') && (original === 'nb' || original === 'nn');
}

export function headlineFor(item: NewsItemDocument, lang: Locale): Headline {
  const original = item.language_code ?? 'en';
  const english = item.title_en && item.title_en !== item.title ? item.title_en : null;
  if (!english || readsOriginal(lang, original)) {
    return { text: item.title, lang: original, other: english ? { text: english, lang: 'en', kind: 'english' } : null };
  }
  return { text: english, lang: 'en', other: { text: item.title, lang: original, kind: 'original' } };
}
