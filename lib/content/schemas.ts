import { z } from 'zod';
import {
  contentId,
  countryCode,
  dateTime,
  httpUrl,
  i18n,
  plainDate,
  sourceType,
  text,
  topicId,
} from './fields';

/** The shape of every content file, one strict schema per kind (an unknown field is a typo); contentlayer's fields derive from these. */

const link = z.strictObject({ label: text, label_i18n: i18n.default({}), url: httpUrl });

/** Where a story or event stands: only `published` (the default) reaches readers; `rejected` keeps the intake from proposing it again. */
export const CONTENT_STATUSES = ['published', 'pending', 'rejected'] as const;
export const contentStatus = z.enum(CONTENT_STATUSES, {
  error: (issue) => `must be one of ${CONTENT_STATUSES.join(', ')} (got ${JSON.stringify(issue.input)})`,
});

const languageCode = z.string().regex(/^[a-z]{2}$/, 'must be a two-letter language code');

/** What the intake read, kept as the outlet wrote it (plain text), for the editor's review. */
export const intakeProvenanceSchema = z.strictObject({
  feed: httpUrl,
  fetched_at: dateTime,
  title: text,
  link: httpUrl,
  /** The item's own date; null when the feed gave none (the draft is then dated by the fetch). */
  published: dateTime.nullable(),
  language_code: languageCode.nullable(),
});

export const newsOutletRefSchema = z.strictObject({
  outlet: contentId,
  url: httpUrl.optional(),
  title: text,
  published: dateTime,
  paywall: z.boolean().default(false),
  /** The headline's language when it is not the outlet's usual one (an English feed of a Nordic outlet). */
  language_code: languageCode.optional(),
  intake: intakeProvenanceSchema.optional(),
});

export const newsFileSchema = z.strictObject({
  published: dateTime,
  country: countryCode,
  topics: z.array(topicId).default([]),
  title_en: text.optional(),
  /** The Nordic headlines; the outlet's own language may be left out, as the rule shows readers the outlet's own headline. */
  title_i18n: i18n.default({}),
  summary: text,
  summary_i18n: i18n.default({}),
  own_story: z.boolean().default(false),
  body: text.optional(),
  /** An own story's body in the Nordic languages, Markdown like `body`. */
  body_i18n: i18n.default({}),
  links: z.array(link).default([]),
  outlets: z.array(newsOutletRefSchema).min(1, 'must list at least the primary outlet'),
  status: contentStatus.default('published'),
});

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** The smallest unit a currency is written in (ISK 0, EUR 2), as Intl formats it: a finer amount would be rounded on the page. */
export function currencyDecimals(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

const DECIMAL = /^(0|[1-9]\d*)(\.\d+)?$/;

// A YAML number is taken in and refused by name: `1200.50` would reach us as 1200.5.
const decimalText = z
  .union([z.string(), z.number()])
  .superRefine((value, ctx) => {
    if (typeof value === 'number') ctx.addIssue({ code: 'custom', message: `must be a decimal in quotes, like "1200" or "12.50" (got ${value}: a number loses its digits)` });
    else if (!DECIMAL.test(value)) ctx.addIssue({ code: 'custom', message: `must be a decimal with a point and no grouping, like "1200" or "12.50" (got ${JSON.stringify(value)})` });
  })
  .transform(String);

const priceAmount = z.strictObject({
  amount: decimalText,
  currency: z.string().refine((code) => CURRENCIES.has(code), { error: (issue) => `must be an ISO 4217 code like NOK, SEK, DKK, EUR, ISK (got ${JSON.stringify(issue.input)})` }),
});

export const EVENT_PRICE_WORDS = ['free', 'see-organiser'] as const;

/** An event's price as data: free, an amount in a currency, or "see the organiser"; left out, it is not known. */
export const eventPrice = z.union([z.enum(EVENT_PRICE_WORDS), priceAmount], {
  error: 'must be free, see-organiser, or { amount: "1200", currency: DKK }',
});

const eventFileFields = z.strictObject({
  title: text,
  title_i18n: i18n.default({}),
  title_original: text.nullable().default(null),
  /** The language of `title_original`; left out, it is the country's language. */
  title_original_language: languageCode.nullable().default(null),
  start: dateTime,
  end: z.union([dateTime, plainDate]).nullable().default(null),
  place: text.nullable().default(null),
  city: text.nullable().default(null),
  country: countryCode,
  online: z.boolean(),
  organiser: text,
  url: httpUrl,
  source: contentId,
  price: eventPrice.optional(),
  // Still accepted by contentlayer only so that an old file is refused here with a way forward.
  paid: z.union([z.boolean(), z.string(), z.null()]).optional(),
  sponsored: z.union([z.boolean(), text, z.null()]).default(false),
  note: text.nullable().default(null),
  note_i18n: i18n.default({}),
  status: contentStatus.default('published'),
  intake: intakeProvenanceSchema.optional(),
});

export const eventFileSchema = eventFileFields.superRefine((event, ctx) => {
  if (event.paid !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['paid'],
      message: 'is replaced by price: write price: free, price: see-organiser, or price: { amount: "1200", currency: DKK }',
    });
  }
  const price = event.price;
  if (typeof price === 'object' && CURRENCIES.has(price.currency) && typeof price.amount === 'string' && (price.amount.split('.')[1]?.length ?? 0) > currencyDecimals(price.currency)) {
    ctx.addIssue({ code: 'custom', path: ['price', 'amount'], message: `has more decimals than ${price.currency} is written with (${currencyDecimals(price.currency)})` });
  }
});

