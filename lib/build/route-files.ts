import { buildEvent } from '@/lib/api/families/events';
import { buildDocument, buildResolved, resolveDocuments } from '@/lib/api/registry';
import { COUNTRY_CODES } from '@/lib/content/fields';
import type { BuildContext } from '@/lib/core/context';
import type { SiteData } from '@/lib/data/site-data';
import { LOCALES } from '@/lib/i18n/locales';
import { feedPath, NEWS_FEED_KINDS, type NewsFeedKind } from '@/lib/pages/feed-links';
import { countryCalendar, countryCalendarPath, icsCalendar } from '@/lib/feeds/calendars';
import { sitemapChunkFile, sitemapChunks } from '@/lib/feeds/sitemaps';
import { jsonFeed, rssFeed } from '@/lib/feeds/news-feeds';
import { listFeedPages } from '@/lib/feeds/list-feeds';
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
import { InputDigests, type InputDigest } from './route-inputs';

/** The site's non-HTML files (API documents, feeds), written by the build itself since Next's export regenerated them all each time. */

/** One file of out/: its path relative to out/ (English at the root) and its bytes. */
export interface RouteFile {
  readonly path: string;
  readonly content: RouteContent;
}

/** A file's bytes: whole, or (the largest lists) as pieces of text made on demand, never one string; `kept`: as out/ holds it. */
export type RouteContent = string | Uint8Array | { readonly chunks: () => Iterable<string> } | typeof KEPT;

export const KEPT = { kept: true } as const;

/** The route files' keys between builds (lib/build/node/route-keys.ts): files built together share one key and one list of inputs. */
export interface RouteKeys {
  /** The version of the code that makes the files. */
  readonly code: string;
  /** What `files` read last time, when they were made with `key` and out/ still holds each as written then. */
  readonly previous: (files: readonly string[], key: string) => readonly InputDigest[] | undefined;
  /** This build's key and inputs of `files`; `kept`: out/ holds them from an earlier build. */
  readonly record: (files: readonly string[], key: string, inputs: readonly InputDigest[], kept: boolean) => void;
}

/** Files made together from the data (a document; both formats of a feed), and the record they are made for besides what they read. */
interface RouteSpec {
  readonly files: readonly string[];
  readonly record?: unknown;
  readonly build: (data: SiteData, ctx: BuildContext) => RouteContent[] | Promise<RouteContent[]>;
}

function sha256(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

function documentContent(document: unknown): RouteContent {
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

/** Every such file of this build as specs, made one at a time (a generator: 22,000 documents are never all in memory). */
function* routeSpecs(data: SiteData, ctx: BuildContext): Generator<RouteSpec> {
  for (const doc of resolveDocuments(data).values()) {
    yield {
      files: [outPath(`${API_PREFIX}${doc.path}`)],
      record: [doc.key, doc.record],
      build: (d, c) => [documentContent(buildResolved(doc, d, c))],
    };
  }
  for (const lang of LOCALES) {
    for (const kind of NEWS_FEED_KINDS) {
      yield { files: [outPath(feedPath(lang, kind))], build: (d, c) => [newsFeedBody(pageEnvFrom(d, c, lang), kind)] };
    }
    for (const code of COUNTRY_CODES) {
      yield {
        files: [outPath(countryCalendarPath(lang, code))],
        build: (d, c) => [required(countryCalendarBody(pageEnvFrom(d, c, lang), code), code)],
      };
    }
  }
  for (const page of listFeedPages(data)) {
    yield { files: page.paths.map(outPath), record: page.item, build: (d, c) => page.bodies(pageEnvFrom(d, c, page.lang)) };
  }
  for (const event of LEAF_ROUTES.event.list(data)) {
    yield {
      files: [outPath(eventCalendarPath(event.id))],
      build: (d, c) => [required(eventCalendarBody(pageEnvFrom(d, c, 'en'), event.id), event.id)],
    };
  }
  // Their jobs rewrite these hourly (register changes, price moves): never kept by key.
  const refreshed = [...(data.register ? changesFeeds(data.register, ctx) : []), ...moveFeedFiles(data.marketHistory, ctx)];
  yield { files: refreshed.map((feed) => outPath(`${API_PREFIX}${feed.path}`)), build: () => refreshed.map((feed) => feed.content) };
  yield { files: [outPath(`${EMBED_CARD_PATH}index.html`)], build: (d) => [embedCardPage(d)] };
  yield { files: [outPath(EMBED_LOADER_PATH)], build: () => [siteAssets().embed.loader] };
  for (const chunk of sitemapChunks(pageEnvFrom(data, ctx, 'en'))) {
    yield {
      files: [`sitemaps/${chunk.name}`],
      record: chunk,
      build: async (d, c) => [await sitemapChunkFile(pageEnvFrom(d, c, 'en'), chunk)],
    };
  }
}

/** Every such file; with `keys`, those whose key and recorded inputs are unchanged and still in out/ are KEPT. */
export async function* routeFiles(data: SiteData, ctx: BuildContext, keys?: RouteKeys): AsyncGenerator<RouteFile> {
  const digests = keys && new InputDigests(data, ctx);
  const base = keys && digests ? sha256(keys.code, digests.of(ctx.config), String(ctx.preview)) : '';
  for (const spec of routeSpecs(data, ctx)) {
    let contents: RouteContent[];
    if (keys && digests) {
      const key = sha256(base, ...spec.files, digests.of(spec.record));
      const last = keys.previous(spec.files, key);
      if (last && digests.unchanged(last)) {
        keys.record(spec.files, key, last, true);
        for (const file of spec.files) yield { path: file, content: KEPT };
        continue;
      }
      const recorder = digests.recorder();
      contents = await spec.build(recorder.data, recorder.ctx);
      keys.record(spec.files, key, recorder.inputs(), false);
    } else contents = await spec.build(data, ctx);
    if (contents.length !== spec.files.length) throw new Error(`${spec.files.join(', ')}: ${contents.length} contents built`);
    for (const [index, file] of spec.files.entries()) yield { path: file, content: contents[index]! };
  }
}
