import type { NewsItemDocument } from '@/lib/api/news-item';
import { machineLangs } from '@/lib/content/fields';
import type { Locale } from '@/lib/i18n/locales';
import { shownText, type ShownText } from '@/lib/i18n/shown-text';

/** Which headline a page shows first, by the one rule (lib/i18n/shown-text.ts). */
export interface Headline extends ShownText {
  /** The other version, when it differs: the outlet's own headline, or English under the outlet's. */
  readonly other: { readonly text: string; readonly lang: string; readonly kind: 'original' | 'english' } | null;
}

/** What the rule reads of a story: a NewsItem document, or the same four fields of a content record. */
export type HeadlineSource = Pick<NewsItemDocument, 'title' | 'title_en' | 'language_code' | 'title_i18n'>;

export function headlineFor(item: HeadlineSource, lang: Locale): Headline {
  const original = { text: item.title, lang: item.language_code ?? 'en' };
  const english = item.title_en && item.title_en !== item.title ? item.title_en : null;
  const shown = shownText(
    {
      english: english ?? (original.lang === 'en' ? item.title : null),
      i18n: item.title_i18n,
      original,
      machine: machineLangs(item.title_i18n),
    },
    lang,
  );
  const candidate =
    shown.text !== original.text
      ? { text: original.text, lang: original.lang, kind: 'original' as const }
      : english && shown.text !== english
        ? { text: english, lang: 'en', kind: 'english' as const }
        : null;
  // A Nordic reader is never handed an English second headline: the outlets' own headlines are listed with their outlets.
  const other = candidate && (lang === 'en' || candidate.lang !== 'en') ? candidate : null;
  return { ...shown, other };
}

/** An own story's Markdown body in the reader's language, by the same rule (English when untranslated). */
export function storyBody(item: NewsItemDocument, lang: Locale): ShownText | null {
  if (!('body' in item) || !item.body) return null;
  return shownText({ english: item.body, i18n: item.body_i18n, machine: machineLangs(item.body_i18n) }, lang);
}
