import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import { apiNotFound } from '@/lib/api/guard';
import { loadSiteData } from '@/lib/api/load';
import { DEFAULT_LOCALE, LANG_COOKIE, isNordicLocale } from '@/lib/i18n/locales';
import { countryFromHeaders, parseAcceptLanguage, resolveHomeLocale } from '@/lib/i18n/resolve';
import { isRootResource } from '@/lib/site/routes';
import { pagePath } from '@/lib/urls';

/**
 * Server mode only (`next start`); the static export has no proxy (its `/` decides in an inline
 * script, lib/browser/geo-redirect.ts, with the same pure function).
 *
 * - `/api/v1/…`: an API path the registry does not know gets the JSON 404 (lib/api/guard.ts).
 * - English lives at `/en/…` inside the app (one `app/[lang]` tree) and at `/…` for readers: every
 *   page path outside the six Nordic prefixes is served from `/en/…` (a rewrite), and `/en/…` is
 *   answered with a 308 to `/…`, so each page has one URL.
 * - `/` only: the visitor is sent to their language with a 307 before any HTML is sent (no flash):
 *   `lang` cookie > IP country (cf-ipcountry / x-vercel-ip-country) through the geo-language
 *   content > Accept-Language > English (lib/i18n/resolve.ts). No other page is ever redirected.
 */
export function proxy(request: NextRequest): Response {
  const { pathname } = request.nextUrl;
  if (pathname.startsWith('/api/v1/')) return apiNotFound(pathname) ?? NextResponse.next();
  if (pathname === '/') return homeLanguage(request);
  const first = pathname.split('/')[1] ?? '';
  if (first === DEFAULT_LOCALE) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.slice(DEFAULT_LOCALE.length + 1) || '/';
    return NextResponse.redirect(url, 308);
  }
  if (isNordicLocale(first) || isRootResource(pathname)) return NextResponse.next();
  return englishPage(request);
}

function englishPage(request: NextRequest): NextResponse {
  // A clone of nextUrl keeps the request's own origin, so Next treats this as an internal rewrite
  // (a URL built from request.url can name another host form and become a proxied fetch).
  const url = request.nextUrl.clone();
  url.pathname = `/${DEFAULT_LOCALE}${url.pathname}`;
  return NextResponse.rewrite(url);
}

function homeLanguage(request: NextRequest): Response {
  // Client-side navigations (RSC requests) and prefetches are not visits; only documents are.
  if (request.headers.has('rsc') || request.headers.has('next-router-prefetch') || request.method !== 'GET') return englishPage(request);
  const geo = loadSiteData().content.geoLanguage;
  const locale = resolveHomeLocale({
    cookie: request.cookies.get(LANG_COOKIE)?.value ?? null,
    country: countryFromHeaders(request.headers),
    languages: parseAcceptLanguage(request.headers.get('accept-language')),
    geo: { by_country: geo.by_country, default: geo.default },
  });
  const target = request.nextUrl.clone();
  target.pathname = locale ? pagePath(locale) : '/';
  const response = locale ? NextResponse.redirect(target, 307) : englishPage(request);
  // The answer depends on these request headers, so no shared cache may reuse it for others.
  response.headers.set('Vary', 'Cookie, Accept-Language, CF-IPCountry, X-Vercel-IP-Country');
  if (locale) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

export const config = {
  // Everything but Next's own assets and our static files (public/).
  matcher: ['/((?!_next/|assets/|favicon\\.svg).*)'],
};
