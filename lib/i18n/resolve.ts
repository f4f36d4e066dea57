import { LOCALES, type Locale } from './locales';

/** Which language a visit to `/` is sent to: one pure function for `npm start` and the first-visit script, so the rules exist once. */
export interface ResolveInput {
  readonly cookie?: string | null;
  /** Two-letter country of the visitor's IP, if known (`cf-ipcountry`, geo endpoint …). */
  readonly country?: string | null;
  /** The browser's language tags, most preferred first (navigator.languages, Accept-Language). */
  readonly languages?: readonly string[];
  /** The geo-language content: `by_country` and `default`. */
  readonly geo: { readonly by_country: Readonly<Record<string, string>>; readonly default: string };
  /** The site's locales; the first one is the language of the root (English). */
  readonly locales: readonly string[];
}

const NORWEGIAN_TAGS = new Set(['no', 'nb', 'nn']);

export function resolveLocale(input: ResolveInput): Locale | null {
  const [root] = input.locales;
  const supported = (code: unknown): code is Locale => typeof code === 'string' && input.locales.includes(code);
  const answer = (code: Locale): Locale | null => (code === root ? null : code);

  const cookie = typeof input.cookie === 'string' ? input.cookie.trim() : '';
  if (supported(cookie)) return answer(cookie);

  const byCountry = input.geo?.by_country ?? {};
  const country = typeof input.country === 'string' ? input.country.trim().toUpperCase() : '';
  // hasOwnProperty, not Object.hasOwn: this also runs in the browser (lib/browser/geo-redirect.ts).
  const countryLanguage = country && Object.prototype.hasOwnProperty.call(byCountry, country) ? byCountry[country] : undefined;
  if (supported(countryLanguage)) return answer(countryLanguage);

  const norwegian = supported(byCountry.NO) ? byCountry.NO : 'nb';
  for (const tag of input.languages ?? []) {
    if (typeof tag !== 'string') continue;
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    const code = NORWEGIAN_TAGS.has(primary) ? norwegian : primary;
    if (supported(code)) return answer(code);
  }

  const fallback = input.geo?.default;
  return supported(fallback) ? answer(fallback) : null;
}

/** `resolveLocale` with the site's own locales. */
export function resolveHomeLocale(input: Omit<ResolveInput, 'locales'>): Locale | null {
  return resolveLocale({ ...input, locales: LOCALES });
}

/** Headers a CDN or host sets with the visitor's IP country, in the order they are trusted. */
export const COUNTRY_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country'] as const;

export function countryFromHeaders(headers: { get(name: string): string | null }): string | null {
  for (const name of COUNTRY_HEADERS) {
    const value = headers.get(name)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value)) return value;
  }
  return null;
}
