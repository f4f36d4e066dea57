import type { SiteData } from '@/lib/data/site-data';
import type { NotFoundConfig } from '@/lib/pages/not-found-config';
import { LOCALES, NORDIC_LOCALES } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { htmlLang } from '@/lib/pages/languages';
import { pagePath } from '@/lib/urls';

/**
 * The 404 text in all seven languages. CSS shows the block whose language matches
 * `<html data-lang>`: English by default, and in the one static `404.html` the 404 script
 * (browser/inline/not-found.ts) switches it to the language named by the path's first segment
 * (`/sv/…` → Swedish), together with `<html lang>` and the title. Without JavaScript the page
 * stays English. A server-mode leaf route that knows the language sets `data-lang` itself.
 */
export function NotFoundBlocks({ data }: { data: SiteData }) {
  return (
    <>
      {LOCALES.map((code) => {
        const m = messagesFor(code);
        return (
          <div key={code} className="nf" data-nf={code} lang={htmlLang(data, code)}>
            <h1>{m.notFound.title}</h1>
            <p>{m.notFound.text}</p>
            <ul>
              <li>
                <a href={pagePath(code)}>{m.notFound.home}</a>
              </li>
              <li>
                <a href={pagePath(code, 'news')}>{m.notFound.news}</a>
              </li>
            </ul>
          </div>
        );
      })}
    </>
  );
}

export function notFoundTitle(code: (typeof LOCALES)[number], siteName: string): string {
  return `${messagesFor(code).notFound.title} · ${siteName}`;
}

/** The 404 script's data: per Nordic language, its `<html lang>` and translated title. */
export function notFoundConfig(data: SiteData, siteName: string): NotFoundConfig {
  return Object.fromEntries(NORDIC_LOCALES.map((code) => [code, { lang: htmlLang(data, code), title: notFoundTitle(code, siteName) }]));
}
