import type { ReactNode } from 'react';
import { InlineScript } from '@/components/site/inline-script';
import { loadSiteData } from '@/lib/data/load';
import { LOCALES } from '@/lib/i18n/locales';
import { siteAssets } from '@/lib/pages/assets';
import { htmlLang, localeParam } from '@/lib/pages/languages';
import { rootMetadata, siteViewport } from '@/lib/pages/metadata';

/**
 * The one root layout of every page in all seven languages. English is `/en/…` inside the app and
 * `/…` to readers: the build moves out/en/ to the root (scripts/export-pages.ts), and under
 * `npm run dev` proxy.ts serves `/…` from `/en/…`.
 */
export const metadata = rootMetadata;
export const viewport = siteViewport;

export const dynamicParams = false;

export function generateStaticParams(): Array<{ lang: string }> {
  return LOCALES.map((lang) => ({ lang }));
}

export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const lang = localeParam((await params).lang);
  return (
    <html lang={htmlLang(loadSiteData(), lang)} data-lang={lang}>
      <head>
        <link rel="stylesheet" href={siteAssets().stylesheet} />
      </head>
      <body>
        <InlineScript name="lang-cookie" />
        <InlineScript name="menu" />
        {children}
      </body>
    </html>
  );
}
