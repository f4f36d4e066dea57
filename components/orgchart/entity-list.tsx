import { shownName, type NameTable } from '@/lib/i18n/names';
import type { Messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { ownText } from '@/lib/pages/localized';
import { pagePath } from '@/lib/urls';

export interface EntityLinkRow {
  readonly id: string;
  readonly name: string;
  readonly role: string;
  readonly role_i18n?: Readonly<Partial<Record<string, string>>>;
}

/** Who's who entries as links to their pages, each with its role in the reader's language (English when untranslated). */
export function EntityList({
  rows,
  lang,
  institutions,
}: {
  rows: readonly EntityLinkRow[];
  lang: Locale;
  institutions: NameTable;
  m?: Messages;
}) {
  return (
    <ul className="entity-list">
      {rows.map((row) => {
        const role = ownText(row.role, row.role_i18n, lang);
        const name = shownName(institutions, row.name, lang);
        return (
          <li key={row.id}>
            <a href={pagePath(lang, `orgchart/${row.id}`)} lang={name.lang !== lang ? name.lang : undefined}>
              {name.text}
            </a>
            <span className="entity-role" lang={role.fallback ? 'en' : undefined}>
              {' '}
              {role.text}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
