import type { Locale } from '@/lib/i18n/locales';
import { QUOTES } from '@/lib/schemas/market-terms';

/** The reader's currency for every price page: `?cur=`, else the kept choice (localStorage), else the language's default; pure, so browser/inline/currency.ts reads the same rule. */

export type Quote = (typeof QUOTES)[number];
/** A quote currency, or `all` (every currency side by side). */
export type ReaderCurrency = Quote | 'all';

/** The choices in the order the switch offers them. */
export const CURRENCY_CHOICES: readonly ReaderCurrency[] = ['all', ...QUOTES];

export const DEFAULT_CURRENCY: Readonly<Record<Locale, ReaderCurrency>> = {
  en: 'all',
  nn: 'NOK',
  nb: 'NOK',
  sv: 'SEK',
  da: 'DKK',
  fi: 'EUR',
  is: 'EUR',
};

/** A language whose own currency no included exchange quotes: its pages say so once, by the switch. */
export const UNQUOTED_CURRENCY: Readonly<Partial<Record<Locale, string>>> = { is: 'ISK' };

/** The URL parameter and the localStorage key. */
export const CURRENCY_PARAM = 'cur';
export const CURRENCY_STORAGE_KEY = 'reader-currency';

export function isReaderCurrency(value: unknown): value is ReaderCurrency {
  return typeof value === 'string' && (CURRENCY_CHOICES as readonly string[]).includes(value);
}

/** `?cur=sek` reads as SEK; anything else is no choice. */
export function parseCurrency(value: string | null | undefined): ReaderCurrency | null {
  if (!value) return null;
  const upper = value.trim().toUpperCase();
  const normal = upper === 'ALL' ? 'all' : upper;
  return isReaderCurrency(normal) ? normal : null;
}

export type CurrencySource = 'param' | 'stored' | 'default';

/** `?cur=` first, then the kept choice, then the language's default. */
export function readerCurrency(
  lang: Locale,
  param: string | null | undefined,
  stored: string | null | undefined,
): { readonly currency: ReaderCurrency; readonly source: CurrencySource } {
  const fromParam = parseCurrency(param);
  if (fromParam) return { currency: fromParam, source: 'param' };
  const fromStore = parseCurrency(stored);
  if (fromStore) return { currency: fromStore, source: 'stored' };
  return { currency: DEFAULT_CURRENCY[lang], source: 'default' };
}

/** Whether a figure in `quote` shows for the reader's currency. */
export function showsQuote(currency: ReaderCurrency, quote: string): boolean {
  return currency === 'all' || currency === quote;
}
