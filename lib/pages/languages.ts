import { notFound } from 'next/navigation';
import type { SiteData } from '@/lib/data/site-data';
import type { LanguageRow } from '@/lib/content/types';
import { LOCALES, isLocale, type Locale } from '@/lib/i18n/locales';

/** The site's languages as pages need them: BCP 47 tags, native names, the route parameter. */

/** The `lang` route parameter, checked: under `npm run dev` a stray path can reach the tree, which must be a 404, not a throw. */
export function localeParam(value: string): Locale {
  if (!isLocale(value)) notFound();
  return value;
}

/** BCP 47 tag for Intl and `<html lang>` (`nb-NO`). */
export function htmlLang(data: SiteData, lang: Locale): string {
  return data.languageByCode.get(lang)?.html_lang ?? lang;
}

/** The seven languages in site order, with their native names. */
export function languageRows(data: SiteData): LanguageRow[] {
  return LOCALES.flatMap((code) => {
    const row = data.languageByCode.get(code);
    return row ? [row] : [];
  });
}
