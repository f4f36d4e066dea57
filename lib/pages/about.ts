import type { AboutContent, AboutText } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';

/** The about text in the reader's language, or the English one (always present) with `fallback`. */
export function aboutFor(about: AboutContent, lang: Locale): { text: AboutText; lang: Locale; fallback: boolean } {
  const translated = lang === 'en' ? undefined : about[lang];
  return translated ? { text: translated, lang, fallback: false } : { text: about.en, lang: 'en', fallback: lang !== 'en' };
}
