import { z } from 'zod';

/** Field-level building blocks shared by every content kind. */

export const NORDIC_LANGS = ['nn', 'nb', 'sv', 'da', 'fi', 'is'] as const;
export type NordicLang = (typeof NORDIC_LANGS)[number];

export const COUNTRY_CODES = ['NO', 'SE', 'DK', 'FI', 'IS', 'NORDIC', 'EU'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Coverage rows always come in this order (spec §2.3, §8). */
export const SOURCE_TYPES = ['national', 'regional', 'official', 'international'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const contentId = z
  .string()
  .regex(ID_PATTERN, 'must be lowercase letters, digits and single hyphens (like "oslo-meetup-2026")');

export const text = z.string().trim().min(1, 'must not be empty');

export const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-](\d{2}):(\d{2}))$/;
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validCalendarDate(year: number, month: number, day: number): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** ISO 8601 date-time that names its offset; a real calendar date and clock time. */
export const dateTime = z.string().superRefine((value, ctx) => {
  const match = DATE_TIME.exec(value);
  if (!match) {
    ctx.addIssue({
      code: 'custom',
      message: `must be an ISO 8601 date-time with an offset, like "2026-11-20T08:30:00+01:00" (got ${JSON.stringify(value)})`,
    });
    return;
  }
  const [, y, mo, d, h, mi, s, , oh, om] = match;
  const ok =
    validCalendarDate(Number(y), Number(mo), Number(d)) &&
    Number(h) < 24 &&
    Number(mi) < 60 &&
    Number(s ?? 0) < 60 &&
    Number(oh ?? 0) < 15 &&
    Number(om ?? 0) < 60;
  if (!ok) ctx.addIssue({ code: 'custom', message: `is not a real date and time (got ${JSON.stringify(value)})` });
});

export const plainDate = z.string().superRefine((value, ctx) => {
  const match = PLAIN_DATE.exec(value);
  if (!match || !validCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))) {
    ctx.addIssue({ code: 'custom', message: `must be a real date written "YYYY-MM-DD" (got ${JSON.stringify(value)})` });
  }
});

export const countryCode = z.enum(COUNTRY_CODES, {
  error: (issue) => `must be one of ${COUNTRY_CODES.join(', ')} (got ${JSON.stringify(issue.input)})`,
});

export const sourceType = z.enum(SOURCE_TYPES, {
  error: (issue) => `must be one of ${SOURCE_TYPES.join(', ')} (got ${JSON.stringify(issue.input)})`,
});

// A machine translation awaiting review (`{ text, machine: true }`, written by
// `npm run content:translations -- --fill`) reads as its text; i30-data's loader keeps the mark.
const translation = z.union([text, z.strictObject({ text, machine: z.literal(true) }).transform((value) => value.text)]);

/** Translations: only the six Nordic keys, each a non-empty string; English stays in the sibling field. */
export const i18n = z
  .record(z.string(), translation)
  .superRefine((value, ctx) => {
    for (const key of Object.keys(value)) {
      if (!(NORDIC_LANGS as readonly string[]).includes(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `is not a translation key; use only ${NORDIC_LANGS.join(', ')} (English belongs in the field without _i18n)`,
        });
      }
    }
  })
  .transform((value) => value as Partial<Record<NordicLang, string>>);

export type I18n = Partial<Record<NordicLang, string>>;

/** Topic ids are shown to people and may contain spaces; file names use their slug. */
export const topicId = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(60, 'must be at most 60 characters')
  .regex(/^[\p{Ll}\p{N}][\p{Ll}\p{N} '&-]*$/u, 'must be lowercase words (letters, digits, spaces, hyphens)');
