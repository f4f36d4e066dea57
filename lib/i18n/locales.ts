/** The site's languages: one tuple, one type, one guard (English first, then the Nordic six). */
export const LOCALES = ['en', 'nn', 'nb', 'sv', 'da', 'fi', 'is'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The cookie the language switcher sets; it always wins over the IP-country guess. */
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
