import { gzipSync } from 'node:zlib';
import type { EventDocument } from '@/lib/api/families/events';
import { buildEvent } from '@/lib/api/families/events';
import { bySoonest, eventEndsAt } from '@/lib/events/timing';
import type { CountryCode } from '@/lib/content/fields';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { pagePath, pageUrl } from '@/lib/urls';
import { countryLabel } from './labels';
import { localized } from './localized';
import { SECTIONS } from '@/lib/core/sections';
import type { PageEnv } from './page-env';
import { LEAF_ROUTES, leafEntries, type LeafRoute, type PageEntry } from './routes';
import { xmlEscape } from './xml';

/** Calendars, sitemaps and robots.txt, built from the same data as the pages (served by route handlers). */

// ── iCalendar (RFC 5545) ──────────────────────────────────────────────────────────────────────
function icsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded with CRLF + space (never inside a UTF-8 sequence). */
function fold(line: string): string {
  const bytes = new TextEncoder();
  if (bytes.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = bytes.encode(ch).length;
    if (size + n > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function icsUtc(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function vevent(env: PageEnv, event: EventDocument): string[] {
  const { config } = env.ctx;
  const host = new URL(config.baseUrl).host;
  const place = [event.place, event.city, event.online ? env.m.events.online : null, countryLabel(env.m, event.country)]
    .filter(Boolean)
    .join(', ');
  // The note in the calendar's language where the content has it; titles exist in English only.
  const note = event.note ? localized(event.note, event.note_i18n, env.lang) : null;
  const description = [note?.text, event.title_original ? `(${event.title_original})` : null, `${event.organiser}: ${event.url}`]
    .filter(Boolean)
    .join('\n');
  return [
    'BEGIN:VEVENT',
    `UID:${event.id}@${host}`,
    // From the content, not the clock, so two builds write the same bytes and a subscribed
    // calendar sees a change only when the event does: the content records no edit time, so
    // this is the event's start (which moves when the event is moved).
    `DTSTAMP:${icsUtc(Date.parse(event.start))}`,
    `DTSTART:${icsUtc(Date.parse(event.start))}`,
    `DTEND:${icsUtc(eventEndsAt(event))}`,
    `SUMMARY;LANGUAGE=en:${icsText(event.title)}`,
    `LOCATION;LANGUAGE=${env.lang}:${icsText(place)}`,
    `DESCRIPTION${note ? `;LANGUAGE=${note.lang}` : ''}:${icsText(description)}`,
    `URL:${pageUrl(config, env.lang, `events/${event.id}`)}`,
    'END:VEVENT',
  ];
}

export function icsCalendar(env: PageEnv, events: readonly EventDocument[], name: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(env.ctx.config.siteName)}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(name)}`,
    ...events.flatMap((event) => vevent(env, event)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

export function allEvents(env: PageEnv): EventDocument[] {
  return [...env.data.content.events].sort(bySoonest).map((event) => buildEvent(env.ctx, event));
}

/** One country's events, soonest first: the calendar a reader subscribes to from its country page. */
export function countryEvents(env: PageEnv, code: CountryCode): EventDocument[] {
  return allEvents(env).filter((event) => event.country === code);
}

/** `/sv/events/country/SE/events.ics`: beside the country page, in its language. */
export function countryCalendarPath(lang: Locale, code: CountryCode): string {
  return `${pagePath(lang, `events/country/${code}`)}events.ics`;
}

export function countryCalendar(env: PageEnv, code: CountryCode): string {
  const name = `${env.ctx.config.siteName}: ${env.m.events.countryTitle.replace('{country}', countryLabel(env.m, code))}`;
  return icsCalendar(env, countryEvents(env, code), name);
}

// ── Sitemaps ──────────────────────────────────────────────────────────────────────────────────
/**
 * Pages per sitemap file. Each page is listed in all seven languages, each with its eight
 * alternates, so a file of 2,000 pages holds 14,000 URLs, under the protocol's 50,000.
 */
export const SITEMAP_PAGES_PER_FILE = 2000;

function urlEntry(env: PageEnv, path: string, lastmod?: string): string {
  const { config } = env.ctx;
  const alternates = [
    ...LOCALES.map((code) => `    <xhtml:link rel="alternate" hreflang="${code}" href="${xmlEscape(pageUrl(config, code, path))}"/>`),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(pageUrl(config, 'en', path))}"/>`,
  ].join('\n');
  return LOCALES.map(
    (code) =>
      `  <url>\n    <loc>${xmlEscape(pageUrl(config, code, path))}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}${alternates}\n  </url>`,
  ).join('\n');
}

function urlset(entries: readonly PageEntry[], env: PageEnv): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map((entry) => urlEntry(env, entry.path, entry.lastmod)),
    '</urlset>',
    '',
  ].join('\n');
}

const CHUNKED_ROUTES = Object.values(LEAF_ROUTES).filter((route) => route.sitemap !== undefined) as LeafRoute<unknown>[];

/**
 * `/sitemap.xml`: every section page and every leaf page of the kinds that stay small, each in
 * all languages with its alternates. Pages come from the one list of sections (lib/core/sections.ts) and
 * of leaf routes (lib/site/routes.ts), so a new page kind is listed as soon as it exists.
 */
export function sitemapPages(env: PageEnv): string {
  const { data } = env;
  const latest = data.newsNewestFirst[0]?.published;
  const entries: PageEntry[] = [
    ...SECTIONS.map((section) => ({ path: section.path, lastmod: section.key === 'news' ? latest : undefined })),
    ...(Object.values(LEAF_ROUTES) as LeafRoute<unknown>[]).filter((route) => !route.sitemap).flatMap((route) => leafEntries(route, data)),
  ];
  return urlset(entries, env);
}

/** One sitemap file of a growing kind: its name and its pages. */
export interface SitemapChunk {
  /** `news-0.xml.gz`. */
  readonly name: string;
  readonly entries: readonly PageEntry[];
}

/**
 * The growing kinds (stories, events) in gzip-compressed files of SITEMAP_PAGES_PER_FILE pages
 * (the sitemap protocol reads .xml.gz), new pages last: at 10,000 stories the alternates make
 * 75 MB of XML, 4 MB compressed, and a new story changes one file.
 */
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
export function sitemapChunkFile(env: PageEnv, chunk: SitemapChunk): Uint8Array {
  return gzipSync(urlset(chunk.entries, env), { level: 9 });
}

export function sitemapFiles(env: PageEnv): string[] {
  const { baseUrl } = env.ctx.config;
  return [`${baseUrl}/sitemap.xml`, ...sitemapChunks(env).map((chunk) => `${baseUrl}/sitemaps/${chunk.name}`)];
}

export function robotsTxt(env: PageEnv): string {
  const lines = [
    'User-agent: *',
    env.ctx.preview ? 'Disallow: /' : 'Allow: /',
    '',
    ...sitemapFiles(env).map((url) => `Sitemap: ${url}`),
    '',
  ];
  return lines.join('\n');
}
