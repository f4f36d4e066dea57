import type { Messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { pagePath } from '@/lib/urls';

export interface EntityLinkRow {
  readonly id: string;
  readonly name: string;
  readonly role: string;
}

/** Who's who entries as links to their pages, each with its role (English, as in the data). */
export function EntityList({ rows, lang }: { rows: readonly EntityLinkRow[]; lang: Locale; m?: Messages }) {
  const english = lang === 'en' ? undefined : 'en';
  return (
    <ul className="entity-list">
      {rows.map((row) => (
        <li key={row.id}>
          <a href={pagePath(lang, `orgchart/${row.id}`)} lang={english}>
            {row.name}
          </a>
          <span className="entity-role" lang={english}>
            {' '}
            {row.role}
          </span>
        </li>
      ))}
    </ul>
  );
}
