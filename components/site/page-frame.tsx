import type { ReactNode } from 'react';
import { InlineScript } from '@/components/site/inline-script';

/**
 * The `<html>` and `<body>` frame of every page: section pages (app/[lang]/layout.tsx), leaf pages
 * and the 404 page (components/site/leaf-page.tsx). `first` runs before the shared scripts.
 */
export function PageFrame({
  lang,
  locale,
  head,
  first,
  children,
}: {
  lang: string;
  locale: string;
  head: ReactNode;
  first?: ReactNode;
  children: ReactNode;
}) {
  return (
    <html lang={locale} data-lang={lang}>
      {head}
      <body>
        {first}
        <InlineScript name="lang-cookie" />
        <InlineScript name="menu" />
        {children}
      </body>
    </html>
  );
}
