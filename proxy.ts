import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import { apiNotFound } from '@/lib/api/guard';
import { loadSiteData } from '@/lib/api/load';
import { LANG_COOKIE } from '@/lib/i18n/locales';
import { countryFromHeaders, parseAcceptLanguage, resolveHomeLocale } from '@/lib/i18n/resolve';
import { pagePath } from '@/lib/urls';

/**
 * Server mode only (`next start`). Next 16 builds the static export with a warning that proxy is
 * not supported there and does not run it, so the export's `/` decides in an inline script
 * instead (lib/i18n/geo-script.ts) with the same pure function.
 *
 * - `/api/v1/…`: an API path the registry does not know gets the JSON 404 here (lib/api/guard.ts).
 * - `/` only: the visitor is sent to their language with a 307 before any HTML is sent (no
 *   flash): `lang` cookie > IP country (cf-ipcountry / x-vercel-ip-country) through the
 *   geo-language content > Accept-Language > English (lib/i18n/resolve.ts). No other page is
 *   ever redirected: the matcher names `/` and the API only.
 */
export function proxy(request: NextRequest): Response {
  if (request.nextUrl.pathname === '/') return homeLanguage(request);
  return apiNotFound(request.nextUrl.pathname) ?? NextResponse.next();
}

function homeLanguage(request: NextRequest): Response {
  // Client-side navigations (RSC requests) and prefetches are not visits; only documents are.
  if (request.headers.has('rsc') || request.headers.has('next-router-prefetch') || request.method !== 'GET') return NextResponse.next();
  const geo = loadSiteData().content.geoLanguage;
  const locale = resolveHomeLocale({
    cookie: request.cookies.get(LANG_COOKIE)?.value ?? null,
    country: countryFromHeaders(request.headers),
    languages: parseAcceptLanguage(request.headers.get('accept-language')),
    geo: { by_country: geo.by_country, default: geo.default },
  });
  const response = locale
    ? NextResponse.redirect(new URL(`${pagePath(locale)}${request.nextUrl.search}`, request.url), 307)
    : NextResponse.next();
  // The answer depends on these request headers, so no shared cache may reuse it for others.
  response.headers.set('Vary', 'Cookie, Accept-Language, CF-IPCountry, X-Vercel-IP-Country');
  if (locale) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

export const config = {
  matcher: ['/', '/api/v1/:path*'],
};
