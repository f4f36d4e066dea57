import { LOCALES } from '@/lib/i18n/locales';
import { feedPath, NEWS_FEED_KINDS, NEWS_FEEDS } from '@/lib/pages/feed-links';
import { ROOT_FILE_TYPES, type FileType } from '@/lib/pages/root-files';

export type { FileType };

/** Files whose content type a host cannot guess from the name; route handlers and `out/_headers` both send these, so hosts agree. */
export const FILE_TYPES: readonly FileType[] = [
  ...Object.values(ROOT_FILE_TYPES),
  ...LOCALES.flatMap((lang) =>
    NEWS_FEED_KINDS.map((kind) => ({ path: feedPath(lang, kind), contentType: NEWS_FEEDS[kind].contentType, cors: true })),
  ),
];

const BY_PATH = new Map(FILE_TYPES.map((entry) => [entry.path, entry]));

/** The list pages' feeds (`/news/topic/<slug>/feed.xml`, lib/feeds/list-feeds.ts), too many to list one by one. */
export const FEED_FILE_TYPES: readonly (FileType & { readonly file: string })[] = NEWS_FEED_KINDS.map((kind) => ({
  file: NEWS_FEEDS[kind].file,
  path: `/*/${NEWS_FEEDS[kind].file}`,
  contentType: NEWS_FEEDS[kind].contentType,
  cors: true,
}));

function entryOf(pathname: string): FileType | undefined {
  const exact = BY_PATH.get(pathname);
  if (exact) return exact;
  if (pathname.startsWith('/api/')) return undefined;
  return FEED_FILE_TYPES.find((entry) => pathname.length > entry.file.length + 1 && pathname.endsWith(`/${entry.file}`));
}

/** The content type a site path must be served with, when the name alone does not tell. */
export function fileType(pathname: string): string | undefined {
  return entryOf(pathname)?.contentType;
}

/** The response headers of one listed file: what its route handler (and `npm run dev`) sends. */
export function fileHeaders(pathname: string): Record<string, string> {
  const entry = entryOf(pathname);
  if (!entry) throw new Error(`${pathname} is not in FILE_TYPES (lib/http/file-types.ts)`);
  return { 'Content-Type': entry.contentType, ...(entry.cors ? { 'Access-Control-Allow-Origin': '*' } : {}) };
}

/** Types by extension, with the charset a browser should not have to guess. */
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
