import { z } from 'zod';
import { absoluteUrl, countryCode, translationsOf, listDocument } from './common';

export const languageListSchema = listDocument({
  count: z.int().nonnegative(),
  languages: z.array(
    z.object({
      code: z.string(),
      native_name: z.string(),
      english_name: z.string(),
      rtl: z.boolean(),
      html_lang: z.string(),
      home_url: absoluteUrl,
    }),
  ),
});

export const geoLanguageSchema = listDocument({
  note: z.string(),
  cookie: z.string(),
  default: z.string(),
  by_country: z.record(z.string(), z.string()),
  order: z.array(z.string()),
});

const account = { label: z.string(), name: z.string(), name_i18n: translationsOf('name'), url: absoluteUrl };

export const siteMetaSchema = listDocument({
  languages: z.array(z.object({ code: z.string(), native_name: z.string(), html_lang: z.string(), home_url: absoluteUrl })),
  countries: z.array(z.object({ code: countryCode, name: z.string() })),
  cors: z.object({ allow_origin: z.literal('*'), note: z.string() }),
  ios: z.object({
    note: z.string(),
    note_i18n: translationsOf('note'),
    testflight_url: absoluteUrl,
    status: z.string(),
    status_i18n: translationsOf('status'),
  }),
  urls: z.object({
    site: absoluteUrl,
    repository: absoluteUrl,
    newsletter: absoluteUrl,
    chat: absoluteUrl,
    short_posts: absoluteUrl,
    api: absoluteUrl,
    api_pages: absoluteUrl,
  }),
  social: z.object({
    note: z.string(),
    note_i18n: translationsOf('note'),
    telegram: z.object(account),
    x: z.object({ ...account, handle: z.string() }),
  }),
  pages: z.array(z.object({ path: z.string(), title: z.string(), url: absoluteUrl })),
  notes: z.array(z.string()),
});

export const discoverySchema = listDocument({
  description: z.string(),
  endpoints: z.array(
    z.object({
      path: z.string().regex(/^\/api\/v1\//),
      title: z.string(),
      description: z.string(),
      returns: z
        .string()
        .regex(/^[A-Z][A-Za-z0-9]*$/)
        .describe('The OpenAPI component name of the document'),
      free_form: z.boolean().describe('Extra properties allowed (spec \u00a72.5)'),
      returns_text: z.string(),
      schema_url: absoluteUrl,
      available: z.boolean(),
      count: z.int().nonnegative().nullable(),
      example_url: absoluteUrl.nullable(),
      example_url_pages: absoluteUrl.nullable(),
    }),
  ),
  counts: z.record(z.string(), z.int().nonnegative()),
  cors: z.object({ allow_origin: z.literal('*'), note: z.string() }),
  also: z.array(z.object({ path: z.string(), description: z.string(), url: absoluteUrl, url_pages: absoluteUrl })),
});
