import type { ReactNode } from 'react';
import { PageFrame } from '@/components/site/page-frame';
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
    <PageFrame
      lang={lang}
      locale={htmlLang(loadSiteData(), lang)}
      head={
        <head>
          <link rel="stylesheet" href={siteAssets().stylesheet} />
        </head>
      }
    >
      {children}
    </PageFrame>
  );
}
