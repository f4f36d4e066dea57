import { DEFAULT_LOCALE, isNordicLocale, LANG_COOKIE } from '@/lib/i18n/locales';
import { parseAcceptLanguage } from '@/lib/i18n/accept-language';
import { countryFromHeaders, resolveHomeLocale } from '@/lib/i18n/resolve';
import { API_PREFIX, pagePath } from '@/lib/urls';
import { escapeForLocation, readTarget, segmentsOf, type RequestTarget } from './request-target';

/** What `npm start` answers to one request, decided without touching the disk. */
export interface SiteRequest {
  readonly method: string;
  /** The request target as sent (`/news/?x=1`). */
  readonly url: string;
  header(name: string): string | undefined;
}

export interface SiteFiles {
  /** `file`, `dir` or null for a site path (`/news/index.html`), already checked to be clean. */
  kind(path: string): 'file' | 'dir' | null;
}

export interface GeoLanguage {
  readonly by_country: Readonly<Record<string, string>>;
  readonly default: string;
}

export type SiteAnswer =
  /** A file of out/ (`file` is its site path), for GET and HEAD. `headerPath` picks its `_headers` rules. */
  | { readonly kind: 'file'; readonly file: string; readonly headerPath: string; readonly extra?: Readonly<Record<string, string>> }
  /** The 404 page (`/404.html` or `/<lang>/404.html`) with status 404. */
  | { readonly kind: 'not-found-page'; readonly file: string; readonly headerPath: string }
  | {
      readonly kind: 'redirect';
      readonly status: 307 | 308;
      readonly location: string;
      readonly headerPath: string;
      readonly extra?: Readonly<Record<string, string>>;
    }
  /** The API's JSON errors (lib/http/api-answer.ts). */
  | { readonly kind: 'api-not-found'; readonly path: string }
  | { readonly kind: 'api-method-not-allowed'; readonly method: string; readonly path: string }
  | { readonly kind: 'api-preflight' }
  /** Pages: OPTIONS (204) and any method but GET and HEAD (405), both naming PAGE_METHODS. */
  | { readonly kind: 'page-options' }
  | { readonly kind: 'page-method-not-allowed' };

export const PAGE_METHODS = 'GET, HEAD, OPTIONS';

/** The answer at `/` depends on these; every branch there is private and never stored. */
export const HOME_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'private, no-store',
  Vary: 'Cookie, Accept-Language, CF-IPCountry, X-Vercel-IP-Country',
};

/** Files in out/ that are instructions to a host, never content. */
const HOST_FILES = new Set(['/_headers', '/_redirects']);

function isReadMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

/** The value of one cookie in a Cookie header; junk gives undefined, never an error. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** A path a reader may be given: not a host file, no dot-segment (`.git`, `.env`) but `.well-known`, and not a precompressed copy. */
function isHidden(path: string, files: SiteFiles): boolean {
  if (HOST_FILES.has(path)) return true;
  if (segmentsOf(path).some((segment, index) => segment.startsWith('.') && !(index === 0 && segment === '.well-known'))) return true;
  const companion = /\.(br|gz)$/.exec(path);
  return companion !== null && files.kind(path.slice(0, -companion[0].length)) === 'file';
}

function apiAnswer(request: SiteRequest, files: SiteFiles, { raw, path }: RequestTarget): SiteAnswer {
  if (request.method === 'OPTIONS') return { kind: 'api-preflight' };
  const found = path !== null && path.startsWith(API_PREFIX) && !isHidden(path, files) && files.kind(path) === 'file';
  if (!found) return { kind: 'api-not-found', path: raw };
  if (!isReadMethod(request.method)) return { kind: 'api-method-not-allowed', method: request.method, path: raw };
  return { kind: 'file', file: path, headerPath: path };
}

/** The 404 page in the path's language, where the build wrote one. */
function notFoundPage(path: string | null, files: SiteFiles): SiteAnswer {
  const first = path === null ? '' : (segmentsOf(path)[0] ?? '');
  const localized = `/${first}/404.html`;
  const file = isNordicLocale(first) && files.kind(localized) === 'file' ? localized : '/404.html';
  return { kind: 'not-found-page', file, headerPath: path ?? '/404.html' };
}

function homeAnswer(request: SiteRequest, geo: GeoLanguage | null, query: string): SiteAnswer {
  const locale = resolveHomeLocale({
    cookie: cookieValue(request.header('cookie'), LANG_COOKIE) ?? null,
    country: countryFromHeaders({ get: (name) => request.header(name) ?? null }),
    languages: parseAcceptLanguage(request.header('accept-language')),
    geo: geo ?? { by_country: {}, default: DEFAULT_LOCALE },
  });
  if (locale) return { kind: 'redirect', status: 307, location: `${pagePath(locale)}${query}`, headerPath: '/', extra: HOME_HEADERS };
  return { kind: 'file', file: '/index.html', headerPath: '/', extra: HOME_HEADERS };
}

export function siteAnswer(request: SiteRequest, files: SiteFiles, geo: GeoLanguage | null): SiteAnswer {
  const target = readTarget(request.url);
  const { raw, path, query } = target;
  // Nothing under /api/v1/ is ever redirected or answered with a page.
  const apiLike = raw.replace(/[\\/]+/g, '/');
  if (apiLike === API_PREFIX.slice(0, -1) || apiLike.startsWith(API_PREFIX)) return apiAnswer(request, files, target);
  if (request.method === 'OPTIONS') return { kind: 'page-options' };
  if (!isReadMethod(request.method)) return { kind: 'page-method-not-allowed' };
  if (path === null || isHidden(path, files)) return notFoundPage(path, files);
  if (path === '/') return homeAnswer(request, geo, query);
  const segments = segmentsOf(path);
  // English lives at the root: `/en/…` is the same page's second address.
  if (segments[0] === DEFAULT_LOCALE) {
    return {
      kind: 'redirect',
      status: 308,
      location: `${escapeForLocation(raw.slice(DEFAULT_LOCALE.length + 1)) || '/'}${query}`,
      headerPath: path,
    };
  }
  if (path.endsWith('/')) {
    if (files.kind(`${path}index.html`) === 'file') return { kind: 'file', file: `${path}index.html`, headerPath: path };
    // `/feed.xml/` → `/feed.xml`: a file asked for as a folder.
    if (files.kind(path.slice(0, -1)) === 'file')
      return { kind: 'redirect', status: 308, location: `${escapeForLocation(raw.slice(0, -1))}${query}`, headerPath: path };
    return notFoundPage(path, files);
  }
  const kind = files.kind(path);
  if (kind === 'file') return { kind: 'file', file: path, headerPath: path };
  // `/news` → `/news/`: every page is a folder with its index.html.
  if (kind === 'dir' && files.kind(`${path}/index.html`) === 'file') {
    return { kind: 'redirect', status: 308, location: `${escapeForLocation(raw)}/${query}`, headerPath: path };
  }
  return notFoundPage(path, files);
}
