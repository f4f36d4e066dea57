import { notFound } from 'next/navigation';
import { currentContext, loadSiteData } from '@/lib/api/load';
import { COUNTRY_CODES, type CountryCode } from '@/lib/content/fields';
import type { SiteData } from '@/lib/api/site-data';
import type { BuildContext } from '@/lib/api/types';
import type { LanguageRow } from '@/lib/content/types';
import { LOCALES, isLocale, type Locale } from '@/lib/i18n/locales';
import { messagesFor, type Messages } from '@/lib/i18n/messages';

/**
 * Page-level helpers. Pages call the same loaders and builders as the API (never our own API
 * over HTTP). `page()` bundles what nearly every page needs.
 */
export interface PageEnv {
  readonly lang: Locale;
  readonly data: SiteData;
  readonly ctx: BuildContext;
  readonly m: Messages;
  /** BCP 47 tag for Intl and `<html lang>` (`nb-NO`). */
  readonly locale: string;
}

export function page(lang: Locale): PageEnv {
  const data = loadSiteData();
  return { lang, data, ctx: currentContext(), m: messagesFor(lang), locale: htmlLang(data, lang) };
}

/** The `lang` route parameter, checked (the route only generates valid ones). */
export function localeParam(value: string): Locale {
  if (!isLocale(value)) throw new RangeError(`unknown language in the path: ${value}`);
  return value;
}

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

export function topicLabel(m: Messages, topic: string): string {
  return Object.hasOwn(m.topics, topic) ? m.topics[topic as keyof Messages['topics']] : topic;
}

export function countryLabel(m: Messages, code: string): string {
  return Object.hasOwn(m.countries, code) ? m.countries[code as keyof Messages['countries']] : code;
}

export function sourceTypeLabel(m: Messages, type: string): string {
  return Object.hasOwn(m.sourceTypes, type) ? m.sourceTypes[type as keyof Messages['sourceTypes']] : type;
}

/** Native name of a language code ("nb" → "Norsk bokmål"), or the code itself. */
export function languageName(data: SiteData, code: string | null | undefined): string {
  if (!code) return '';
  return data.languageByCode.get(code as Locale)?.native_name ?? code;
}

/** Route params of the per-country pages (news and events): one page per news country code. */
export function countryParams(): Array<{ code: string }> {
  return COUNTRY_CODES.map((code) => ({ code }));
}

/** The `code` route parameter, or the 404 page for a code that is not a news country. */
export function countryParam(code: string): CountryCode {
  if (!(COUNTRY_CODES as readonly string[]).includes(code)) notFound();
  return code as CountryCode;
}
