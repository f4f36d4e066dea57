import '@/app/globals.css';
import type { ReactNode } from 'react';
import { RootDocument } from '@/components/site/root-layout';

import { rootMetadata, rootViewport } from '@/components/site/root-meta';

export const metadata = rootMetadata;
export const viewport = rootViewport;

export default function EnglishRootLayout({ children }: { children: ReactNode }) {
  return <RootDocument lang="en">{children}</RootDocument>;
}
