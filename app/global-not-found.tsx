import type { Metadata } from 'next';
import { InlineScript } from '@/components/site/inline-script';
import { NotFoundBlocks, notFoundConfig, notFoundTitle } from '@/components/site/not-found-body';
import { loadSiteData } from '@/lib/data/load';
import { NOT_FOUND_CONFIG_ID } from '@/lib/pages/not-found-config';
import { getConfig } from '@/lib/config';
import { siteAssets } from '@/lib/pages/assets';

// The 404 page of `npm run dev`. The build replaces Next's copy with the full-chrome 404 pages of
// scripts/export-pages.ts. Its script (browser/inline/not-found.ts) switches the text to the language of the
// path's first segment.
export const metadata: Metadata = { title: notFoundTitle('en', getConfig().siteName), robots: { index: false } };

export default function GlobalNotFound() {
  const data = loadSiteData();
  const siteName = getConfig().siteName;
  return (
    <html lang="en" data-lang="en" suppressHydrationWarning>
      <head>
        <link rel="stylesheet" href={siteAssets().stylesheet} />
      </head>
      <body>
        <InlineScript name="not-found" config={{ id: NOT_FOUND_CONFIG_ID, value: notFoundConfig(data, siteName) }} />
        <header className="site-header">
          <div className="wrap header-row">
            <p className="brand">
              <a href="/">
                <span className="brand-name">{siteName}</span>
              </a>
            </p>
          </div>
        </header>
        <main id="main" className="wrap not-found">
          <NotFoundBlocks data={data} />
        </main>
      </body>
    </html>
  );
}
