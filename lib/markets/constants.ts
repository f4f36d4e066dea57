/** Market constants shared by documents, website, refresh and workflow test, so values, timers and cron cannot drift. */

import { BASE_SYMBOL, EXCHANGE_IDS, QUOTES } from '@/lib/schemas/market-terms';

// The contract's own terms (quotes, exchanges, base symbols) sit in lib/schemas, below this library.
export { BASE_SYMBOL, EXCHANGE_IDS, QUOTES };

export type Quote = (typeof QUOTES)[number];

export type ExchangeId = (typeof EXCHANGE_IDS)[number];

/** Browser reload of the markets file (`browser_json_seconds`). */
export const BROWSER_JSON_SECONDS = 900;
/** Browser reload of the CORS-enabled exchanges directly (`browser_exchange_seconds`). */
export const BROWSER_EXCHANGE_SECONDS = 300;
/** Hourly scheduled refresh at minute 17 (`actions_cron`). */
export const ACTIONS_CRON = '17 * * * *';

export const FETCH_TIMEOUT_MS = 15_000;
/** Response bodies beyond this are refused rather than parsed. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** Most pages a paginated list (NBX `GET /markets`, `x-next-page-url`) is followed for. */
export const MAX_PAGES = 20;

/** History rows newer than this many days are all kept; older ones are thinned to one per UTC day. */
export const HISTORY_HOURLY_DAYS = 30;

export const SIGN_OFF = 'The editorial team';

/** Site-relative folder of the coin icons. */
export const LOGOS_PATH = 'api/v1/markets/logos';

export function isQuote(value: string): value is Quote {
  return (QUOTES as readonly string[]).includes(value);
}

export function isExchangeId(value: string): value is ExchangeId {
  return (EXCHANGE_IDS as readonly string[]).includes(value);
}

/** Prices older than this (two hours) are flagged to the reader as old. */
export const STALE_AFTER_MS = 2 * 3_600_000;
