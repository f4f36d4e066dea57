import { LANG_COOKIE, LANG_COOKIE_ATTRIBUTES, isLocale } from '@/lib/i18n/locales';

/** The language switcher's memory: one listener stores the chosen language in the `lang` cookie before the link is followed. */
function remember(event: Event): void {
  const target = event.target;
  const link = target instanceof Element ? target.closest('a[data-set-lang]') : null;
  const value = link?.getAttribute('data-set-lang');
  if (isLocale(value)) document.cookie = `${LANG_COOKIE}=${value}; ${LANG_COOKIE_ATTRIBUTES}`;
  // The search page's links take the reader's words along.
  const query = new URLSearchParams(location.search).get('q');
  if (link instanceof HTMLAnchorElement && link.hasAttribute('data-keep-query') && query) {
    const url = new URL(link.href);
    url.searchParams.set('q', query);
    link.href = url.href;
  }
}

// Kept small on purpose: this code is inlined into every page, and the pages grow with the archive.
for (const type of ['click', 'auxclick']) document.addEventListener(type, remember, true);
