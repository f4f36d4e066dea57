import type { SiteData } from '@/lib/api/site-data';
import { LOCALES, NORDIC_LOCALES } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { htmlLang } from '@/lib/site/data';
import { pagePath } from '@/lib/urls';

/**
 * The 404 text in all seven languages. CSS shows the block whose language matches
 * `<html data-lang>`: English by default, and in the one static `404.html` the tiny script
 * below switches it to the language named by the path's first segment (`/sv/…` → Swedish),
 * together with `<html lang>` and the title. Without JavaScript the page stays English.
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

/**
 * Picks the language from the path before the body is painted; English when none matches.
 * React re-renders the metadata `<title>` when it hydrates, so the translated title is
 * re-applied for a few seconds afterwards.
 */
export function notFoundScript(data: SiteData, siteName: string): string {
  const config = Object.fromEntries(
    NORDIC_LOCALES.map((code) => [code, { lang: htmlLang(data, code), title: `${messagesFor(code).notFound.title} · ${siteName}` }]),
  );
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `(function(c){var m=/^\\/([a-z]{2})(?:\\/|$)/.exec(location.pathname);var l=m&&c[m[1]];if(!l)return;var d=document.documentElement;d.setAttribute('data-lang',m[1]);d.lang=l.lang;function t(){if(document.title!==l.title)document.title=l.title}t();if(window.MutationObserver){var o=new MutationObserver(t);o.observe(document.head,{subtree:true,childList:true,characterData:true});setTimeout(function(){o.disconnect()},10000)}})(${json});`;
}
