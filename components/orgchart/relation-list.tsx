import type { Messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { pagePath } from '@/lib/urls';

export interface RelationView {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly from_name: string;
  readonly to_name: string;
  readonly kind: string;
  readonly note: string;
  readonly source_url: string;
}

/** Relations as sentences: "A — kind → B", the note, and the public source it rests on. */
export function RelationList({ relations, lang, m }: { relations: readonly RelationView[]; lang: Locale; m: Messages }) {
  if (relations.length === 0) return <p>{m.orgchart.noRelations}</p>;
  const english = lang === 'en' ? undefined : 'en';
  return (
    <ul className="relation-list">
      {relations.map((relation) => (
        <li key={relation.id}>
          <a href={pagePath(lang, `orgchart/${relation.from}`)} lang={english}>
            {relation.from_name}
          </a>{' '}
          <span className="relation-kind" lang={english}>
            {relation.kind}
          </span>{' '}
          <a href={pagePath(lang, `orgchart/${relation.to}`)} lang={english}>
            {relation.to_name}
          </a>
          <span className="relation-note" lang={english}>
            {' '}
            {relation.note}
          </span>{' '}
          (<a href={relation.source_url}>{m.orgchart.sourceLink}</a>)
        </li>
      ))}
    </ul>
  );
}
