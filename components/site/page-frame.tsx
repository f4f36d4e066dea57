import { createElement, type ReactNode } from 'react';
import { InlineScript } from '@/components/site/inline-script';

interface PageFrameProps {
  readonly lang: string;
  readonly locale: string;
  readonly head: ReactNode;
  /** Runs before the shared scripts (the 404 page's language switch). */
  readonly first?: ReactNode;
  readonly children: ReactNode;
}

/** The `<html>` and `<body>` frame of every page: section pages (app/[lang]/layout.tsx), leaf pages and 404 pages. */
export function PageFrame({ lang, locale, head, first, children }: PageFrameProps) {
  // createElement, so an absent `first` adds no child slot to Next's page payload.
  const before = first === undefined ? [] : [first];
  return (
    <html lang={locale} data-lang={lang}>
      {head}
      {createElement(
        'body',
        null,
        ...before,
        <InlineScript name="lang-cookie" />,
        <InlineScript name="menu" />,
        <InlineScript name="fresh" />,
        children,
      )}
    </html>
  );
}