export const newsletterFileSchema = z.strictObject({
  number: z.int().positive(),
  date: plainDate,
  period: z.strictObject({ start: plainDate, end: plainDate }),
  title: text,
  subtitle: text.optional(),
  sign_off: text,
  video: z.strictObject({ url: httpUrl, title: text, provider: text.optional() }).nullable().default(null),
  /** As for stories: `npm run digest` writes `pending` drafts, checked but published nowhere until an editor sets `published`. */
  status: contentStatus.default('published'),
});

export const newsletterTranslationFileSchema = z.strictObject({
  title: text,
  subtitle: text.optional(),
  machine: z.literal(true).optional(),
});

export const outletSchema = z.strictObject({
  id: contentId,
  name: text,
  url: httpUrl,
  country: countryCode,
  language_code: languageCode,
  source_type: sourceType,
  paywall: z.enum(['none', 'some', 'all']).default('none'),
  news_source_only: z.boolean().default(false),
  source_note: text.optional(),
  source_note_i18n: i18n.default({}),
  /** The outlet's own RSS or Atom feeds: the intake reads them all. */
  feeds: z.array(httpUrl).default([]),
});

export const outletsFileSchema = z.strictObject({ outlets: z.array(outletSchema).min(1) });

export const searchFileSchema = z.strictObject({
  terms: z.array(
    z.strictObject({ term: text, language_code: z.string().regex(/^[a-z]{2}$/), note: text.optional(), note_i18n: i18n.default({}) }),
  ),
});

export const eventSourcesFileSchema = z.strictObject({
  event_sources: z.array(
    z.strictObject({
      id: contentId,
      name: text,
      url: httpUrl,
      country: countryCode,
      /** iCalendar, RSS or Atom feeds the intake reads (npm run intake). */
      feeds: z.array(httpUrl).default([]),
    }),
  ),
});

export const ACADEMIA_SECTIONS = ['courses', 'groups', 'publications', 'research'] as const;
export type AcademiaSectionName = (typeof ACADEMIA_SECTIONS)[number];

export const academiaItemSchema = z.strictObject({
  id: contentId,
  /** A course's or group's own name; for publications and research, the desk's description. */
  title: text,
  title_i18n: i18n.default({}),
  institution: text,
  country: countryCode,
  url: httpUrl,
  year: z.int().min(1990).max(2100).optional(),
  summary: text,
  summary_i18n: i18n.default({}),
});

export const academiaFileSchema = z.strictObject({ items: z.array(academiaItemSchema) });

export const entitySchema = z.strictObject({
  id: contentId,
  name: text,
  kind: z.enum(['organisation', 'person']),
  country: countryCode,
  role: text,
  role_i18n: i18n.default({}),
  url: httpUrl,
  caveat: text.optional(),
  caveat_i18n: i18n.default({}),
});
export const entitiesFileSchema = z.strictObject({ entities: z.array(entitySchema) });

export const relationSchema = z.strictObject({
  id: contentId,
  from: contentId,
  to: contentId,
  kind: text,
  kind_i18n: i18n.default({}),
  note: text,
  note_i18n: i18n.default({}),
  source_url: httpUrl,
});
export const relationsFileSchema = z.strictObject({ relations: z.array(relationSchema) });

