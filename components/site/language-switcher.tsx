import type { SiteData } from '@/lib/data/site-data';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { languageRows } from '@/lib/pages/languages';
import { pagePath } from '@/lib/urls';

/**
 * A plain list of links to this same page in every language, named in their own language.
 * Works without JavaScript; `LanguageCookie` (in the layout) remembers the choice.
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
  return (
    <nav className="langs" aria-label={m.site.languageNav}>
      <ul>
        {rows.map((row) => {
          const current = row.code === lang;
          return (
            <li key={row.code}>
              <a href={pagePath(row.code, path)} lang={row.html_lang} data-set-lang={row.code} aria-current={current ? 'true' : undefined}>
                {row.native_name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
