import { z } from 'zod';
import { BASE_SYMBOL, EXCHANGE_IDS, PLAIN_DECIMAL, QUOTES } from './market-terms';
import { exchangeRegisterSchema, exchangeRegisterSourceSchema } from './register';

const decimal = z.string().regex(PLAIN_DECIMAL, 'must be a plain decimal string');
const nullableDecimal = decimal.nullable();
const utc = z.iso.datetime();
const count = z.number().int().nonnegative();

export const quoteSchema = z.enum(QUOTES);
export const exchangeIdSchema = z.enum(EXCHANGE_IDS);

export const envelopeSchema = z.strictObject({
  api_version: z.literal('1'),
  name: z.string(),
  generated_at: z.iso.datetime({ offset: true }),
  preview: z.boolean(),
});

export const marketTickerSchema = z.strictObject({
  id: z.string(),
  symbol: z.string(),
  exchange_symbol: z.string(),
  base: z.string().regex(BASE_SYMBOL),
  quote: quoteSchema,
  last: nullableDecimal,
  bid: nullableDecimal,
  ask: nullableDecimal,
  exchange: z.strictObject({ id: exchangeIdSchema, name: z.string(), country: z.string() }),
  fetched_at: utc,
  source_url: z.string().url(),
  volume_base: nullableDecimal,
  volume_quote: nullableDecimal,
  volume_base_24h: nullableDecimal,
  volume_quote_24h: nullableDecimal,
  high: nullableDecimal,
  low: nullableDecimal,
  change_pct: nullableDecimal,
  exchange_time: utc.nullable(),
});

export const exchangeSchema = z.strictObject({
  id: exchangeIdSchema,
  name: z.string(),
  country: z.string(),
  legal_name: z.string().describe('The company behind the exchange'),
  lei: z
    .string()
    .nullable()
    .describe(
      "Its LEI as the desk keeps it (from ESMA's register), which finds its entry there; null while the register has never listed it",
    ),
  website: z.string().url(),
  docs_url: z.string().url(),
  source_url: z.string().url(),
  cors: z.boolean(),
  note: z.string(),
  status: z.enum(['ok', 'error']),
  fetched_at: utc,
  error: z.string().nullable(),
  ticker_count: count,
  last_ok_at: utc
    .nullable()
    .describe(
      'When this exchange last answered with prices: `fetched_at` when `status` is `ok`; after a failed fetch, the time of its last successful one, kept from refresh to refresh (its prices of then are not in this document); null when no fetch of it has succeeded yet',
    ),
  register: exchangeRegisterSchema
    .nullable()
    .describe(
      "Its standing in ESMA's interim MiCA register (the last good register set): null when no entry of the file named in `register_source` matches",
    ),
  register_source: exchangeRegisterSourceSchema.nullable(),
});

export const marketLogoSchema = z.strictObject({
  format: z.string(),
  source: z.string(),
  source_url: z.string().url(),
  version: z.string(),
  license: z.string(),
  license_name: z.string(),
  license_url: z.string().url(),
  authors: z.string(),
  attribution: z.string(),
});

export const marketVolumeSchema = z.strictObject({
  volume_base: nullableDecimal,
  volume_quote: nullableDecimal,
  volume_base_24h: nullableDecimal,
  volume_quote_24h: nullableDecimal,
  volume_base_exchanges: count,
  volume_quote_exchanges: count,
  volume_base_24h_exchanges: count,
  volume_quote_24h_exchanges: count,
  units: z.strictObject({
    volume_base: z.string(),
    volume_quote: z.string(),
    volume_base_24h: z.string(),
    volume_quote_24h: z.string(),
  }),
});

