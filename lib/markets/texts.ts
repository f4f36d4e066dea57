import { ACTIONS_CRON, BROWSER_EXCHANGE_SECONDS, BROWSER_JSON_SECONDS } from './constants';

/** Fixed English texts of the market documents, kept apart so the builders stay readable. */

export const DISCLAIMER =
  'Not investment advice. Each figure is the value the named exchange published at the time given ' +
  'in fetched_at; aggregates are plain arithmetic over those published values. We do not set prices ' +
  'and give no buy or sell recommendation.';

export const QUOTE_NOTE =
  'Only pairs quoted in NOK, SEK, DKK and EUR are included. A price in one currency is never ' +
  'converted into another, and pairs in different quote currencies are never averaged together.';

export const AGGREGATION = {
  bucket: 'One aggregate per base-quote pair, for example BTC-NOK; each quote currency is its own bucket.',
  last: 'Arithmetic mean of the last prices of the exchanges that published one; null when none did.',
  mid: "Arithmetic mean of each exchange's midpoint (bid+ask)/2, using only exchanges that published both bid and ask; never blended into last.",
  price:
    'Equals last when any exchange published a last price (method mean_last), otherwise mid (method mean_bid_ask_mid), otherwise null (method null). No price is invented.',
  min: 'Lowest value in the same series as price: the last prices under mean_last, the midpoints under mean_bid_ask_mid.',
  max: 'Highest value in the same series as price: the last prices under mean_last, the midpoints under mean_bid_ask_mid.',
  exchange_count: 'Number of exchanges that published a ticker for the pair, including those without a last price.',
  rounding:
    'Decimal arithmetic on the published digit strings, never binary floating point. A mean keeps the widest ' +
    'fractional length of its inputs; when the quotient needs more digits it is extended to at most 12 ' +
    "fractional places (or the inputs' own length if wider) and rounded half away from zero. Sums are exact " +
    'at the widest input length. Published values are copied unchanged, trailing zeros included.',
  vwap: 'Always null: volume windows differ between exchanges, so no volume-weighted price is formed (volume_used_for_price is false).',
  volume:
    'Each volume field is summed only with the same field of the same pair; 24-hour fields are never added to ' +
    'fields without a named window. A published zero is kept; a missing value is not zero. The *_exchanges ' +
    'counts say how many exchanges published each field; a null sum means none did.',
  logos:
    'Coin icons are the colour SVGs of the public-domain (CC0-1.0) cryptocurrency-icons set, copied under ' +
    'api/v1/markets/logos/<base lowercase>.svg. When the set lacks an asset the logo fields are null; no ' +
    "substitute is drawn and no other asset's icon is reused.",
} as const;

export const REFRESH = {
  build: 'The exchanges are fetched when the site is built; if every exchange fails, the last good fetch is kept.',
  github_actions: `An hourly scheduled job (cron ${ACTIONS_CRON}, minute 17 of every hour) fetches the exchanges again and rewrites only the market JSON files and coin icons; when every exchange fails, the previous files are left unchanged.`,
  browser: `The markets page reloads this catalogue every ${BROWSER_JSON_SECONDS} seconds and reads the exchanges that allow cross-origin requests directly every ${BROWSER_EXCHANGE_SECONDS} seconds; exchanges without that header are shown from this catalogue.`,
  browser_json_seconds: BROWSER_JSON_SECONDS,
  browser_exchange_seconds: BROWSER_EXCHANGE_SECONDS,
  actions_cron: ACTIONS_CRON,
} as const;

/** Error text of an exchange that has no fetch on record yet. */
export const NOT_FETCHED_YET = 'No market data has been fetched yet';
