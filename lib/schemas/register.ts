import { z } from 'zod';
import { absoluteUrl, isoDate, isoDateTime, listDocument } from './common';

/** ESMA's interim MiCA register as the register job publishes it under /api/v1/rules/ (issue 33). */

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
      .array(z.object({ line: z.int().positive(), reason: z.string(), skipped: z.boolean() }))
      .describe('Rows left out (`skipped`) and cells partly read, with the line of the file'),
  })
  .describe('Where the register data comes from and how well the file read');

export const caspSchema = z
  .object({
    id: z.string().describe('The LEI, else `name-<home>-<legal name slug>`; stable across runs'),
    lei: z
      .string()
      .regex(/^[A-Z0-9]{18}[0-9]{2}$/)
      .nullable()
      .describe('Null when the file has no valid LEI for the firm'),
    legal_name: z.string(),
    commercial_name: z.string().nullable(),
    website: z.string().nullable().describe('As published (not always a full URL)'),
    home: eeaCode,
    supervisor: z.string().describe('The home supervisor, one name per country'),
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