export const regulationRowSchema = z.strictObject({
  country: countryCode,
  status: text,
  status_i18n: i18n.default({}),
  regulator: text,
  summary: text,
  summary_i18n: i18n.default({}),
  updated: plainDate,
  caveat: text,
  caveat_i18n: i18n.default({}),
});
export const regulationFileSchema = z.strictObject({ regulation: z.array(regulationRowSchema) });

export const profileSchema = z.strictObject({
  id: contentId,
  name: text,
  kind: text,
  entity: contentId.optional(),
  links: z.array(z.strictObject({ platform: text, url: httpUrl })).min(1),
});
export const profilesFileSchema = z.strictObject({ profiles: z.array(profileSchema) });

export const imageSchema = z.strictObject({
  id: contentId,
  file: z.string().regex(/^assets\/img\/[a-z0-9/_.-]+\.(svg|png|jpg|jpeg|webp)$/, 'must be a path under public/assets/img/'),
  kind: z.enum(['logo', 'photo', 'illustration']),
  subject: text,
  license: text,
  credit: text,
  source_url: httpUrl,
});
export const imagesFileSchema = z.strictObject({ images: z.array(imageSchema) });

export const changelogEntrySchema = z.strictObject({
  id: contentId,
  date: plainDate,
  title: text,
  title_i18n: i18n.default({}),
  summary: text,
  summary_i18n: i18n.default({}),
});
export const changelogFileSchema = z.strictObject({ entries: z.array(changelogEntrySchema) });

/** How sure the desk is of a fact: read in the official text, in a reputable summary, or not verified (shown marked). */
export const RULES_CONFIDENCE = ['primary', 'secondary', 'unverified'] as const;
/** What a fact is about; pages name each topic in the reader's language (messages `rules.topics`). */
export const RULES_TOPICS = ['supervisor', 'route', 'act', 'mica', 'transition', 'tfr', 'dac8', 'amlr', 'register'] as const;

export const rulesFactSchema = z.strictObject({
  topic: z.enum(RULES_TOPICS),
  /** The day the fact is about (shown in the reader's language), when it is a date. */
  date: plainDate.optional(),
  /** A proper name (an act, a decision): shown as written, in every language. */
  name: text.optional(),
  /** The language the name is written in (a Norwegian act: `nb`); English when left out. */
  name_lang: z.enum(['en', 'nn', 'nb', 'sv', 'da', 'fi', 'is']).optional(),
  /** The name in other languages, where it has one there (an EU act's official title). */
  name_i18n: i18n.default({}),
  note: text.optional(),
  note_i18n: i18n.default({}),
  source: httpUrl,
  confidence: z.enum(RULES_CONFIDENCE),
}).superRefine((fact, ctx) => {
  // Translations sit beside their English field, never alone.
  for (const field of ['name', 'note'] as const) {
    if (fact[field] === undefined && Object.keys(fact[`${field}_i18n`]).length > 0) {
      ctx.addIssue({ code: 'custom', path: [`${field}_i18n`], message: `${field}_i18n needs ${field}, the English text it translates` });
    }
  }
});

export const rulesFileSchema = z.discriminatedUnion('state', [
  z.strictObject({ state: z.literal('placeholder') }),
  z.strictObject({
    state: z.literal('published'),
    checked: plainDate,
    title: text,
    title_i18n: i18n.default({}),
    intro: text,
    intro_i18n: i18n.default({}),
    eu: z.strictObject({ summary: text, summary_i18n: i18n.default({}), facts: z.array(rulesFactSchema).min(1) }),
    countries: z
      .array(
        z.strictObject({
          country: countryCode,
          /** `direct`: an EU regulation applies as it is; `eea`: through the EEA agreement and a national act. */
          route: z.enum(['direct', 'eea']),
          status: text,
          status_i18n: i18n.default({}),
          summary: text,
          summary_i18n: i18n.default({}),
          supervisor: text,
          register_url: httpUrl,
          facts: z.array(rulesFactSchema).min(1),
        }),
      )
      .min(1),
  }),
]);

/** The about page's text: Markdown, one file per language; `en.md` is required, the rest optional. */
export const aboutFileSchema = z.strictObject({
  /** When the text was last revised, shown on the page. */
  updated: plainDate,
  machine: z.literal(true).optional(),
});

export const archiveRowSchema = z.strictObject({
  id: contentId,
  title: text,
  url: httpUrl,
  source: contentId,
  published: dateTime,
  first_seen: dateTime,
});
export const archiveFileSchema = z.strictObject({ articles: z.array(archiveRowSchema) });

