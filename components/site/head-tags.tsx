import type { ReactNode } from 'react';
import { siteAssets } from '@/lib/pages/assets';
import { THEME_COLORS, type PageHead } from '@/lib/pages/metadata';

/**
 * The `<head>` of a leaf page, printed from the same PageHead that section pages give Next as
 * Metadata (components/site/leaf-page.tsx): title, description, canonical, alternates, feed and
 * Open Graph alike. `extra` carries page-specific tags such as JSON-LD.
 */
export function HeadTags({ head, policy, extra }: { head: PageHead; policy: string; extra?: ReactNode }) {
  return (
    <head>
      <meta charSet="utf-8" />
      {/* The page's Content-Security-Policy, for hosts that cannot send it as a header (`npm start`
          sends it as a header too); first, so it covers everything after it. */}
      <meta httpEquiv="Content-Security-Policy" content={policy} />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <link rel="stylesheet" href={siteAssets().stylesheet} />
      {THEME_COLORS.map((theme) => (
        <meta key={theme.media} name="theme-color" content={theme.color} media={theme.media} />
      ))}
      <meta name="color-scheme" content="light dark" />
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <link rel="manifest" href={head.manifest} />
      <meta name="robots" content={head.index ? 'index, follow' : 'noindex, follow'} />
      <link rel="canonical" href={head.canonical} />
      {Object.entries(head.alternates).map(([hreflang, href]) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      {head.feeds.map((feed) => (
        <link key={feed.url} rel="alternate" type={feed.type} href={feed.url} title={feed.title} />
      ))}
      <meta property="og:title" content={head.openGraph.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={head.openGraph.url} />
      <meta property="og:site_name" content={head.openGraph.siteName} />
      <meta property="og:locale" content={head.openGraph.locale} />
      {/* No og:locale:alternate: the hreflang links above already name every language, and the six
          extra tags would cost 25 MB over the archive's leaf pages. */}
      <meta property="og:type" content={head.openGraph.type} />
      {/* X reads the og: tags; only the card type has no og: equivalent. Every byte here is paid
          once per leaf page, about 85,000 times at 10,000 stories. */}
      <meta name="twitter:card" content="summary" />
      <link rel="icon" href={head.icons.icon} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={head.icons.apple} />
      {head.links.map((link) => (
        <link key={`${link.rel} ${link.href}`} rel={link.rel} href={link.href} type={link.type} />
      ))}
      {extra}
    </head>
  );
}
