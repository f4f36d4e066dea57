import { z } from 'zod';


export const NORDIC_LANGS = ['nn', 'nb', 'sv', 'da', 'fi', 'is'] as const;
export type NordicLang = (typeof NORDIC_LANGS)[number];

export const COUNTRY_CODES = ['NO', 'SE', 'DK', 'FI', 'IS', 'NORDIC', 'EU'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Coverage rows always come in this order. */
export const SOURCE_TYPES = ['national', 'regional', 'official', 'international'] as const;

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

/** One translation as written: a plain string (an editor's, or a machine's an editor has cleared by turning it back into a string). */
const translation = z.union([text, z.strictObject({ text, machine: z.literal(true, 'must be true (or write the translation as a plain string)') })], {
  error: 'must be a translation: a non-empty string, or { text: "…", machine: true } for a machine translation awaiting review',
});

/** Which languages of a loaded `_i18n` map a machine made, keyed by the map itself. */
const MACHINE = new WeakMap<object, readonly NordicLang[]>();

/** Translations: only the six Nordic keys, each a non-empty string; English stays in the sibling field. */
export const i18n = z
  .partialRecord(z.enum(NORDIC_LANGS), translation, {
    // zod's types leave out the issue it raises for a partial record's unknown keys.
    error: (issue: { code?: string; keys?: readonly string[] }) =>
      issue.code === 'unrecognized_keys' && issue.keys
        ? `has ${issue.keys.map((key) => JSON.stringify(key)).join(', ')}, not a translation key; use only ${NORDIC_LANGS.join(', ')} (English belongs in the field without _i18n)`
        : undefined,
  })
  .transform((value) => {
    const plain: Partial<Record<NordicLang, string>> = {};
    const machine: NordicLang[] = [];
    for (const [key, entry] of Object.entries(value) as Array<[NordicLang, string | { text: string }]>) {
      plain[key] = typeof entry === 'string' ? entry : entry.text;
      if (typeof entry !== 'string') machine.push(key);
    }
    if (machine.length > 0) MACHINE.set(plain, machine);
    return plain;
  });

/** The languages of a loaded `_i18n` map whose text is a machine translation not yet cleared by an editor. */
export function machineLangs(map: I18n | undefined): readonly NordicLang[] {
  return (map && MACHINE.get(map)) ?? [];
}

/** A copy of an `_i18n` map keeping its machine marks, so pages built from documents still tell a machine translation. */
export function copyI18n(map: I18n): I18n {
  const copy = { ...map };
  const machine = MACHINE.get(map);
  if (machine) MACHINE.set(copy, machine);
  return copy;
}

export type I18n = Partial<Record<NordicLang, string>>;

/** Topic ids are shown to people and may contain spaces; file names use their slug. */
export const topicId = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(60, 'must be at most 60 characters')
  .regex(/^[\p{Ll}\p{N}][\p{Ll}\p{N} '&-]*$/u, 'must be lowercase words (letters, digits, spaces, hyphens)');
