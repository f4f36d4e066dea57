import type { Locale } from '@/lib/i18n/locales';
import type { CaspFirm } from './firms';

const HOME_LANGUAGE: Readonly<Record<string, string>> = { NO: 'nb', SE: 'sv', DK: 'da', FI: 'fi', IS: 'is' };
const ENGLISH = /\b(?:authority|financial|supervis\w*|bank of|commission|markets?|services|national|central)\b/i;

/** The supervisor's name as the register publishes it, and the language it is written in when that is known (English words, or a Nordic supervisor's own name). The one place a page asks for it, so a table of names per language replaces it in one call. */
export function authorityName(
  firm: Pick<CaspFirm, 'authority' | 'supervisor' | 'home'>,
  _reader: Locale,
): { text: string; lang: string | null } {
  const text = firm.authority || firm.supervisor;
  if (ENGLISH.test(text)) return { text, lang: 'en' };
  return { text, lang: HOME_LANGUAGE[firm.home] ?? null };
}
