import type { Metadata } from 'next';
import { connection } from 'next/server';
import { InlineScript } from '@/components/site/inline-script';
import { NotFoundBlocks, notFoundConfig, notFoundTitle } from '@/components/site/not-found-body';
import { loadSiteData } from '@/lib/api/load';
import { NOT_FOUND_CONFIG_ID } from '@/lib/browser/not-found-config';
import { getConfig } from '@/lib/config';
import { siteAssets } from '@/lib/site/assets';

// One 404 for every unmatched URL (out/404.html in the static export; every unknown path under
// `next start`). Its script (lib/browser/not-found.ts) switches the text to the language of the
// path's first segment.
export const metadata: Metadata = { title: notFoundTitle('en', getConfig().siteName), robots: { index: false } };

export default async function GlobalNotFound() {
  // Rendered per request in server mode, like every page (app/[lang]/layout.tsx): Next then puts
  // the request's nonce on its inline scripts, which the Content-Security-Policy requires.
  if (process.env.NEXT_OUTPUT !== 'export') await connection();
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
