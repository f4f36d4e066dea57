import '@/app/globals.css';
import type { ReactNode } from 'react';
import { RootDocument } from '@/components/site/root-layout';
import { NORDIC_LOCALES } from '@/lib/i18n/locales';
import { localeParam } from '@/lib/site/data';

import { rootMetadata, rootViewport } from '@/components/site/root-meta';

export const metadata = rootMetadata;
export const viewport = rootViewport;

export const dynamicParams = false;

export function generateStaticParams(): Array<{ lang: string }> {
  return NORDIC_LOCALES.map((lang) => ({ lang }));
}

export default async function NordicRootLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  return <RootDocument lang={localeParam((await params).lang)}>{children}</RootDocument>;
}
