import '@/app/globals.css';
import type { Metadata } from 'next';
import { NotFoundBlocks, notFoundScript } from '@/components/site/not-found-body';
import { loadSiteData } from '@/lib/api/load';
import { getConfig } from '@/lib/config';
import { messagesFor } from '@/lib/i18n/messages';

// One 404 for every unmatched URL (out/404.html in the static export; every unknown path under
// `next start`). Its tiny script switches the text to the language of the path's first segment.
export const metadata: Metadata = { title: `${messagesFor('en').notFound.title} · ${getConfig().siteName}`, robots: { index: false } };

export default function GlobalNotFound() {
  const data = loadSiteData();
  return (
    <html lang="en" data-lang="en" suppressHydrationWarning>
      <body>
        <script dangerouslySetInnerHTML={{ __html: notFoundScript(data, getConfig().siteName) }} />
        <header className="site-header">
          <div className="wrap header-row">
            <p className="brand">
              <a href="/">
                <span className="brand-name">{getConfig().siteName}</span>
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
