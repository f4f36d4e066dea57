import { z } from 'zod';
import { absoluteUrl, countryCode, freeForm, isoDateTime, listDocument, translationsOf } from './common';

export const sourceLogoSchema = z.object({
  kind: z.string(),
  file_url: absoluteUrl,
  source_url: absoluteUrl,
  license: z.string().nullable(),
  credit: z.string().nullable(),
});

export const newsOutletSchema = z.object({
  outlet: z.string(),
  outlet_name: z.string(),
  url: absoluteUrl,
  title: z.string(),
  published: isoDateTime,
  lang: z.string(),
  language_code: z.string().nullable(),
  country: countryCode,
  source_type: z.enum(['national', 'regional', 'official', 'international']),
  paywall: z.boolean(),
  primary: z.boolean(),
  logo: sourceLogoSchema.nullable(),
  source_note: z.string().nullable(),
});

const shareRow = { count: z.int().nonnegative(), share: z.number().min(0).max(1) };

export const newsCoverageSchema = z.object({
  count: z.int().nonnegative(),
  by_country: z.array(z.object({ country: countryCode, ...shareRow })),
  by_source_type: z.array(z.object({ type: z.enum(['national', 'regional', 'official', 'international']), ...shareRow })).length(4),
});

/** A headline's translations: the original's own language may be left out (title is then the text to show). */
function i18nHeadline() {
  return translationsOf('title_en').describe(
    'The headline in the Nordic languages, keyed nn, nb, sv, da, fi, is. Additive: it never replaces `title` (the outlet\u2019s ' +
      'own headline, in `language_code`) or `title_en`. The headline\u2019s own language may be left out: `title` is the text in it.',
  );
}

export const newsItemSchema = freeForm({
  id: z.string(),
  url: absoluteUrl.optional(),
  html_url: absoluteUrl.nullable().optional(),
  api_url: absoluteUrl,
  title: z.string(),
  title_en: z.string().nullable().optional(),
  title_i18n: i18nHeadline().optional(),
  source: z.string().optional(),
  source_name: z.string().optional(),
  source_logo: sourceLogoSchema.nullable().optional(),
  source_note: z.string().nullable().optional(),
  country: countryCode.optional(),
  language: z.string().optional(),
  language_code: z.string().nullable().optional(),
  published: isoDateTime,
  topics: z.array(z.string()).optional(),
  summary: z.string().nullable().optional(),
  summary_i18n: translationsOf('summary').optional(),
  paywall: z.boolean().optional(),
  links: z.array(z.object({ label: z.string(), label_i18n: translationsOf('label').optional(), url: absoluteUrl })).optional(),
  own_story: z.boolean().optional(),
  primary_source: newsOutletSchema.optional(),
  also_covered_by: z.array(newsOutletSchema).optional(),
  sources: z.array(newsOutletSchema).optional(),
  coverage: newsCoverageSchema.optional(),
  body: z.string().optional().describe('An own story\u2019s text as Markdown, in English; only on its single-item document.'),
  body_i18n: translationsOf('body', 'The own story\u2019s Markdown text')
    .optional()
    .describe(
      'The own story\u2019s Markdown text in the Nordic languages, keyed nn, nb, sv, da, fi, is; only on its single-item document. ' +
        'Additive: `body` always holds the English text; a language left out has no translation yet.',
    ),
});

export const newsListSchema = listDocument({
  count: z.int().nonnegative(),
  items: z.array(newsItemSchema),
  updated: isoDateTime.nullable(),
});

export const topicEntrySchema = z.object({
  id: z.string(),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  count: z.int().positive(),
  api_url: absoluteUrl,
});

export const topicIndexSchema = listDocument({ count: z.int().nonnegative(), topics: z.array(topicEntrySchema) });

/** A story in a topic document: a reference to its single-item document. */
export const newsReferenceSchema = z.object({
  id: z.string(),
  title: z.string(),
  title_en: z.string().nullable(),
  title_i18n: i18nHeadline(),
  language_code: z.string().nullable(),
  published: isoDateTime,
  api_url: absoluteUrl,
  html_url: absoluteUrl.nullable(),
});

export const topicDocumentSchema = freeForm({
  ...listDocument({}).shape,
  topic: z.string(),
  slug: z.string(),
  count: z.int().nonnegative(),
  items: z.array(newsReferenceSchema),
  updated: isoDateTime.nullable(),
});
