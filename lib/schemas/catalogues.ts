import { z } from 'zod';
import { absoluteUrl, countryCode, freeForm, translationsOf, isoDate, isoDateTime, listDocument } from './common';
import { sourceLogoSchema } from './news';

export const sourceEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  url: absoluteUrl,
  country: countryCode,
  language: z.string(),
  language_code: z.string(),
  source_type: z.enum(['national', 'regional', 'official', 'international']),
  paywall: z.enum(['none', 'some', 'all']),
  news_source_only: z.boolean(),
  source_note: z.string().nullable(),
  source_note_i18n: translationsOf('source_note'),
  feed_url: absoluteUrl.nullable().describe('The outlet\u2019s own news feed, when the catalogue knows it'),
  logo: sourceLogoSchema.nullable(),
  story_count: z.int().nonnegative(),
});

export const sourceCatalogueSchema = listDocument({
  count: z.int().nonnegative(),
  sources: z.array(sourceEntrySchema),
  search: z.array(
    z.object({ term: z.string(), language_code: z.string(), note: z.string().nullable(), note_i18n: translationsOf('note') }),
  ),
  event_sources: z.array(z.object({ id: z.string(), name: z.string(), url: absoluteUrl, country: countryCode })),
});

export const academiaRowSchema = z.object({
  id: z.string(),
  section: z.enum(['courses', 'groups', 'publications', 'research']),
  title: z.string(),
  title_i18n: translationsOf('title'),
  institution: z.string(),
  country: countryCode,
  url: absoluteUrl,
  year: z.int().nullable(),
  summary: z.string(),
  summary_i18n: translationsOf('summary'),
  api_url: absoluteUrl,
});

export const academiaSchema = listDocument({
  courses: z.array(academiaRowSchema),
  groups: z.array(academiaRowSchema),
  publications: z.array(academiaRowSchema),
  research: z.array(academiaRowSchema),
});
export const academiaSectionSchema = listDocument({
  section: z.enum(['courses', 'groups', 'publications', 'research']),
  count: z.int().nonnegative(),
  items: z.array(academiaRowSchema),
});
export const academiaItemSchema = listDocument({ item: academiaRowSchema });

export const entityRowSchema = freeForm({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['organisation', 'person']),
  country: countryCode,
  role: z.string(),
  role_i18n: translationsOf('role'),
  url: absoluteUrl,
  caveat: z.string().nullable(),
  caveat_i18n: translationsOf('caveat'),
  api_url: absoluteUrl,
});
export const relationRowSchema = freeForm({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  from_name: z.string(),
  to_name: z.string(),
  kind: z.string(),
  kind_i18n: translationsOf('kind'),
  note: z.string(),
  note_i18n: translationsOf('note'),
  source_url: absoluteUrl,
  api_url: absoluteUrl,
});
export const regulationRowSchema = z.object({
  country: countryCode,
  status: z.string(),
  status_i18n: translationsOf('status'),
  regulator: z.string(),
  summary: z.string(),
  summary_i18n: translationsOf('summary'),
  updated: isoDate,
  caveat: z.string(),
  caveat_i18n: translationsOf('caveat'),
});

export const orgChartSchema = listDocument({
  caveat: z.string(),
  entities: z.array(entityRowSchema),
  relations: z.array(relationRowSchema),
  regulation: z.array(regulationRowSchema),
});
export const relationListSchema = listDocument({ count: z.int().nonnegative(), relations: z.array(relationRowSchema) });
export const regulationListSchema = listDocument({
  caveat: z.string(),
  count: z.int().nonnegative(),
  regulation: z.array(regulationRowSchema),
});

export const profileRowSchema = freeForm({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  entity: z.string().nullable(),
  links: z.array(z.object({ platform: z.string(), url: absoluteUrl })),
  api_url: absoluteUrl,
});
export const profileListSchema = listDocument({ count: z.int().nonnegative(), profiles: z.array(profileRowSchema) });

export const imageRowSchema = z.object({
  id: z.string(),
  file: z.string(),
  file_url: absoluteUrl,
  kind: z.enum(['logo', 'photo', 'illustration']),
  subject: z.string(),
  license: z.string(),
  credit: z.string(),
  source_url: absoluteUrl,
});
export const imageListSchema = listDocument({ count: z.int().nonnegative(), images: z.array(imageRowSchema) });

export const changelogRowSchema = freeForm({
  id: z.string(),
  date: isoDate,
  title: z.string(),
  title_i18n: translationsOf('title'),
  summary: z.string(),
  summary_i18n: translationsOf('summary'),
  api_url: absoluteUrl,
});
export const changelogListSchema = listDocument({ count: z.int().nonnegative(), entries: z.array(changelogRowSchema) });

const rulesFact = z
  .object({
    topic: z.enum(['supervisor', 'route', 'act', 'mica', 'transition', 'tfr', 'dac8', 'amlr', 'register']),
    date: isoDate.optional(),
    name: z.string().optional().describe('A proper name (an act, a decision), as written'),
    name_lang: z.string().optional().describe('Language the name is written in; English when absent'),
    name_i18n: translationsOf('name').optional().describe('Present only beside `name`'),
    note: z.string().optional(),
    note_i18n: translationsOf('note').optional().describe('Present only beside `note`'),
    source: absoluteUrl,
    confidence: z.enum(['primary', 'secondary', 'unverified']).describe('`unverified` facts are shown marked as such'),
  })
  .refine(
    (fact) => (fact.name_i18n === undefined || fact.name !== undefined) && (fact.note_i18n === undefined || fact.note !== undefined),
    {
      message: 'an _i18n map stands beside its English field',
    },
  )
  .describe('One fact of the rules map, with its source');

export const rulesSchema = listDocument({
  available: z.literal(true),
  checked: isoDate,
  title: z.string(),
  title_i18n: translationsOf('title'),
  intro: z.string(),
  intro_i18n: translationsOf('intro'),
  note: z.string(),
  eu: z.object({ summary: z.string(), summary_i18n: translationsOf('summary'), facts: z.array(rulesFact) }),
  countries: z.array(
    z.object({
      country: countryCode,
      route: z
        .enum(['direct', 'eea'])
        .describe('`direct`: the EU regulation applies as it is; `eea`: through the EEA agreement and a national act'),
      status: z.string(),
      status_i18n: translationsOf('status'),
      summary: z.string(),
      summary_i18n: translationsOf('summary'),
      supervisor: z.string(),
      register_url: absoluteUrl,
      facts: z.array(rulesFact),
      casps_url: absoluteUrl.describe("The country's firms in ESMA's interim register (rules/casps/<country>.json)"),
    }),
  ),
});

export const archiveArticleSchema = freeForm({
  id: z.string(),
  title: z.string(),
  url: absoluteUrl,
  source: z.string(),
  published: isoDateTime,
  first_seen: isoDateTime,
  removed: z.boolean(),
  html_url: absoluteUrl.nullable(),
  api_url: absoluteUrl,
});
export const articleArchiveSchema = listDocument({
  count: z.int().nonnegative(),
  removed_count: z.int().nonnegative(),
  articles: z.array(archiveArticleSchema),
});
