import da from '@/messages/da.json';
import en from '@/messages/en.json';
import fi from '@/messages/fi.json';
import is from '@/messages/is.json';
import nb from '@/messages/nb.json';
import nn from '@/messages/nn.json';
import sv from '@/messages/sv.json';
import type { Locale } from './locales';

/** UI strings, one JSON file per language; English is the source and every other file must have exactly its keys. */
export type Messages = typeof en;

export const MESSAGES = {
  en,
  nn: nn satisfies Messages,
  nb: nb satisfies Messages,
  sv: sv satisfies Messages,
  da: da satisfies Messages,
  fi: fi satisfies Messages,
  is: is satisfies Messages,
} as const satisfies Record<Locale, Messages>;

export function messagesFor(lang: Locale): Messages {
  return MESSAGES[lang];
}

// Kept in its own module so client components can fill templates without bundling every language.
export { fmt } from './fmt';
