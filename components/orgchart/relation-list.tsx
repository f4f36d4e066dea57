import { shownName, type NameTable } from '@/lib/i18n/names';
import type { Messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { ownText } from '@/lib/pages/localized';
import { ShownNote } from '@/components/site/shown-note';
import { pagePath } from '@/lib/urls';

export interface RelationView {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly from_name: string;
  readonly to_name: string;
  readonly kind: string;
  readonly kind_i18n?: Readonly<Partial<Record<string, string>>>;
  readonly note: string;
  readonly note_i18n?: Readonly<Partial<Record<string, string>>>;
  readonly source_url: string;
}

/** Relations as sentences: "A — kind → B", the note, and the public source it rests on. */
export function RelationList({
  relations,
  lang,
  m,
  institutions,
}: {
  relations: readonly RelationView[];
  lang: Locale;
  m: Messages;
  institutions: NameTable;
}) {
  if (relations.length === 0) return <p>{m.orgchart.noRelations}</p>;
  const name = (written: string) => {
    const shown = shownName(institutions, written, lang);
    return { text: shown.text, lang: shown.lang !== lang ? shown.lang : undefined };
  };
  return (
    <ul className="relation-list">
      {relations.map((relation) => {
        const kind = ownText(relation.kind, relation.kind_i18n, lang);
        const note = ownText(relation.note, relation.note_i18n, lang);
        return (
          <li key={relation.id}>
            <a href={pagePath(lang, `orgchart/${relation.from}`)} lang={name(relation.from_name).lang}>
              {name(relation.from_name).text}
            </a>{' '}
            <span className="relation-kind" lang={kind.fallback ? 'en' : undefined}>
              {kind.text}
            </span>{' '}
            <a href={pagePath(lang, `orgchart/${relation.to}`)} lang={name(relation.to_name).lang}>
              {name(relation.to_name).text}
            </a>
            <span className="relation-note" lang={note.fallback ? 'en' : undefined}>
              {' '}
              {note.text}
              <ShownNote shown={note.machine ? note : kind} m={m} inline />
            </span>{' '}
            (<a href={relation.source_url}>{m.orgchart.sourceLink}</a>)
          </li>
        );
      })}
    </ul>
  );
}
