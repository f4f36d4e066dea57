import { CORS_NOTE } from '@/lib/api/families/site';
import { apiSummary, FAMILIES, resolveDocuments } from '@/lib/api/registry';
import type { BuildContext } from '@/lib/core/context';
import { LOCALES } from '@/lib/i18n/locales';
import { DISCLAIMER } from '@/lib/markets/texts';
import { apiUrl, pagePath, pageUrl } from '@/lib/urls';
import { feedUrl, listFeedUrl, NEWS_FEED_KINDS, NEWS_FEEDS } from '@/lib/pages/feed-links';
import { leafPath, type LeafRoute } from '@/lib/pages/routes';
import { ROOT_FILE_TYPES } from '@/lib/pages/root-files';
import type { HeadLink } from '@/lib/pages/metadata';
import type { PageEnv } from '@/lib/pages/page-env';
import { LIST_FEEDS, type ListFeedName } from './list-feeds';

/** Files that let tools find the API without HTML, generated from the registry, so none names an endpoint the others do not. */

/** The registered media type of an OpenAPI document (the file itself is served as JSON). */
export const OPENAPI_TYPE = 'application/vnd.oai.openapi+json;version=3.1';

/** Where the API's parts are, on the public site. */
export function apiLinks(ctx: Pick<BuildContext, 'config'>) {
  const { config } = ctx;
  return {
    discovery: apiUrl(config, 'index.json'),
    openapi: apiUrl(config, 'openapi.json'),
    /** The human API page in each language (English first). */
    pages: LOCALES.map((lang) => ({ lang, url: pageUrl(config, lang, 'api') })),
    catalog: `${config.baseUrl}${ROOT_FILE_TYPES.apiCatalog.path}`,
  };
}

/** The API page's head links to the API itself: its OpenAPI description (`service-desc`, RFC 8631), this page in its language. */
export function apiHeadLinks(env: Pick<PageEnv, 'ctx' | 'lang'>): HeadLink[] {
  const links = apiLinks(env.ctx);
  return [
    { rel: 'service-desc', href: links.openapi, type: OPENAPI_TYPE },
    { rel: 'service-doc', href: pageUrl(env.ctx.config, env.lang, 'api'), type: 'text/html' },
    { rel: 'api-catalog', href: links.catalog, type: 'application/linkset+json' },
  ];
}

interface LinkTarget {
  readonly href: string;
  readonly type?: string;
  readonly title?: string;
  readonly hreflang?: readonly string[];
}

interface LinkContext {
  readonly anchor: string;
  readonly [relation: string]: string | readonly LinkTarget[];
}

export interface ApiCatalog {
  readonly linkset: readonly LinkContext[];
}

/** The catalog lists one API, named by its entry point (the discovery document), and describes it with the relations RFC 9727 names. */
export function apiCatalog(ctx: Pick<BuildContext, 'config'>): ApiCatalog {
  const links = apiLinks(ctx);
  const name = `${ctx.config.siteName} API`;
  return {
    linkset: [
      { anchor: links.catalog, item: [{ href: links.discovery, type: 'application/json', title: name }] },
      {
        anchor: links.discovery,
        'service-desc': [{ href: links.openapi, type: OPENAPI_TYPE, title: 'OpenAPI 3.1 description' }],
        'service-doc': links.pages.map((page) => ({ href: page.url, type: 'text/html', hreflang: [page.lang] })),
        'service-meta': [
          { href: links.discovery, type: 'application/json', title: 'Discovery document: every endpoint with example URLs' },
        ],
      },
    ],
  };
}

/** Link text and prose are Markdown: brackets and backslashes from names must stay literal. */
function md(text: string): string {
  return text.replace(/[\\[\]]/g, (ch) => `\\${ch}`);
}

/** The list pages' feeds in llms.txt: one line per kind, with the first page's feed as the example. */
function listFeedLines(env: PageEnv): string[] {
  const { config } = env.ctx;
  const kinds: Array<[ListFeedName, string, string]> = [
    ['newsTopic', "One topic's stories", '{slug}'],
    ['newsCountry', "One country's stories", '{country}'],
    ['eventsCountry', "One country's events, latest start first", '{country}'],
  ];
  return kinds.flatMap(([name, what, placeholder]) => {
    const route = LIST_FEEDS[name].route as LeafRoute<unknown>;
    const first = route.list(env.data)[0];
    if (first === undefined) return [];
    const page = leafPath(route, route.keyOf(first));
    const shape = `${pagePath('en', leafPath(route, placeholder))}`;
    return NEWS_FEED_KINDS.map(
      (kind) =>
        `- [${md(what)}, ${NEWS_FEEDS[kind].label}](${listFeedUrl(config, 'en', page, kind)}): ` +
        `\`${shape}${NEWS_FEEDS[kind].file}\`, and \`/<code>${shape}${NEWS_FEEDS[kind].file}\` in another language`,
    );
  });
}

/** `/llms.txt`: what the service is, where its API and documentation are, and the terms. */
export function llmsTxt(env: PageEnv): string {
  const { ctx, data } = env;
  const { config } = ctx;
  const links = apiLinks(ctx);
  const resolved = [...resolveDocuments(data).values()];
  const english = links.pages[0]!;
  const endpoints = FAMILIES.map((family) => {
    const example = resolved.find((doc) => doc.family === family)?.path;
    const where = example ? `[${md(family.title)}](${apiUrl(config, example)})` : `${md(family.title)} (not published at the moment)`;
    return `- ${where}: \`GET /api/v1/${family.pattern}\`. ${md(family.description)}`;
  });
  const feeds = NEWS_FEED_KINDS.map(
    (kind) =>
      `- [News, ${NEWS_FEEDS[kind].label}](${feedUrl(config, 'en', kind)}): the latest stories in English; ` +
      `the same feed in another language is \`/<code>/${NEWS_FEEDS[kind].file}\` (${LOCALES.filter((code) => code !== 'en').join(', ')})`,
  );
  return [
    `# ${md(config.siteName)}`,
    '',
    `> ${md(apiSummary(config.siteName))} ${md(env.m.site.description)}`,
    '',
    'Every document is a static JSON file under `/api/v1/`, answered to HTTP GET. Start with the discovery document: it lists every endpoint with example URLs. Translations sit in fields ending in `_i18n`, next to the English field.',
    '',
    '## API',
    '',
    `- [Discovery document](${links.discovery}): every endpoint with example URLs, document counts and the CORS rule`,
    `- [OpenAPI description](${links.openapi}): OpenAPI 3.1, generated from the schemas every document is checked against`,
    `- [API page](${english.url}): the same endpoints for people; also in ${links.pages
      .slice(1)
      .map((page) => `[${page.lang}](${page.url})`)
      .join(', ')}`,
    `- [API catalog](${links.catalog}): the same three links as an RFC 9727 linkset`,
    '',
    '## Terms',
    '',
    `- Not investment advice: ${md(DISCLAIMER)}`,
    `- CORS and keys: ${md(CORS_NOTE)}`,
    '- Read-only: no request writes or changes anything; there is no authentication of any kind.',
    '',
    '## Endpoints',
    '',
    ...endpoints,
    '',
    '## Feeds',
    '',
    ...feeds,
    ...listFeedLines(env),
    `- [Events calendar](${config.baseUrl}/events.ics): every event as iCalendar`,
    `- [Sitemap](${config.baseUrl}/sitemap.xml): every page in every language`,
    '',
  ].join('\n');
}
