import type { SiteData } from '@/lib/data/site-data';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { languageRows } from '@/lib/pages/languages';
import { pagePath } from '@/lib/urls';

/**
 * Links to this same page in every language, named in their own language. Twice, each shown at
 * its own width only (styles/phone-header.css): a row on wide screens, and on phones a `<details>`
 * menu whose toggle names the current language, so it is always in sight and the others are one
 * tap away. Both work without JavaScript; `LanguageCookie` remembers the choice, and on the search
 * page it carries the query over (`data-keep-query`, browser/inline/lang-cookie.ts).
 */
export function LanguageSwitcher({
  data,
  lang,
  path,
  m,
  languages,
}: {
  data: SiteData;
  lang: Locale;
  path: string;
  m: Messages;
  languages?: readonly Locale[];
}) {
  const rows = languageRows(data).filter((row) => !languages || languages.includes(row.code));
  const current = rows.find((row) => row.code === lang);
  const keepQuery = path === 'search' ? '' : undefined;
  const links = rows.map((row) => (
    <li key={row.code}>
      <a
        href={pagePath(row.code, path)}
        lang={row.html_lang}
        data-set-lang={row.code}
        data-keep-query={keepQuery}
        aria-current={row.code === lang ? 'true' : undefined}
      >
        {row.native_name}
      </a>
    </li>
  ));
  return (
    <nav className="langs" aria-label={m.site.languageNav}>
      <ul className="langs-row">{links}</ul>
      {current ? (
        <details className="langs-menu header-menu">
          <summary>
            <span className="visually-hidden">{m.site.languageNav}: </span>
            <span lang={current.html_lang}>{current.native_name}</span>
          </summary>
          <ul className="langs-menu-list">{links}</ul>
        </details>
      ) : null}
    </nav>
  );
}