export const languageRowSchema = z.strictObject({
  code: z.enum(['en', 'nn', 'nb', 'sv', 'da', 'fi', 'is']),
  native_name: text,
  english_name: text,
  rtl: z.boolean(),
  html_lang: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a BCP 47 tag like "nb-NO"'),
});
/** A recurring name (a city, an institution) in the site's languages; `aliases` are the other spellings the data uses for it. */
const namedRowSchema = z.strictObject({
  name: text,
  /** The language `name` is written in: en, or the institution's own where its own name is the one used everywhere. */
  name_lang: languageCode.default('en'),
  name_i18n: i18n.default({}),
  aliases: z.array(text).default([]),
});

export const placesFileSchema = z.strictObject({ places: z.array(namedRowSchema) });
export const institutionsFileSchema = z.strictObject({ institutions: z.array(namedRowSchema.extend({ id: contentId })) });

export const languagesFileSchema = z.strictObject({ languages: z.array(languageRowSchema) });

export const geoLanguageFileSchema = z.strictObject({
  default: z.string(),
  by_country: z.record(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter ISO country code'), z.string()),
  order: z.array(z.string()).min(1),
});

const socialAccount = z.strictObject({ label: text, name: text, name_i18n: i18n.default({}), url: httpUrl });

export const metaFileSchema = z.strictObject({
  social: z.strictObject({
    note: text,
    note_i18n: i18n.default({}),
    telegram: socialAccount,
    x: socialAccount.extend({ handle: z.string().regex(/^@\w+$/, 'must look like "@name"') }),
  }),
  urls: z.strictObject({ repository: httpUrl, newsletter: httpUrl, chat: httpUrl, short_posts: httpUrl }),
  ios: z.strictObject({ note: text, note_i18n: i18n.default({}), testflight_url: httpUrl, status: text, status_i18n: i18n.default({}) }),
  pages: z.array(z.strictObject({ path: z.string().regex(/^\/[a-z0-9/-]*$/), title: text })),
  notes: z.array(text).default([]),
});

export const CONTENT_KINDS = {
  News: { pattern: 'news/*.yaml', schema: newsFileSchema, markdown: false },
  Event: { pattern: 'events/*.yaml', schema: eventFileSchema, markdown: false },
  NewsletterIssue: { pattern: 'newsletters/*/en.md', schema: newsletterFileSchema, markdown: true },
  NewsletterTranslation: {
    pattern: 'newsletters/*/{nn,nb,sv,da,fi,is}.md',
    schema: newsletterTranslationFileSchema,
    markdown: true,
  },
  Outlets: { pattern: 'sources/outlets.yaml', schema: outletsFileSchema, markdown: false },
  SearchTerms: { pattern: 'sources/search.yaml', schema: searchFileSchema, markdown: false },
  EventSources: { pattern: 'sources/event-sources.yaml', schema: eventSourcesFileSchema, markdown: false },
  AcademiaSection: { pattern: 'academia/{courses,groups,publications,research}.yaml', schema: academiaFileSchema, markdown: false },
  Entities: { pattern: 'orgchart/entities.yaml', schema: entitiesFileSchema, markdown: false },
  Relations: { pattern: 'orgchart/relations.yaml', schema: relationsFileSchema, markdown: false },
  Regulation: { pattern: 'orgchart/regulation.yaml', schema: regulationFileSchema, markdown: false },
  Profiles: { pattern: 'profiles/profiles.yaml', schema: profilesFileSchema, markdown: false },
  Images: { pattern: 'images/images.yaml', schema: imagesFileSchema, markdown: false },
  Changelog: { pattern: 'changelog/changelog.yaml', schema: changelogFileSchema, markdown: false },
  Rules: { pattern: 'rules/rules.yaml', schema: rulesFileSchema, markdown: false },
  About: { pattern: 'about/{en,nn,nb,sv,da,fi,is}.md', schema: aboutFileSchema, markdown: true },
  Archive: { pattern: 'archive/articles.yaml', schema: archiveFileSchema, markdown: false },
  Languages: { pattern: 'site/languages.yaml', schema: languagesFileSchema, markdown: false },
  Places: { pattern: 'site/places.yaml', schema: placesFileSchema, markdown: false },
  Institutions: { pattern: 'site/institutions.yaml', schema: institutionsFileSchema, markdown: false },
  GeoLanguage: { pattern: 'site/geo-language.yaml', schema: geoLanguageFileSchema, markdown: false },
  SiteMeta: { pattern: 'site/meta.yaml', schema: metaFileSchema, markdown: false },
} as const;

export type ContentKind = keyof typeof CONTENT_KINDS;
