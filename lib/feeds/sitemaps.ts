import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { ErrorLevel, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import { LOCALES } from '@/lib/i18n/locales';
import { pageUrl } from '@/lib/urls';
import { SECTIONS } from '@/lib/core/sections';
import type { PageEnv } from '@/lib/pages/page-env';
import { LEAF_ROUTES, leafEntries, type LeafRoute, type PageEntry } from '@/lib/pages/routes';
import { feedUrl, NEWS_FEED_KINDS } from '@/lib/pages/feed-links';
import { listFeedFiles } from './list-feeds';

/** The sitemaps, built from the same lists as the pages (served by route handlers). */

export const SITEMAP_PAGES_PER_FILE = 2000;

// One `<url>` per language, each naming all seven and x-default (Google's hreflang for sitemaps).
function urlItems(env: PageEnv, path: string, lastmod?: string): SitemapItemLoose[] {
  const { config } = env.ctx;
  const links = [
    ...LOCALES.map((code) => ({ lang: code, url: pageUrl(config, code, path) })),
    { lang: 'x-default', url: pageUrl(config, 'en', path) },
  ];
  return LOCALES.map((code) => ({ url: pageUrl(config, code, path), ...(lastmod ? { lastmod } : {}), links }));
}

// Only the xhtml namespace: the pages have no news, image or video entries.
const NAMESPACES = { news: false, image: false, video: false, xhtml: true } as const;
// SitemapStream refuses an empty list (EmptySitemap); an empty chunk is still a valid file.
const EMPTY_URLSET =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"></urlset>';

async function urlset(entries: readonly PageEntry[], env: PageEnv, files: readonly string[] = []): Promise<string> {
  const items = [...entries.flatMap((entry) => urlItems(env, entry.path, entry.lastmod)), ...files.map((url) => ({ url }))];
  if (items.length === 0) return EMPTY_URLSET;
  const stream = new SitemapStream({ xmlns: NAMESPACES, level: ErrorLevel.THROW });
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString('utf8');
}

const CHUNKED_ROUTES = Object.values(LEAF_ROUTES).filter((route) => route.sitemap !== undefined) as LeafRoute<unknown>[];

/** `/sitemap.xml`: every section page and small leaf kind in all languages, from the one list of sections and of leaf routes. */
export function sitemapPages(env: PageEnv): Promise<string> {
  const { data } = env;
  const latest = data.newsNewestFirst[0]?.published;
  const entries: PageEntry[] = [
    ...SECTIONS.map((section) => ({ path: section.path, lastmod: section.key === 'news' ? latest : undefined })),
    ...(Object.values(LEAF_ROUTES) as LeafRoute<unknown>[]).filter((route) => !route.sitemap).flatMap((route) => leafEntries(route, data)),
  ];
  const { baseUrl } = env.ctx.config;
  const feeds = [
    ...LOCALES.flatMap((lang) => NEWS_FEED_KINDS.map((kind) => feedUrl(env.ctx.config, lang, kind))),
    ...[...listFeedFiles(data)].map((file) => `${baseUrl}${file.path}`),
  ];
  return urlset(entries, env, feeds);
}

/** One sitemap file of a growing kind: its name and its pages. */
export interface SitemapChunk {
  /** `news-0.xml.gz`. */
  readonly name: string;
  readonly entries: readonly PageEntry[];
}

/** The growing kinds (stories, events) in `.xml.gz` files of SITEMAP_PAGES_PER_FILE pages, new pages last, so a story changes one file. */
export function sitemapChunks(env: PageEnv): SitemapChunk[] {
  return CHUNKED_ROUTES.flatMap((route) => {
    const sitemap = route.sitemap!;
    const entries = leafEntries(route, env.data, sitemap.order(env.data));
    const count = Math.max(1, Math.ceil(entries.length / SITEMAP_PAGES_PER_FILE));
    return Array.from({ length: count }, (_, n) => ({
      name: `${sitemap.file}-${n}.xml.gz`,
      entries: entries.slice(n * SITEMAP_PAGES_PER_FILE, (n + 1) * SITEMAP_PAGES_PER_FILE),
    }));
  });
}

/** The XML of one chunk, gzip-compressed (deterministic: no name or time in the gzip header). */
export async function sitemapChunkFile(env: PageEnv, chunk: SitemapChunk): Promise<Uint8Array> {
  return gzipSync(await urlset(chunk.entries, env), { level: 9 });
}

export function sitemapFiles(env: PageEnv): string[] {
  const { baseUrl } = env.ctx.config;
  return [`${baseUrl}/sitemap.xml`, ...sitemapChunks(env).map((chunk) => `${baseUrl}/sitemaps/${chunk.name}`)];
}
