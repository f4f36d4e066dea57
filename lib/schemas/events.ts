import { z } from 'zod';
import { absoluteUrl, countryCode, freeForm, i18nObject, isoDate, isoDateTime, listDocument } from './common';

export const eventSchema = freeForm({
  id: z.string(),
  title: z.string(),
  title_original: z.string().nullable(),
  start: isoDateTime,
  // A date-time, or a plain date meaning "through that day" in the event's own offset.
  end: z.union([isoDateTime, isoDate]).nullable(),
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
