import type { Locale } from '@/lib/i18n/locales';
import { shownName, type NameTable, type ShownName } from '@/lib/i18n/names';
import type { CaspFirm } from './firms';

const HOME_LANGUAGE: Readonly<Record<string, string>> = { NO: 'nb', SE: 'sv', DK: 'da', FI: 'fi', IS: 'is' };
const ENGLISH = /\b(?:authority|financial|supervis\w*|bank of|commission|markets?|services|national|central)\b/i;

/**
 * The supervisor as the reader reads it: the institutions table's name in their language, else as
 * the register publishes it, in English where its words are, else in the home country's language.
 */
export function authorityName(
  firm: Pick<CaspFirm, 'authority' | 'supervisor' | 'home'>,
  reader: Locale,
  institutions: NameTable,
): ShownName {
  const text = firm.authority || firm.supervisor;
  return shownName(institutions, text, reader, ENGLISH.test(text) ? 'en' : (HOME_LANGUAGE[firm.home] ?? null));
}
