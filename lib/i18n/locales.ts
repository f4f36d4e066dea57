/** The site's languages: one tuple, one type, one guard (English first, then the Nordic six). */
export const LOCALES = ['en', 'nn', 'nb', 'sv', 'da', 'fi', 'is'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The cookie the language switcher sets; it always wins over the IP-country guess. */
export const LANG_COOKIE = 'lang';
// 365 days, written out: this constant is inlined into every page's cookie script.
export const LANG_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/** The six Nordic languages, each published under `/<code>/`. */
export const NORDIC_LOCALES = ['nn', 'nb', 'sv', 'da', 'fi', 'is'] as const satisfies readonly Locale[];
export type NordicLocale = (typeof NORDIC_LOCALES)[number];

export function isNordicLocale(value: unknown): value is NordicLocale {
  return typeof value === 'string' && (NORDIC_LOCALES as readonly string[]).includes(value);
}

/** `Set-Cookie`/`document.cookie` attributes of the language cookie (one year, whole site, Lax). */
export const LANG_COOKIE_ATTRIBUTES = 'Max-Age=31536000; Path=/; SameSite=Lax';

/** sessionStorage key of the static export's one automatic redirect per tab. */
export const GEO_REDIRECT_SESSION_KEY = 'lang-auto-redirect';

/** The static export waits at most this long for the geo endpoint before using the browser's languages. */
export const GEO_TIMEOUT_MS = 1500;

/** The BCP 47 tag of each language, for Intl and for feeds. */
export const LOCALE_TAG: Readonly<Record<Locale, string>> = {
  en: 'en',
  nn: 'nn-NO',
  nb: 'nb-NO',
  sv: 'sv-SE',
  da: 'da-DK',
  fi: 'fi-FI',
  is: 'is-IS',
};
