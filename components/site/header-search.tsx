import type { Messages } from '@/lib/i18n/messages';
import { pagePath } from '@/lib/urls';

/**
 * The search field of every page's header: a plain GET form to `/search/?q=…` in the page's
 * language. It needs no JavaScript (leaf pages have none); the search page does the rest.
 */
export function HeaderSearch({ lang, m }: { lang: string; m: Messages }) {
  return (
    <form role="search" aria-label={m.search.label} className="header-search" action={pagePath(lang, 'search')} method="get">
      <label htmlFor="header-search-q" className="visually-hidden">
        {m.search.field}
      </label>
      <input id="header-search-q" type="search" name="q" autoComplete="off" placeholder={m.search.placeholder} />
      <button type="submit">{m.search.submit}</button>
    </form>
  );
}
