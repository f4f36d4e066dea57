import { LOCALES } from '@/lib/i18n/locales';
import { feedPath, NEWS_FEED_KINDS, NEWS_FEEDS } from './feed-links';

/**
 * Files whose content type a static host cannot guess from the name: the api-catalog has no
 * extension at all, a JSON Feed is `.json` but `application/feed+json`, a `.txt` needs its
 * charset. The route handlers that write these files read them from here, and so do `out/_headers`
 * (lib/http/site-header-rules.ts) and with it `npm start`, so every host sends the same. Light on purpose (no site data): build scripts import it.
 */
export interface FileType {
  /** Site path, as a request names it. */
  readonly path: string;
  readonly contentType: string;
  /** Sent with `Access-Control-Allow-Origin: *`, like the API: tools read it from browsers too. */
  readonly cors: boolean;
}

/** RFC 9727 §7.3: the profile that marks a linkset as an API catalog. */
export const API_CATALOG_PROFILE = 'https://www.rfc-editor.org/info/rfc9727';

export const ROOT_FILE_TYPES = {
  /** Markdown for language models (llmstxt.org), served as text. */
  llms: { path: '/llms.txt', contentType: 'text/plain; charset=utf-8', cors: true },
  /** RFC 9727: an RFC 9264 JSON linkset with the api-catalog profile. */
  apiCatalog: {
    path: '/.well-known/api-catalog',
    contentType: `application/linkset+json; profile="${API_CATALOG_PROFILE}"`,
    cors: true,
  },
  manifest: { path: '/manifest.webmanifest', contentType: 'application/manifest+json; charset=utf-8', cors: false },
} as const satisfies Record<string, FileType>;

export const FILE_TYPES: readonly FileType[] = [
  ...Object.values(ROOT_FILE_TYPES),
  ...LOCALES.flatMap((lang) =>
    NEWS_FEED_KINDS.map((kind) => ({ path: feedPath(lang, kind), contentType: NEWS_FEEDS[kind].contentType, cors: true })),
  ),
];

const BY_PATH = new Map(FILE_TYPES.map((entry) => [entry.path, entry]));

/** The content type a site path must be served with, when the name alone does not tell. */
export function fileType(pathname: string): string | undefined {
  return BY_PATH.get(pathname)?.contentType;
}

/** The response headers of one listed file: what its route handler (and `npm run dev`) sends. */
export function fileHeaders(pathname: string): Record<string, string> {
  const entry = BY_PATH.get(pathname);
  if (!entry) throw new Error(`${pathname} is not in FILE_TYPES (lib/site/file-types.ts)`);
  return { 'Content-Type': entry.contentType, ...(entry.cors ? { 'Access-Control-Allow-Origin': '*' } : {}) };
}

/**
 * Types by extension, with the charset a browser should not have to guess. What a host does on its
 * own; `npm start` and the plain static server send these (a name not listed here is left to sirv).
 */
const TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  json: 'application/json; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  ics: 'text/calendar; charset=utf-8',
  png: 'image/png',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  webmanifest: 'application/manifest+json',
  gz: 'application/gzip',
  wasm: 'application/wasm',
};

/** The content type of a site path: FILE_TYPES first, then the extension. */
export function contentTypeOf(pathname: string): string | undefined {
  const exact = fileType(pathname);
  if (exact) return exact;
  const name = pathname.slice(pathname.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? TYPES_BY_EXTENSION[name.slice(dot + 1).toLowerCase()] : undefined;
}
