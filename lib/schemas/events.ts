import { z } from 'zod';
import { absoluteUrl, countryCode, freeForm, i18nObject, isoDateTime, listDocument } from './common';

export const eventSchema = freeForm({
  id: z.string(),
  title: z.string(),
  title_original: z.string().nullable(),
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
  paid: z.union([z.boolean(), z.string(), z.null()]),
  sponsored: z.union([z.boolean(), z.string(), z.null()]),
  note: z.string().nullable(),
  note_i18n: i18nObject,
  past: z.boolean(),
  html_url: absoluteUrl,
  api_url: absoluteUrl,
});

export const eventListSchema = listDocument({ count: z.int().nonnegative(), events: z.array(eventSchema) });
