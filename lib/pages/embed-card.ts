import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';

/** The embeddable price card: a static page drawn by its script, framed on other sites by a loader. Light: browser scripts import it. */
export const EMBED_CARD_PATH = '/embed/price/';
export const EMBED_LOADER_PATH = '/embed/price.js';

/** How often the card reads the markets JSON again: the hourly refresh's documents, four times an hour. */
export const EMBED_REFRESH_SECONDS = 900;

/** The `type` of the card's message to its embedder: `{ type, height, title }`. */
export const EMBED_MESSAGE_TYPE = 'nordic-crypto-desk:price-card';

/** The tallest height the loader gives the frame: a message asking more is not ours. */
export const EMBED_MAX_HEIGHT = 1200;

export const EMBED_THEMES = ['auto', 'light', 'dark'] as const;

/** The card's strings in one language: messages' `embed` namespace, the part the card shows. */
const CARD_STRINGS = [
  'loading',
  'change24h',
  'up',
  'down',
  'flat',
  'noChange',
  'sparkline',
  'pricedBy',
  'updated',
  'more',
  'unknownPair',
  'unknownLanguage',
  'failed',
  'notAdvice',
  'frameTitle',
] as const;
export type EmbedStrings = Pick<Messages['embed'], (typeof CARD_STRINGS)[number]>;

/** What the card page hands its script (a JSON data block): every language's strings, as the language is a query parameter. */
export interface EmbedConfig {
  readonly languages: readonly Locale[];
  /** `<html lang>` and Intl tag per language (`sv-SE`). */
  readonly locales: Readonly<Record<string, string>>;
  readonly strings: Readonly<Record<string, EmbedStrings>>;
  /** The markets page of a base in each language, with `{base}` for the lowercase symbol: `/sv/markets/{base}/`. */
  readonly marketPaths: Readonly<Record<string, string>>;
  readonly refreshSeconds: number;
}

export function embedStrings(m: Messages): EmbedStrings {
  return Object.fromEntries(CARD_STRINGS.map((key) => [key, m.embed[key]])) as EmbedStrings;
}

/** The card page's own policy in its `<meta>` (its script, its origin's markets JSON), for hosts without headers. */
export const EMBED_CARD_META_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "connect-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** The header form: a browser ignores frame-ancestors in `<meta>` (and says so in the console), so only the header allows framing. */
export const EMBED_CARD_POLICY = `${EMBED_CARD_META_POLICY}; frame-ancestors *`;
