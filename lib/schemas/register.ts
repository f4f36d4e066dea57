import { z } from 'zod';
import { absoluteUrl, isoDate, isoDateTime, listDocument } from './common';
import { EXCHANGE_IDS } from './market-terms';

/** ESMA's interim MiCA register as the register job publishes it under /api/v1/rules/. */

const eeaCode = z.string().regex(/^[A-Z]{2}$/, 'two-letter EU/EEA country code (Greece is GR)');
const nordicCode = z.enum(['NO', 'SE', 'DK', 'FI', 'IS']);
const serviceCode = z.enum(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']);

export const registerSourceSchema = z
  .object({
    name: z.string(),
    url: absoluteUrl.describe('The CSV the job read'),
    page_url: absoluteUrl.describe('ESMA\u2019s page about the interim register'),
    fetched_at: isoDateTime,
    file_date: isoDate.nullable().describe('The latest `ac_lastupdate` in the file: how recent the file is'),
    rows: z.int().nonnegative().describe('Data rows in the file'),
    rows_skipped: z.int().nonnegative().describe('Rows that could not be read and were left out, never guessed'),
    problems: z
      .array(
        z.object({
          line: z.int().positive(),
          reason: z.string(),
          skipped: z.boolean(),
          repair: z
            .enum(['lei', 'services', 'website', 'countries', 'home'])
            .optional()
            .describe('Set when the row was kept and this part of it repaired (the repair is in `reason`)'),
        }),
      )
      .describe('Rows left out (`skipped`), cells partly read and every repair, with the line of the file'),
    repairs: z
      .record(z.string(), z.int().nonnegative())
      .optional()
      .describe('How many repairs of each kind (`lei`, `services`, `website`, `countries`, `home`) the run made; each is in `problems`'),
  })
  .describe('Where the register data comes from and how well the file read');

export const caspSchema = z
  .object({
    id: z
      .string()
      .describe(
        'The LEI when no other firm has it; `<LEI>-<legal name slug>` when firms share it; `name-<home>-<legal name slug>` without a valid LEI. Stable across runs',
      ),
    lei: z
      .string()
      .min(1)
      .nullable()
      .describe(
        'The LEI as published, cleaned of spaces and stray punctuation (each repair is in `source.problems`); kept even when its check digits fail (`lei_valid`); null only when the file gives none',
      ),
    lei_valid: z.boolean().describe('Whether `lei` passes the ISO 17442 check digits (ISO 7064 MOD 97-10)'),
    legal_name: z.string().describe('A firm is its LEI and legal name together: two firms that share an LEI are two entries'),
    commercial_name: z.string().nullable(),
    website: z.string().nullable().describe('As published (not always a full URL)'),
    websites: z
      .array(z.object({ text: z.string(), url: absoluteUrl.nullable() }))
      .describe(
        'The website cell split into its addresses (`|`, line breaks, spaces); `url` with obvious typos mended (`https.//`, a missing scheme), null where the text is not an address',
      ),
    home: eeaCode,
    supervisor: z.string().describe('The home supervisor, one name per country'),
    authority: z.string().describe('The supervisor as the register publishes it for this firm'),
    services: z.array(z.object({ code: serviceCode, text: z.string() })).describe('MiCA Art. 3(1)(16) services a–j'),
    countries: z.array(eeaCode).describe('Every country of its passport list'),
    nordic: z.array(nordicCode).describe('Nordic countries it may serve: its home when Nordic, and those it passports into'),
    authorised: isoDate,
    ended: isoDate.nullable(),
    status: z.enum(['active', 'ended', 'not-yet']).describe('On the day the document was made'),
    last_update: isoDate.nullable().describe('When ESMA last updated its row(s) (`ac_lastupdate`)'),
    rows: z.int().positive().describe('Rows of the file for this firm (rows are authorisations, not firms)'),
  })
  .describe('One crypto-asset service provider of the register');

const registerNote = z.string().describe("ESMA's interim register, not legal advice");

export const caspListSchema = listDocument({
  kind: z.literal('register_casps'),
  note: registerNote,
  source: registerSourceSchema,
  count: z.int().nonnegative(),
  casps: z.array(caspSchema).describe('Every CASP with a Nordic home or a passport into a Nordic country'),
});

export const caspCountrySchema = listDocument({
  kind: z.literal('register_country'),
  note: registerNote,
  source: registerSourceSchema,
  country: nordicCode,
  supervisor: z.string(),
  home_count: z.int().nonnegative(),
  passporting_count: z.int().nonnegative(),
  home: z.array(caspSchema).describe('Licensed here (home country), active and ended'),
  passporting: z.array(caspSchema).describe('Licensed elsewhere, passporting in, active and ended'),
});

export const registerChangeSchema = z
  .object({
    id: z.string(),
    date: isoDate,
    detected_at: isoDateTime,
    kind: z.enum(['added', 'withdrawn', 'changed']),
    firm_id: z.string(),
    lei: z.string().nullable(),
    legal_name: z.string(),
    home: eeaCode,
    nordic: z.array(nordicCode),
    fields: z.array(z.string()),
    ended: isoDate.nullable(),
    nordic_before: z.array(nordicCode).nullable().describe('Nordic countries it could serve before the change; null when added'),
    exchange: z
      .enum(EXCHANGE_IDS)
      .nullable()
      .describe('The exchange of the markets page this firm is (matched by the LEI kept with the exchange), else null'),
  })
  .describe('One change seen between two runs of the register job');

export const registerChangesSchema = listDocument({
  kind: z.literal('register_changes'),
  note: registerNote,
  source: registerSourceSchema,
  since: isoDate.nullable().describe('The day of the first run the history compares from'),
  count: z.int().nonnegative(),
  changes: z.array(registerChangeSchema).describe('Append-only, newest first'),
});

/** The documents as published before the register's LEI checks (no `lei_valid`, `websites`, `authority`, …), read back as a last good set. */
export const publishedCaspListSchema = caspListSchema.extend({
  casps: z.array(
    caspSchema.extend({
      lei_valid: caspSchema.shape.lei_valid.optional(),
      websites: caspSchema.shape.websites.optional(),
      authority: caspSchema.shape.authority.optional(),
    }),
  ),
});

export const publishedChangesSchema = registerChangesSchema.extend({
  changes: z.array(
    registerChangeSchema.extend({
      nordic_before: registerChangeSchema.shape.nordic_before.optional(),
      exchange: registerChangeSchema.shape.exchange.optional(),
    }),
  ),
});

/** An exchange's standing in the register (`register` of an Exchange entry in markets.json and markets/<id>.json). */
export const exchangeRegisterSchema = z
  .object({
    firm_id: z.string().describe('The firm in rules/casps.json'),
    lei: z.string().nullable().describe('As the register publishes it (cleaned of spaces and stray punctuation)'),
    lei_valid: z.boolean().describe('Whether `lei` passes the ISO 17442 check digits'),
    legal_name: z.string(),
    matched_by: z
      .enum(['lei', 'name'])
      .describe('`lei`: the LEI kept with the exchange names this firm; `name`: the desk keeps no LEI for it yet, matched by legal name'),
    home: eeaCode.describe('Home state'),
    authority: z.string().describe('The home supervisor as the register publishes it'),
    services: z.array(z.object({ code: serviceCode, text: z.string() })).describe('MiCA Art. 3(1)(16) services a–j'),
    serves: z
      .array(nordicCode)
      .describe('The Nordic countries it may serve: home or passported; empty once its authorisation ended (or before it starts)'),
    authorised: isoDate,
    ended: isoDate.nullable(),
    status: z.enum(['active', 'ended', 'not-yet']),
    file_date: isoDate.nullable().describe('The date of the register file this comes from'),
  })
  .describe("The exchange's entry in ESMA's interim MiCA register; a fact of the register, not advice");

export const exchangeRegisterSourceSchema = z
  .object({
    file_date: isoDate.nullable(),
    fetched_at: isoDateTime,
    page_url: absoluteUrl.describe('ESMA\u2019s page about the interim register'),
  })
  .describe('The register file the exchange was looked up in; null when the document was made without register data');
