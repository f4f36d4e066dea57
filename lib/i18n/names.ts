import { LOCALE_TAG, type Locale } from './locales';
import { messagesFor } from './messages';
import { shownText, type ShownText } from './shown-text';

/** Names that come from data (cities, institutions, countries) in the reader's language: the one rule pages and the register use. */

export interface NameRow {
  readonly name: string;
  readonly name_lang: string;
  readonly name_i18n: Readonly<Partial<Record<string, string>>>;
  readonly aliases: readonly string[];
}

export type NameTable = ReadonlyMap<string, NameRow>;

const key = (name: string) => name.trim().toLowerCase();

/** Every spelling of every row, case ignored. */
export function nameTable(rows: readonly NameRow[]): NameTable {
  return new Map(rows.flatMap((row) => [row.name, ...row.aliases].map((spelling) => [key(spelling), row] as const)));
}

export interface ShownName extends ShownText {
  /** False when the table has no row for the name: it is shown as the data wrote it, and listed for editors. */
  readonly known: boolean;
}

/** A recurring name as the reader reads it: the table's translation, else its own name, else English; a name the table lacks stays as written. */
export function shownName(table: NameTable, written: string, reader: Locale, writtenLang: string | null = 'en'): ShownName {
  const row = table.get(key(written));
  if (!row)
    return {
      text: written,
      lang: writtenLang ?? reader,
      fallback: writtenLang !== null && writtenLang !== reader,
      machine: false,
      known: false,
    };
  const own = row.name_lang === 'en' ? null : { text: row.name, lang: row.name_lang };
  const shown = shownText({ english: own ? null : row.name, original: own, i18n: row.name_i18n }, reader);
  // Falling back to English, the data's own English spelling stays (a who's who entry's full name).
  return { ...shown, text: !own && shown.lang === 'en' && writtenLang === 'en' ? written : shown.text, known: true };
}

/** A country's name in the reader's language from the platform's CLDR names; the content's two regions (NORDIC, EU) are the site's own words. */
export function countryName(code: string, lang: Locale): string {
  const m = messagesFor(lang);
  if (code === 'NORDIC' || code === 'EU') return m.countries[code];
  return new Intl.DisplayNames([LOCALE_TAG[lang]], { type: 'region' }).of(code) ?? code;
}

/** A language's name in the reader's language ("ruotsi" on a Finnish page), lower-cased as Nordic languages write it mid-sentence. */
export function languageDisplayName(code: string, lang: Locale): string {
  return new Intl.DisplayNames([LOCALE_TAG[lang]], { type: 'language' }).of(code) ?? code;
}

const HOME_LANGUAGES: Readonly<Record<string, readonly string[]>> = { NO: ['nb', 'nn'], SE: ['sv'], DK: ['da'], FI: ['fi'], IS: ['is'] };

/** An outlet's language beside its country, or null when it is the country's own (in Finnish both are "Suomi"). */
export function outletLanguage(country: string, code: string | null | undefined, reader: Locale): string | null {
  if (!code || HOME_LANGUAGES[country]?.includes(code)) return null;
  return languageDisplayName(code, reader);
}
