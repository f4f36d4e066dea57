import { z } from 'zod';
import { absoluteUrl, countryCode, freeForm, isoDateTime, listDocument, translationsOf } from './common';

export const eventSchema = freeForm({
  id: z.string(),
  title: z.string().describe('The event\u2019s title in English.'),
  title_i18n: translationsOf('title', 'The title').optional(),
  title_original: z
    .string()
    .nullable()
    .describe('The organiser\u2019s own title, in `title_original_language`, when it differs from the English.'),
  title_original_language: z
    .string()
    .nullable()
    .optional()
    .describe('Language code of `title_original`: as the editors gave it, else the event country\u2019s language; null when unknown.'),
  start: isoDateTime,
  end: isoDateTime
    .nullable()
    .describe(
      'When the event ends: an ISO 8601 date-time with offset, or null (then it runs through the day of its start, in the ' +
        'start\u2019s offset). Where the editors gave only a date, this is the instant that day ends in the start\u2019s offset: ' +
        'an event through 11 December in Oslo ends at 2026-12-12T00:00:00+01:00.',
    ),
  place: z.string().nullable(),
  city: z.string().nullable(),
  country: countryCode,
  online: z.boolean(),
  organiser: z.string(),
  url: absoluteUrl,
  source: z.string(),
  paid: z
    .union([z.boolean(), z.string(), z.null()])
    .describe('false: free; true: a fee (its amount in `price`, or on the organiser\u2019s page when `price` is null); null: not known.'),
  price: z
    .strictObject({
      amount: z
        .string()
        .regex(/^\d+(\.\d+)?$/)
        .describe('A decimal string, exactly as the editors wrote it.'),
      currency: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .describe('ISO 4217 code of the currency the organiser asks in; never converted.'),
    })
    .nullable()
    .optional()
    .describe('The fee the organiser names, or null (free, not known, or see the organiser: `paid` tells which).'),
  sponsored: z.union([z.boolean(), z.string(), z.null()]),
  note: z.string().nullable(),
  note_i18n: translationsOf('note'),
  past: z.boolean(),
  html_url: absoluteUrl,
  api_url: absoluteUrl,
});

export const eventListSchema = listDocument({ count: z.int().nonnegative(), events: z.array(eventSchema) });
