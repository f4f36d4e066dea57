import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import { apiAnswer } from '@/lib/api/guard';
import { loadSiteData } from '@/lib/api/load';
import { DEFAULT_LOCALE, LANG_COOKIE, isNordicLocale } from '@/lib/i18n/locales';
import { countryFromHeaders, parseAcceptLanguage, resolveHomeLocale } from '@/lib/i18n/resolve';
import { inlineScriptHashes } from '@/lib/site/assets';
import { isRootResource } from '@/lib/site/routes';
import { pagePolicy, scriptHashSource, withCommonHeaders } from '@/lib/site/security-headers';
import { API_PREFIX, pagePath } from '@/lib/urls';

/**
 * Server mode only (`next start`); the static export has no proxy (its `/` decides in an inline
 * script, lib/browser/geo-redirect.ts, with the same pure function, and its headers are in
 * `out/_headers`).
 *
 * - `/api/v1/…`: answered here in full (lib/api/guard.ts): documents with ETag, the JSON 404 and
 *   405, the CORS preflight. Nothing under it is ever redirected.
 * - Pages answer GET and HEAD (OPTIONS says so); any other method gets a 405, never a thrown
 *   error from a page that has no such handler.
 * - Trailing slashes: next.config.mjs turns Next's own redirects off (they ran before this proxy,
 *   also under /api/v1/, without CORS), so pages get the same rule here: `/news` → 308 `/news/`,
 *   `/feed.xml/` → 308 `/feed.xml`.
 * - English lives at `/en/…` inside the app (one `app/[lang]` tree) and at `/…` for readers: every
 *   page path outside the six Nordic prefixes is served from `/en/…` (a rewrite), and `/en/…` is
 *   answered with a 308 to `/…`, so each page has one URL.
 * - `/` only: the visitor is sent to their language with a 307 before any HTML is sent (no flash):
 *   `lang` cookie > IP country (cf-ipcountry / x-vercel-ip-country) through the geo-language
 *   content > Accept-Language > English (lib/i18n/resolve.ts). No other page is ever redirected.
 *   Every answer there is `private, no-store`: the English fall-through too (the page renders per
 *   request in server mode, and Next marks it so).
 * - Every page gets the security headers (lib/site/security-headers.ts) with a fresh nonce in its
 *   script policy; Next reads the nonce from the request's policy and puts it on its own inline
 *   scripts. Our own inline scripts are allowed by their build-time hashes.
 */
const PAGE_METHODS = 'GET, HEAD, OPTIONS';
// No route has this name, so Next answers it with the site's 404 page (status 404).
const NOT_FOUND_PATH = `/${DEFAULT_LOCALE}/not-found-path/`;

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export function proxy(request: NextRequest): Response {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith(API_PREFIX)) return withCommonHeaders(apiAnswer(request, pathname) ?? NextResponse.next());
  if (request.method === 'OPTIONS') return withCommonHeaders(new Response(null, { status: 204, headers: { Allow: PAGE_METHODS } }));
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return withCommonHeaders(
      new Response('Method not allowed\n', { status: 405, headers: { Allow: PAGE_METHODS, 'Content-Type': 'text/plain; charset=utf-8' } }),
    );
  }
  const slash = trailingSlashRedirect(request);
  if (slash) return withCommonHeaders(slash);
  if (pathname === '/') return homeLanguage(request);
  const first = pathname.split('/')[1] ?? '';
  if (first === DEFAULT_LOCALE) return withCommonHeaders(redirectTo(request, pathname.slice(DEFAULT_LOCALE.length + 1) || '/', 308));
  // A path Next cannot decode would make it throw (a 500); no page has such a name.
  if (!decodes(pathname)) return page(request, NOT_FOUND_PATH);
  if (isRootResource(pathname)) return withCommonHeaders(NextResponse.next());
  if (isNordicLocale(first)) return page(request, null);
  return page(request, `/${DEFAULT_LOCALE}${pathname}`);
}

/**
 * Next's trailing-slash rule (trailingSlash: true), for pages only: a last segment without a dot
 * is a folder and gets its slash; one with a dot is a file and loses it. `.well-known` names are
 * files without dots.
 */
function trailingSlashRedirect(request: NextRequest): Response | null {
  const { pathname } = request.nextUrl;
  if (pathname === '/' || pathname.startsWith('/.well-known/') || pathname.startsWith('/_next/')) return null;
  const endsWithSlash = pathname.endsWith('/');
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  const isFile = last.includes('.');
  if (endsWithSlash === !isFile) return null;
  return redirectTo(request, endsWithSlash ? pathname.replace(/\/+$/, '') : `${pathname}/`, 308);
}

/**
 * A redirect to another path on this site, with the query kept. Built from the request's URL, not
 * a clone of nextUrl: NextURL re-applies its own trailing-slash form when it prints itself.
 */
function redirectTo(request: NextRequest, pathname: string, status: 307 | 308): NextResponse {
  const url = new URL(request.url);
  url.pathname = pathname;
  return NextResponse.redirect(url, status);
}

/** A page, served as it is (`rewriteTo` null) or from the English tree, with its security headers. */
function page(request: NextRequest, rewriteTo: string | null, extra: Record<string, string> = {}): Response {
  const nonce = btoa(crypto.randomUUID());
  const inner = rewriteTo ?? request.nextUrl.pathname;
  const section = inner.split('/')[2] ?? '';
  const policy = pagePolicy({
    inline: [`'nonce-${nonce}'`, ...inlineScriptHashes().map(scriptHashSource)],
    selfScripts: true,
    section,
    form: 'header',
  });
  // Next finds the nonce in the request's policy and writes it on every script it renders.
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  let response: NextResponse;
  if (rewriteTo === null) response = NextResponse.next({ request: { headers } });
  else {
    // A clone of nextUrl keeps the request's own origin, so Next treats this as an internal rewrite
    // (a URL built from request.url can name another host form and become a proxied fetch).
    const url = request.nextUrl.clone();
    url.pathname = rewriteTo;
    response = NextResponse.rewrite(url, { request: { headers } });
  }
  response.headers.set('Content-Security-Policy', policy);
  for (const [name, value] of Object.entries(extra)) response.headers.set(name, value);
  return withCommonHeaders(response);
}

function homeLanguage(request: NextRequest): Response {
  const noStore = {
    'Cache-Control': 'private, no-store',
    // The answer depends on these request headers.
    Vary: 'Cookie, Accept-Language, CF-IPCountry, X-Vercel-IP-Country',
  };
  // Client-side navigations (RSC requests) and prefetches are not visits; only documents are. A
  // HEAD is answered as its GET would be (same status and Location), as HTTP asks.
  if (request.headers.has('rsc') || request.headers.has('next-router-prefetch')) {
    return page(request, `/${DEFAULT_LOCALE}/`, noStore);
  }
  const geo = loadSiteData().content.geoLanguage;
  const locale = resolveHomeLocale({
    cookie: request.cookies.get(LANG_COOKIE)?.value ?? null,
    country: countryFromHeaders(request.headers),
    languages: parseAcceptLanguage(request.headers.get('accept-language')),
    geo: { by_country: geo.by_country, default: geo.default },
  });
  if (!locale) return page(request, `/${DEFAULT_LOCALE}/`, noStore);
  const response = redirectTo(request, pagePath(locale), 307);
  for (const [name, value] of Object.entries(noStore)) response.headers.set(name, value);
  return withCommonHeaders(response);
}

export const config = {
  // Everything but Next's own assets and our static files (public/).
  matcher: ['/((?!_next/|assets/|favicon\\.svg).*)'],
};
