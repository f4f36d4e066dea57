import { LANG_COOKIE, LANG_COOKIE_ATTRIBUTES, LOCALES } from '@/lib/i18n/locales';

/**
 * The language switcher's cookie writer. Its links are plain `<a data-set-lang>` elements that
 * work without JavaScript; this one delegated listener, inlined once per page, stores the chosen
 * language in the `lang` cookie (one year, path /, SameSite=Lax) in the capture phase of the
 * click (mouse, Enter, middle click), before the browser follows the link, so the next visit to
 * `/` honours it.
 *
 * It is an inline script rather than a React client component on purpose: leaf pages (stories,
 * events …) are served as plain HTML after scripts/prune-export.ts strips their hydration data to
 * fit 10,000 stories × 7 languages on a static host, and the switcher must work there too. It
 * also works before React has hydrated a section page, which a client component would not.
 */
export function languageCookieScript(): string {
  const locales = JSON.stringify(LOCALES);
  return `(function(){var L=${locales};function s(e){var t=e.target,a=t&&t.closest?t.closest('a[data-set-lang]'):null,v=a&&a.getAttribute('data-set-lang');if(v&&L.indexOf(v)>-1)document.cookie='${LANG_COOKIE}='+v+'; ${LANG_COOKIE_ATTRIBUTES}'}document.addEventListener('click',s,true);document.addEventListener('auxclick',s,true)})();`;
}

export function LanguageCookie() {
  return <script id="lang-cookie" dangerouslySetInnerHTML={{ __html: languageCookieScript() }} />;
}
