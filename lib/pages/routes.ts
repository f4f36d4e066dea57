import { newslettersNewestFirst } from '@/lib/api/families/newsletters';
import type { SiteData, TopicInfo } from '@/lib/data/site-data';
import { COUNTRY_CODES, type CountryCode } from '@/lib/content/fields';
import type { Entity, EventRecord, NewsletterRecord, NewsRecord } from '@/lib/content/types';
import { calendarMonths, isMonthKey, type MonthKey } from '@/lib/events/months';
import { bySoonest } from '@/lib/events/timing';
import { marketSymbols } from '@/lib/markets/documents';
import { NORDIC_COUNTRIES, type NordicCountry } from '@/lib/register/constants';
import { ROOT_FILE_TYPES } from './root-files';

/** The one registry of leaf page kinds (all but section pages): build, dev route, sitemaps, search and tests enumerate them here; each kind's head and body are keyed to it in components/pages/leaf-pages.ts. */
export interface LeafRoute<T> {
  /** Path without language prefix, one `{placeholder}`: `news/{id}`. */
  readonly pattern: string;
  /** The placeholder's name, which is also the route folder's parameter (`[id]`). */
  readonly param: string;
  /** Every page of this kind, in the order the sitemap lists them. */
  list(data: SiteData): readonly T[];
  keyOf(item: T): string;
  /** The record a key names, or undefined: the server route's lookup for a requested path. */
  find(data: SiteData, key: string): T | undefined;
  /** Last change, for the sitemap. */
  lastmod?(item: T): string | undefined;
  /** Kinds that grow with the archive get their own sitemap files, new pages last, so adding one changes only the last file. */
  readonly sitemap?: { readonly file: string; order(data: SiteData): readonly T[] };
}

function leafRoute<T>(definition: Omit<LeafRoute<T>, 'param'>): LeafRoute<T> {
  const param = /\{([a-z]+)\}/.exec(definition.pattern)?.[1];
  if (!param) throw new Error(`leaf route ${definition.pattern} names no {placeholder}`);
  return { ...definition, param };
}

export function leafPath(route: Pick<LeafRoute<unknown>, 'pattern'>, key: string): string {
  return route.pattern.replace(/\{[a-z]+\}/, key);
}

/** A list page per country code: `news/country/{code}`, `events/country/{code}`. */
function countryRoute(pattern: string): LeafRoute<CountryCode> {
  return leafRoute<CountryCode>({
    pattern,
    list: () => COUNTRY_CODES,
    keyOf: (code) => code,
    find: (_data, key) => COUNTRY_CODES.find((code) => code === key),
  });
}

export const LEAF_ROUTES = {
  story: leafRoute<NewsRecord>({
    pattern: 'news/{id}',
    list: (data) => data.newsNewestFirst,
    keyOf: (story) => story.id,
    find: (data, key) => data.newsById.get(key),
    lastmod: (story) => story.published,
    sitemap: { file: 'news', order: (data) => [...data.newsNewestFirst].reverse() },
  }),
  newsCountry: countryRoute('news/country/{code}'),
  newsTopic: leafRoute<TopicInfo>({
    pattern: 'news/topic/{slug}',
    list: (data) => data.topics,
    keyOf: (topic) => topic.slug,
    find: (data, key) => data.topicBySlug.get(key),
  }),
  event: leafRoute<EventRecord>({
    pattern: 'events/{id}',
    list: (data) => [...data.content.events].sort(bySoonest),
    keyOf: (event) => event.id,
    find: (data, key) => data.eventById.get(key),
    sitemap: { file: 'events', order: (data) => [...data.content.events].sort(bySoonest) },
  }),
  eventsCountry: countryRoute('events/country/{code}'),
  eventsMonth: leafRoute<MonthKey>({
    pattern: 'events/month/{month}',
    list: (data) => calendarMonths(data.content.events),
    keyOf: (month) => month,
    find: (data, key) => (isMonthKey(key) && calendarMonths(data.content.events).includes(key) ? key : undefined),
  }),
  newsletter: leafRoute<NewsletterRecord>({
    pattern: 'newsletters/{id}',
    list: (data) => newslettersNewestFirst(data),
    keyOf: (issue) => issue.id,
    find: (data, key) => data.newsletterById.get(key),
    lastmod: (issue) => issue.date,
  }),
  /** `/markets/<base in lowercase>/`: one page per base symbol the snapshot quotes; `[A-Z0-9]` bases make the lowercase key unique. */
  marketAsset: leafRoute<string>({
    pattern: 'markets/{base}',
    list: (data) => marketSymbols(data.markets),
    keyOf: (base) => base.toLowerCase(),
    find: (data, key) => marketSymbols(data.markets).find((base) => base.toLowerCase() === key),
  }),
  /** `/rules/<country in lowercase>/`: a Nordic country's rules and the firms of ESMA's register that may serve it. */
  rulesCountry: leafRoute<NordicCountry>({
    pattern: 'rules/{country}',
    list: () => NORDIC_COUNTRIES,
    keyOf: (code) => code.toLowerCase(),
    find: (_data, key) => NORDIC_COUNTRIES.find((code) => code.toLowerCase() === key),
  }),
  entity: leafRoute<Entity>({
    pattern: 'orgchart/{id}',
    list: (data) => data.content.entities,
    keyOf: (entity) => entity.id,
    find: (data, key) => data.entityById.get(key),
  }),
} as const;

/** A leaf page kind: the key of its route here and of its renderer in components/pages/leaf-pages.ts. */
export type LeafKind = keyof typeof LEAF_ROUTES;

/** Every kind, in the registry's order: the order the build, sitemaps and tests walk them. */
export const LEAF_KINDS = Object.keys(LEAF_ROUTES) as LeafKind[];

/** The kind and key a path (without language prefix or slashes at the ends) names. */
export function leafRouteAt(path: string): { kind: LeafKind; key: string } | undefined {
  for (const kind of LEAF_KINDS) {
    const [before, after] = LEAF_ROUTES[kind].pattern.split(/\{[a-z]+\}/) as [string, string];
    if (!path.startsWith(before) || !path.endsWith(after)) continue;
    const key = path.slice(before.length, path.length - after.length);
    if (key && !key.includes('/')) return { kind, key };
  }
  return undefined;
}

/** One page path (without language prefix) and its last change, for the sitemaps. */
export interface PageEntry {
  readonly path: string;
  readonly lastmod?: string;
}

export function leafEntries(route: LeafRoute<unknown>, data: SiteData, items: readonly unknown[] = route.list(data)): PageEntry[] {
  return items.map((item) => ({ path: leafPath(route, route.keyOf(item)), lastmod: route.lastmod?.(item) }));
}

/** Paths at the site root that are not English pages; under `npm run dev` the proxy serves every other path from `/en/…`. */
// The price card (lib/pages/embed-card.ts) is one page for every language, at the root.
const ROOT_DIRECTORIES = ['api/v1/', '_next/', 'assets/', 'sitemaps/', '.well-known/', 'pagefind/', 'embed/price/'];
const ROOT_FILES = new Set([
  'robots.txt',
  'sitemap.xml',
  'events.ics',
  'favicon.svg',
  'embed/price.js',
  '404.html',
  ...[ROOT_FILE_TYPES.llms, ROOT_FILE_TYPES.manifest].map((file) => file.path.slice(1)),
]);

export function isRootResource(pathname: string): boolean {
  const path = pathname.replace(/^\/+/, '');
  return ROOT_FILES.has(path) || ROOT_DIRECTORIES.some((dir) => path.startsWith(dir) || `${path}/` === dir);
}
