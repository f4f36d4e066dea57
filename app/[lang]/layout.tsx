import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { InlineScript } from '@/components/site/inline-script';
import { loadSiteData } from '@/lib/api/load';
import { LOCALES } from '@/lib/i18n/locales';
import { siteAssets } from '@/lib/site/assets';
import { htmlLang, localeParam } from '@/lib/site/languages';
import { rootMetadata, siteViewport } from '@/lib/site/metadata';

/**
 * The one root layout of every page in all seven languages. English is `/en/…` inside the app and
 * `/…` to readers: the static export moves out/en/ to the root (scripts/export-pages.ts), and in
 * server mode proxy.ts serves `/…` from `/en/…` and answers `/en/…` with a 308 to `/…`.
 */
export const metadata = rootMetadata;
export const viewport = siteViewport;

export const dynamicParams = false;

export function generateStaticParams(): Array<{ lang: string }> {
  return LOCALES.map((lang) => ({ lang }));
}

export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const lang = localeParam((await params).lang);
  // Server mode renders pages per request: Next then writes the proxy's per-request nonce on its
  // inline scripts (the Content-Security-Policy allows no inline script without one), and the
  // home page's English fall-through is never stored by a shared cache. The export stays static;
  // its pages' scripts are allowed by hashes (scripts/page-policies.ts).
  if (process.env.NEXT_OUTPUT !== 'export') await connection();
  return (
    <html lang={htmlLang(loadSiteData(), lang)} data-lang={lang}>
      <head>
        <link rel="stylesheet" href={siteAssets().stylesheet} />
      </head>
      <body>
        <InlineScript name="lang-cookie" />
        {children}
      </body>
    </html>
  );
}
