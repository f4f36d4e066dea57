import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import { DEFAULT_LOCALE, isNordicLocale } from '@/lib/i18n/locales';
import { isRootResource } from '@/lib/pages/routes';

/**
 * `npm run dev` only, so that development has the URLs of the built site: English lives at
 * `/en/…` inside the app (one `app/[lang]` tree) and at `/…` for readers, so every page path
 * outside the six Nordic prefixes is served from `/en/…`, and `/en/…` answers 308 to `/…`. The
 * built site needs none of this (scripts/export-pages.ts moves English to the root; `npm start`
 * and static hosts serve files), and `next build` with `output: 'export'` does not run a proxy.
 */
export function proxy(request: NextRequest): Response {
  const { pathname } = request.nextUrl;
  const first = pathname.split('/')[1] ?? '';
  if (first === DEFAULT_LOCALE) {
    const url = new URL(request.url);
    url.pathname = pathname.slice(DEFAULT_LOCALE.length + 1) || '/';
    return NextResponse.redirect(url, 308);
  }
  if (isRootResource(pathname) || isNordicLocale(first)) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = `/${DEFAULT_LOCALE}${pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Everything but Next's own assets and our static files (public/).
  matcher: ['/((?!_next/|assets/|favicon\\.svg).*)'],
};
