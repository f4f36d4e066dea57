import { LANG_COOKIE } from '@/lib/i18n/locales';
import { geoLanguageSchema, languageListSchema, siteMetaSchema } from '@/lib/schemas/site';
import { apiUrl, pagesApiUrl, pageUrl } from '@/lib/urls';
import { defineFamily } from '../family';
import { envelope } from '@/lib/core/context';

export const COUNTRY_NAMES = {
  NO: 'Norway',
  SE: 'Sweden',
  DK: 'Denmark',
  FI: 'Finland',
  IS: 'Iceland',
  NORDIC: 'Nordic region',
  EU: 'European Union and international',
} as const;

export const CORS_NOTE =
  'Every document is served with Access-Control-Allow-Origin: * so browsers on any site can fetch it. No key, token or cookie is needed.';

export const GEO_NOTE =
  `A first visit to the English home page is sent to the language of the visitor's IP country from by_country (or default). ` +
  `A language picked in the site's language switcher is stored in the cookie "${LANG_COOKIE}" and always wins over this guess.`;

export const siteFamilies = [
  defineFamily({
    pattern: 'languages.json',
    title: 'Languages',
    description: 'The site\u2019s interface languages with their home pages.',
    returns: 'LanguageList',
    schema: languageListSchema,
    build: (data, ctx) => ({
      ...envelope(ctx),
      count: data.content.languages.length,
      languages: data.content.languages.map((language) => ({ ...language, home_url: pageUrl(ctx.config, language.code) })),
    }),
  }),
  defineFamily({
    pattern: 'geo-language.json',
    title: 'Geo-language map',
    description: 'Country to default site language; the language cookie always wins over it.',
    returns: 'GeoLanguage',
    schema: geoLanguageSchema,
    build: (data, ctx) => ({
      ...envelope(ctx),
      note: GEO_NOTE,
      cookie: LANG_COOKIE,
      default: data.content.geoLanguage.default,
      by_country: { ...data.content.geoLanguage.by_country },
      order: [...data.content.geoLanguage.order],
    }),
  }),
  defineFamily({
    pattern: 'meta.json',
    title: 'Site metadata',
    description: 'Languages, countries, CORS, the iOS test build, addresses, social accounts, pages and editorial notes.',
    returns: 'SiteMeta',
    schema: siteMetaSchema,
    build: (data, ctx) => {
      const meta = data.content.meta;
      return {
        ...envelope(ctx),
        languages: data.content.languages.map(({ code, native_name, html_lang }) => ({
          code,
          native_name,
          html_lang,
          home_url: pageUrl(ctx.config, code),
        })),
        countries: Object.entries(COUNTRY_NAMES).map(([code, name]) => ({ code: code as keyof typeof COUNTRY_NAMES, name })),
        cors: { allow_origin: '*' as const, note: CORS_NOTE },
        ios: { ...meta.ios },
        urls: {
          site: ctx.config.baseUrl,
          ...meta.urls,
          api: apiUrl(ctx.config, 'index.json'),
          api_pages: pagesApiUrl(ctx.config, 'index.json'),
        },
        social: meta.social,
        pages: meta.pages.map((page) => ({ ...page, url: `${ctx.config.baseUrl}${page.path}` })),
        notes: [...meta.notes],
      };
    },
  }),
];