export const marketContributorSchema = z.strictObject({
  exchange_id: exchangeIdSchema,
  name: z.string(),
  country: z.string(),
  last: nullableDecimal,
  bid: nullableDecimal,
  ask: nullableDecimal,
  mid: nullableDecimal,
  included_in_last: z.boolean(),
  included_in_mid: z.boolean(),
  included_in_price: z.boolean(),
  volume_base: nullableDecimal,
  volume_quote: nullableDecimal,
  volume_base_24h: nullableDecimal,
  volume_quote_24h: nullableDecimal,
  fetched_at: utc,
  source_url: z.string().url(),
});

export const aggregateMethodSchema = z.enum(['mean_last', 'mean_bid_ask_mid']).nullable();

/** The computed part of an aggregate; the logo fields are added from the site config. */
export const marketAggregateCoreSchema = z.strictObject({
  symbol: z.string(),
  base: z.string().regex(BASE_SYMBOL),
  name: z.string().nullable(),
  quote: quoteSchema,
  currency: quoteSchema,
  updated_at: utc.nullable(),
  oldest_fetched_at: utc.nullable(),
  exchange_count: count,
  method: aggregateMethodSchema,
  method_note: z.string(),
  price: nullableDecimal,
  min: nullableDecimal,
  max: nullableDecimal,
  last: nullableDecimal,
  last_count: count,
  last_min: nullableDecimal,
  last_max: nullableDecimal,
  mid: nullableDecimal,
  mid_count: count,
  mid_min: nullableDecimal,
  mid_max: nullableDecimal,
  vwap: z.null(),
  volume_used_for_price: z.literal(false),
  volume: marketVolumeSchema,
  contributors: z.array(marketContributorSchema),
});

const logoFields = {
  logo_url: z.string().url().nullable(),
  logo_url_custom_domain: z.string().url().nullable(),
  logo_path: z
    .string()
    .regex(/^api\/v1\/markets\/logos\/[a-z0-9]+\.svg$/)
    .nullable(),
  logo: marketLogoSchema.nullable(),
};

export const marketAggregateSchema = marketAggregateCoreSchema.extend(logoFields);

const aggregationTextSchema = z.strictObject({
  bucket: z.string(),
  last: z.string(),
  mid: z.string(),
  price: z.string(),
  min: z.string(),
  max: z.string(),
  exchange_count: z.string(),
  rounding: z.string(),
  vwap: z.string(),
  volume: z.string(),
  logos: z.string(),
});

const refreshSchema = z.strictObject({
  build: z.string(),
  github_actions: z.string(),
  browser: z.string(),
  browser_json_seconds: z.number().int().positive(),
  browser_exchange_seconds: z.number().int().positive(),
  actions_cron: z.string(),
});

/** Every address is given on the static host and on the site (`…_custom_domain`), like logos. */
const catalogueUrlsSchema = z.strictObject({
  catalogue: z.string().url(),
  catalogue_custom_domain: z.string().url(),
  aggregated: z.string().url(),
  aggregated_custom_domain: z.string().url(),
  logos: z.string().url(),
  logos_custom_domain: z.string().url(),
});

const skippedSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  reason: z.string(),
});

export const marketsCatalogueSchema = envelopeSchema.extend({
  kind: z.literal('markets'),
  disclaimer: z.string(),
  sign_off: z.string(),
  not_investment_advice: z.literal(true),
  quotes: z.array(quoteSchema),
  quote_note: z.string(),
  aggregation: aggregationTextSchema,
  refresh: refreshSchema,
  urls: catalogueUrlsSchema,
  exchanges: z.array(exchangeSchema),
  skipped: z.array(skippedSchema),
  count,
  aggregated_count: count,
  tickers: z.array(marketTickerSchema),
  aggregated: z.array(marketAggregateSchema),
});

/**
 * A catalogue as published before `last_ok_at` existed, which the seed still reads
 * (an exchange without the field counts as never having answered, unless its status is `ok`).
 */
