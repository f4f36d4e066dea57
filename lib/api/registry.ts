import { discoverySchema } from '@/lib/schemas/site';
import { apiUrl, pagesApiUrl } from '@/lib/urls';
import { academiaFamilies } from './families/academia';
import { archiveFamilies } from './families/archive';
import { changelogFamilies } from './families/changelog';
import { eventFamilies } from './families/events';
import { marketFamilies } from './families/markets';
import { newsFamilies } from './families/news';
import { newsletterFamilies } from './families/newsletters';
import { orgchartFamilies } from './families/orgchart';
import { imageFamilies } from './families/images';
import { profileFamilies } from './families/profiles';
import { rulesFamilies } from './families/rules';
import { registerFamilies } from './families/register';
import { CORS_NOTE, siteFamilies } from './families/site';
import { sourceFamilies } from './families/sources';
import { buildOpenApi, openApiSchema, returnsText, schemaUrl } from './openapi';
import { archiveSources } from './archive';
import { feedListing } from './feed-listing';
import { stampGeneratedAt } from '@/lib/schemas/generated-at';
import { concretePath, defineFamily, type Family } from './family';
import type { SiteData } from '@/lib/data/site-data';
import { envelope, type BuildContext } from '@/lib/core/context';

export type { Family };

/** A concrete document: its path under /api/v1/, its family, the placeholder value and its record. */
export interface ResolvedDocument {
  readonly path: string;
  readonly family: Family;
  readonly key: string;
  readonly record: unknown;
}

const discoveryFamily = defineFamily({
  pattern: 'index.json',
  title: 'Discovery',
  description: 'Every endpoint with absolute example URLs on the site and on the static host, document counts and CORS.',
  returns: 'Discovery',
  schema: discoverySchema,
  build: (data, ctx) => buildDiscovery(data, ctx),
});

const openApiFamily = defineFamily({
  pattern: 'openapi.json',
  title: 'OpenAPI description',
  description: 'OpenAPI 3.1 description of every document, generated from the same schemas the documents are checked against.',
  returns: 'OpenApiDocument',
  schema: openApiSchema,
  build: (_data, ctx) => buildOpenApi(FAMILIES, ctx),
});

/** Every document family of the API, in the order discovery lists them. */
export const FAMILIES: readonly Family[] = [
  discoveryFamily,
  ...newsFamilies,
  ...newsletterFamilies,
  ...eventFamilies,
  ...sourceFamilies,
  ...academiaFamilies,
  ...orgchartFamilies,
  ...profileFamilies,
  ...imageFamilies,
  ...changelogFamilies,
  ...rulesFamilies,
  ...registerFamilies,
  ...archiveFamilies,
  ...marketFamilies,
  ...siteFamilies,
  openApiFamily,
];

/** A placeholder value must make a plain file name: no slashes, dots or spaces. */
const SAFE_KEY = /^[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?$/;

export class RegistryError extends Error {
  override name = 'RegistryError';
}

const resolvedCache = new WeakMap<SiteData, ReadonlyMap<string, ResolvedDocument>>();

/** Every document path the data yields, checked once: a key that is not a safe file name, or two documents on one path. */
export function resolveDocuments(data: SiteData): ReadonlyMap<string, ResolvedDocument> {
  const cached = resolvedCache.get(data);
  if (cached) return cached;
  const paths = new Map<string, ResolvedDocument>();
  for (const family of FAMILIES) {
    for (const [key, record] of family.entries(data)) {
      if (family.keyed && !SAFE_KEY.test(key)) {
        throw new RegistryError(`${family.pattern}: "${key}" cannot be used in a file name`);
      }
      const path = concretePath(family, key);
      const clash = paths.get(path);
      if (clash) {
        throw new RegistryError(
          `Two documents map to /api/v1/${path}: ${describe(clash)} and ${describe({ path, family, key, record })}. ` +
            'Rename the content id so it does not collide with a fixed document name.',
        );
      }
      paths.set(path, { path, family, key, record });
    }
  }
  resolvedCache.set(data, paths);
  return paths;
}

function describe(doc: ResolvedDocument): string {
  return doc.key ? `${doc.family.pattern} with id "${doc.key}"` : `the fixed document ${doc.family.pattern}`;
}

/** Builds the document at `path` (relative to /api/v1/), or undefined when there is none. */
export function buildDocument(data: SiteData, ctx: BuildContext, path: string): unknown {
  const doc = resolveDocuments(data).get(path);
  return doc ? buildResolved(doc, data, ctx) : undefined;
}

/** A resolved document built from `data`, which may be a recording copy of the data the document was resolved from. */
export function buildResolved(doc: ResolvedDocument, data: SiteData, ctx: BuildContext): unknown {
  return stampGeneratedAt(doc.family.build(data, ctx, doc.record, doc.key));
}

/** What the API is, in one sentence: the discovery document's description and the head of /llms.txt. */
export function apiSummary(siteName: string): string {
  return `Read-only JSON documents of ${siteName}: Nordic crypto news, events, newsletters and exchange prices.`;
}

function buildDiscovery(data: SiteData, ctx: BuildContext) {
  const resolved = [...resolveDocuments(data).values()];
  const endpoints = FAMILIES.map((family) => {
    const docs = resolved.filter((doc) => doc.family === family);
    const example = docs[0]?.path ?? null;
    return {
      path: `/api/v1/${family.pattern}`,
      title: family.title,
      description: family.description,
      returns: family.returns,
      free_form: family.freeForm,
      returns_text: returnsText(family),
      schema_url: schemaUrl(ctx, family.returns),
      available: docs.length > 0,
      count: family.keyed ? docs.length : null,
      example_url: example ? apiUrl(ctx.config, example) : null,
      example_url_pages: example ? pagesApiUrl(ctx.config, example) : null,
    };
  });
  const content = data.content;
  return {
    ...envelope(ctx),
    description: apiSummary(ctx.config.siteName),
    endpoints,
    counts: {
      documents: resolved.length,
      news: content.news.length,
      topics: data.topics.length,
      newsletters: content.newsletters.length,
      events: content.events.length,
      sources: content.outlets.length,
      academia: Object.values(content.academia).reduce((sum, rows) => sum + rows.length, 0),
      orgchart_entities: content.entities.length,
      orgchart_relations: content.relations.length,
      profiles: content.profiles.length,
      images: content.images.length,
      changelog: content.changelog.length,
      archive_articles: archiveSources(data).length,
      languages: content.languages.length,
    },
    cors: { allow_origin: '*' as const, note: CORS_NOTE },
    also: [
      {
        path: '/assets/img/logos/logos.json',
        description: 'Map from news source id to its logo file.',
        url: `${ctx.config.baseUrl}/assets/img/logos/logos.json`,
        url_pages: `${ctx.config.pagesUrl}/assets/img/logos/logos.json`,
      },
      {
        path: '/api/v1/markets/logos/',
        description: 'Coin icons, one SVG per asset, lowercase base symbol (for example btc.svg).',
        url: apiUrl(ctx.config, 'markets/logos/'),
        url_pages: pagesApiUrl(ctx.config, 'markets/logos/'),
      },
      ...feedListing(data, ctx),
    ],
  };
}
