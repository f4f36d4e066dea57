import { z } from 'zod';

/** Building blocks of the published documents' schemas. */

export const isoDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, 'ISO 8601 date-time with offset');
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
export const absoluteUrl = z.string().regex(/^https?:\/\/\S+$/, 'absolute http(s) URL');
export const countryCode = z.enum(['NO', 'SE', 'DK', 'FI', 'IS', 'NORDIC', 'EU']);

/** `_i18n` objects: only the six Nordic keys. */
export const i18nObject = z.strictObject({
  nn: z.string().optional(),
  nb: z.string().optional(),
  sv: z.string().optional(),
  da: z.string().optional(),
  fi: z.string().optional(),
  is: z.string().optional(),
});

/** The `_i18n` sibling of an English field, as OpenAPI documents it. */
export function translationsOf(field: string, what = `\`${field}\``) {
  return i18nObject.describe(
    `${what} in the Nordic languages, keyed nn, nb, sv, da, fi, is. Additive: it never replaces \`${field}\`, which always ` +
      'holds the English text (or, where noted, the original); a language left out has no translation yet.',
  );
}

export const envelopeShape = {
  api_version: z.literal('1'),
  name: z.string().min(1),
  generated_at: isoDateTime,
  preview: z.boolean(),
};

export function listDocument<T extends z.ZodRawShape>(shape: T) {
  return z.object({ ...envelopeShape, ...shape });
}

/** Single-item documents are free-form objects: extra properties allowed. */
export function freeForm<T extends z.ZodRawShape>(shape: T) {
  return z.looseObject(shape);
}