export const publishedCatalogueSchema = marketsCatalogueSchema.extend({
  exchanges: z.array(
    exchangeSchema.extend({
      last_ok_at: exchangeSchema.shape.last_ok_at.optional(),
      legal_name: exchangeSchema.shape.legal_name.optional(),
      lei: exchangeSchema.shape.lei.optional(),
      register: exchangeSchema.shape.register.optional(),
      register_source: exchangeSchema.shape.register_source.optional(),
    }),
  ),
});

export const marketAggregatedSchema = envelopeSchema.extend({
  count,
  pairs: z.array(marketAggregateSchema),
});

export const marketExchangeDocumentSchema = envelopeSchema.extend({
  kind: z.literal('market_exchange'),
  disclaimer: z.string(),
  sign_off: z.string(),
  not_investment_advice: z.literal(true),
  urls: catalogueUrlsSchema.extend({
    exchange: z.string().url(),
    exchange_custom_domain: z.string().url(),
  }),
  exchange: exchangeSchema,
  count,
  tickers: z.array(marketTickerSchema),
});

/** `BASE-QUOTE`, the name of a pair's history file. */
export const PAIR_SYMBOL = /^[A-Z0-9]{1,20}-(NOK|SEK|DKK|EUR)$/;

/** Where a by-asset document's pairs keep their history (on the static host and on the site). */
export const marketHistoryLinkSchema = z.strictObject({
  symbol: z.string().regex(PAIR_SYMBOL),
  quote: quoteSchema,
  path: z.string().regex(/^api\/v1\/markets\/history\/[A-Z0-9]{1,20}-(NOK|SEK|DKK|EUR)\.json$/),
  url: z.string().url(),
  url_custom_domain: z.string().url(),
});

/** `name` here is the asset's name (nullable), not the site name. */
export const marketAssetSchema = z.strictObject({
  api_version: z.literal('1'),
  name: z.string().nullable(),
  generated_at: z.iso.datetime({ offset: true }),
  preview: z.boolean(),
  symbol: z.string().regex(BASE_SYMBOL),
  count,
  tickers: z.array(marketTickerSchema),
  aggregated: z.array(marketAggregateSchema),
  aggregation: aggregationTextSchema,
  ...logoFields,
  history: z.array(marketHistoryLinkSchema),
});

/** One refresh's aggregate of one pair, copied with its exact strings. */
export const marketHistoryRowSchema = z.strictObject({
  at: utc,
  price: nullableDecimal,
  method: aggregateMethodSchema,
  last: nullableDecimal,
  mid: nullableDecimal,
  exchange_count: count,
  exchanges: z
    .array(exchangeIdSchema)
    .optional()
    .describe('The exchanges whose prices made this reading; absent in rows written before it was recorded'),
});

/** `markets/history/<BASE>-<QUOTE>.json`, checked on every read of a published file, so a damaged one is refused by name. */
export const marketHistorySchema = envelopeSchema
  .extend({
    symbol: z.string().regex(PAIR_SYMBOL),
    quote: quoteSchema,
    rows: z.array(marketHistoryRowSchema),
  })
  .superRefine((doc, issue) => {
    if (!doc.symbol.endsWith(`-${doc.quote}`)) {
      issue.addIssue({ code: 'custom', path: ['quote'], message: `quote ${doc.quote} does not match symbol ${doc.symbol}` });
    }
    for (let i = 1; i < doc.rows.length; i += 1) {
      if (Date.parse(doc.rows[i - 1]!.at) >= Date.parse(doc.rows[i]!.at)) {
        issue.addIssue({ code: 'custom', path: ['rows', i, 'at'], message: 'rows must be oldest first, one row per instant' });
        return;
      }
    }
  });

/** One UTC day of a pair's aggregate `price`: only days with at least one reading have a row. */
export const marketDailyRowSchema = z.strictObject({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  open: decimal.describe('The first reading of the day'),
  high: decimal,
  low: decimal,
  close: decimal.describe('The last reading of the day'),
  readings: z.number().int().positive().describe('History rows of the day with a price; a day older than 30 days keeps one'),
  first_at: utc,
  last_at: utc,
});

