import { buildEvent } from '@/lib/api/families/events';
import { buildDocument, resolveDocuments } from '@/lib/api/registry';
import { COUNTRY_CODES } from '@/lib/content/fields';
import type { BuildContext } from '@/lib/core/context';
import type { SiteData } from '@/lib/data/site-data';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { feedPath, NEWS_FEED_KINDS, type NewsFeedKind } from '@/lib/pages/feed-links';
import { countryCalendar, countryCalendarPath, icsCalendar } from '@/lib/feeds/calendars';
import { sitemapChunkFile, sitemapChunks } from '@/lib/feeds/sitemaps';
import { jsonFeed, rssFeed } from '@/lib/feeds/news-feeds';
import { listFeedContents } from '@/lib/feeds/list-feeds';
import { pageEnvFrom, type PageEnv } from '@/lib/pages/page-env';
import { siteAssets } from '@/lib/pages/assets';
import { EMBED_CARD_PATH, EMBED_LOADER_PATH } from '@/lib/pages/embed-card';
import { embedCardPage } from '@/lib/pages/embed-card-page';
import { LEAF_ROUTES } from '@/lib/pages/routes';
import { createHash } from 'node:crypto';
import { API_PREFIX, pagePath } from '@/lib/urls';
import { changesFeeds } from '@/lib/register/feed';
import { moveFeedFiles } from '@/lib/feeds/move-feeds';
import { isLargeList, jsonChunks } from './json-chunks';

/** The site's non-HTML files (API documents, feeds), written by the build itself since Next's export regenerated them all each time. */

/** One file of out/: its path relative to out/ (English at the root) and its bytes. */
export interface RouteFile {
  readonly path: string;
  readonly content: RouteContent;
}

/** A file's bytes: whole, or (the largest lists) as pieces of text made on demand, never one string; `kept`: as out/ holds it. */
export type RouteContent = string | Uint8Array | { readonly chunks: () => Iterable<string> } | typeof KEPT;

export const KEPT = { kept: true } as const;

/** Files keyed by their inputs (sitemap chunks), as leaf pages are: one whose key is unchanged and whose file is intact is not built. */
export interface RouteKeys {
  /** The version of the code that makes the files. */
  readonly code: string;
  /** Whether out/ holds `file` as it was written with `key` last time. */
  readonly held: (file: string, key: string) => boolean;
  /** This build's key of `file`. */
  readonly record: (file: string, key: string) => void;
}

function chunkKey(keys: RouteKeys, ctx: BuildContext, chunk: { name: string; entries: unknown }): string {
  return createHash('sha256')
    .update(JSON.stringify([keys.code, ctx.config, chunk.name, chunk.entries]))
    .digest('hex');
}

/** The API document at `path` as written into out/: the largest lists in pieces (json-chunks.ts), the rest as one string. */
export function apiDocumentContent(data: SiteData, ctx: BuildContext, path: string): RouteContent | undefined {
  const document = buildDocument(data, ctx, path);
  if (document === undefined) return undefined;
  return isLargeList(document) ? { chunks: () => jsonChunks(document) } : JSON.stringify(document);
}

/** The API document at `path` (relative to /api/v1/) as the bytes served, or undefined. */
export function apiDocumentBody(data: SiteData, ctx: BuildContext, path: string): string | undefined {
  const document = buildDocument(data, ctx, path);
  return document === undefined ? undefined : JSON.stringify(document);
}

export function newsFeedBody(env: PageEnv, kind: NewsFeedKind): string {
  return kind === 'json' ? jsonFeed(env) : rssFeed(env);
}

/** One event as iCalendar (calendars are language-independent: English only), or undefined. */
export function eventCalendarBody(env: PageEnv, id: string): string | undefined {
  const record = env.data.eventById.get(id);
  if (!record) return undefined;
  const event = buildEvent(env.ctx, record);
  return icsCalendar(env, [event], event.title);
}

export function eventCalendarPath(id: string): string {
  return `${pagePath('en', `events/${id}`)}event.ics`;
}

/** One country's events as iCalendar in the page's language, or undefined for an unknown code. */
export function countryCalendarBody(env: PageEnv, code: string): string | undefined {
  const country = LEAF_ROUTES.eventsCountry.find(env.data, code);
  return country ? countryCalendar(env, country) : undefined;
}

/** One of the growing page kinds' gzip sitemaps (`news-0.xml.gz` …), or undefined. */
export async function sitemapChunkBody(env: PageEnv, name: string): Promise<Uint8Array | undefined> {
  const chunk = sitemapChunks(env).find((candidate) => candidate.name === name);
  return chunk ? await sitemapChunkFile(env, chunk) : undefined;
}

/** `/sv/feed.json` → `sv/feed.json`: a URL path as a path under out/. */
function outPath(urlPath: string): string {
  return urlPath.replace(/^\/+/, '');
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is listed but has no content`);
  return value;
}

/** Every such file of this build, built one at a time (a generator: 22,000 documents are never all in memory; async for the sitemap writer's stream). */
export async function* routeFiles(data: SiteData, ctx: BuildContext, keys?: RouteKeys): AsyncGenerator<RouteFile> {
  for (const path of resolveDocuments(data).keys()) {
    yield { path: outPath(`${API_PREFIX}${path}`), content: required(apiDocumentContent(data, ctx, path), `/api/v1/${path}`) };
  }
  const envs = new Map<Locale, PageEnv>(LOCALES.map((lang) => [lang, pageEnvFrom(data, ctx, lang)]));
  const env = (lang: Locale): PageEnv => envs.get(lang)!;
  for (const lang of LOCALES) {
    for (const kind of NEWS_FEED_KINDS) yield { path: outPath(feedPath(lang, kind)), content: newsFeedBody(env(lang), kind) };
    for (const code of COUNTRY_CODES) {
      yield { path: outPath(countryCalendarPath(lang, code)), content: required(countryCalendarBody(env(lang), code), code) };
    }
  }
  for (const file of listFeedContents(env)) yield { path: outPath(file.path), content: file.content };
  for (const event of LEAF_ROUTES.event.list(data)) {
    yield { path: outPath(eventCalendarPath(event.id)), content: required(eventCalendarBody(env('en'), event.id), event.id) };
  }
  // The register's RSS feeds of changes: the register job writes the same (lib/api/register-documents.ts).
  if (data.register)
    for (const feed of changesFeeds(data.register, ctx)) yield { path: outPath(`${API_PREFIX}${feed.path}`), content: feed.content };
  // The price-move feeds: the hourly refresh writes the same with the market set (pipeline/jobs/markets-refresh.ts).
  for (const feed of moveFeedFiles(data.marketHistory, ctx)) yield { path: outPath(`${API_PREFIX}${feed.path}`), content: feed.content };
  yield { path: outPath(`${EMBED_CARD_PATH}index.html`), content: embedCardPage(data) };
  yield { path: outPath(EMBED_LOADER_PATH), content: siteAssets().embed.loader };
  for (const chunk of sitemapChunks(env('en'))) {
    const file = `sitemaps/${chunk.name}`;
    const key = keys && chunkKey(keys, ctx, chunk);
    if (keys && key && keys.held(file, key)) {
      keys.record(file, key);
      yield { path: file, content: KEPT };
      continue;
    }
    const content = await sitemapChunkFile(env('en'), chunk);
    if (keys && key) keys.record(file, key);
    yield { path: file, content };
  }
}