/** The change of `price` between two readings of the history; null when the history cannot give one. */
export const marketChangeSchema = z.strictObject({
  window_hours: z.number().int().positive(),
  from_at: utc.describe('The newest reading at or before `to_at` minus the window'),
  from_price: decimal,
  to_at: utc.describe('The newest reading with a price'),
  to_price: decimal,
  change: decimal.describe('`to_price - from_price`, exact'),
  change_pct: nullableDecimal.describe('Per cent, rounded half away from zero at 12 places; null when `from_price` is zero'),
});

/** `markets/daily/<BASE>-<QUOTE>.json`: daily candles and the 24-hour and 7-day change, from the history. */
export const marketDailySchema = envelopeSchema.extend({
  symbol: z.string().regex(PAIR_SYMBOL),
  quote: quoteSchema,
  currency: quoteSchema,
  source: z.string(),
  change_24h: marketChangeSchema.nullable(),
  change_7d: marketChangeSchema.nullable(),
  count: count,
  days: z.array(marketDailyRowSchema),
});

/** One pair's 24-hour and 7-day change, as its daily document has them. */
export const marketPairChangeSchema = z.strictObject({
  symbol: z.string().regex(PAIR_SYMBOL),
  quote: quoteSchema,
  change_24h: marketChangeSchema.nullable(),
  change_7d: marketChangeSchema.nullable(),
});

/** `markets/changes.json`: every pair's change in one small document, so a page keeps its figures current with one request. */
export const marketChangesSchema = envelopeSchema.extend({
  source: z.string(),
  count: count,
  pairs: z.array(marketPairChangeSchema),
});

/** One alerted price move: the 24-hour change of a pair's aggregate price that crossed the threshold (lib/markets/moves.ts). */
export const marketMoveSchema = z.strictObject({
  id: z.string().regex(/^[A-Z0-9]+-[A-Z]{3}-\d{8}T\d{4}Z$/),
  symbol: z.string().regex(PAIR_SYMBOL),
  base: z.string().regex(BASE_SYMBOL),
  quote: quoteSchema,
  at: utc.describe('When the move was seen: the reading that crossed the threshold'),
  window_hours: z.number().int().positive(),
  from_at: utc,
  from_price: decimal,
  to_at: utc,
  to_price: decimal,
  change: decimal.describe('`to_price - from_price`, exact'),
  change_pct: decimal.describe('Per cent, rounded half away from zero at 12 places'),
  threshold_pct: decimal,
  exchanges: z
    .array(exchangeIdSchema)
    .nullable()
    .describe('The exchanges behind both readings; null for history rows that predate the record'),
});

/** `markets/moves.json`: the moves of the last days at the feeds' threshold, newest first. */
export const marketMovesSchema = envelopeSchema.extend({
  source: z.string(),
  threshold_pct: decimal,
  window_hours: z.number().int().positive(),
  cooldown_hours: z.number().int().positive(),
  kept_days: z.number().int().positive(),
  count: count,
  moves: z.array(marketMoveSchema),
});

/** One exchange's outcome in a refresh; failed exchanges carry no tickers. */
export const exchangeResultSchema = z.strictObject({
  id: exchangeIdSchema,
  status: z.enum(['ok', 'error']),
  error: z.string().nullable(),
  fetched_at: utc,
  /** Set by the refresh and the prebuild (lib/markets/last-good.ts); absent in older snapshots and in live reads. */
  last_ok_at: utc.nullable().optional(),
  tickers: z.array(marketTickerSchema),
});

/** The refresh's saved result (`.markets/snapshot.json`): what the builders read. */
export const marketsSnapshotSchema = z.strictObject({
  kind: z.literal('markets_snapshot'),
  version: z.literal(1),
  generated_at: utc,
  exchanges: z.array(exchangeResultSchema),
});
