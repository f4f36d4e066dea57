import { shownName } from '@/lib/i18n/names';
import type { RulesContent } from '@/lib/content/types';
import { shownText } from '@/lib/i18n/shown-text';
import { formatDate } from '@/lib/pages/format';
import type { PageEnv } from '@/lib/pages/page-env';

type Published = Extract<RulesContent, { state: 'published' }>;
export type RulesFact = Published['eu']['facts'][number];
export type RulesCountry = Published['countries'][number];

/** A list of rules facts: topic, date, name, note, and the source with how sure we are of it. */
export function RulesFacts({ env, facts }: { env: PageEnv; facts: readonly RulesFact[] }) {
  const { m, lang, locale } = env;
  return (
    <dl className="rules-facts">
      {facts.map((fact, i) => {
        const note = fact.note ? shownText({ english: fact.note, i18n: fact.note_i18n }, lang) : null;
        // An act's name is in its own language (`name_lang`); an EU act's has official translations.
        const nameLang = fact.name_lang ?? 'en';
        const name = fact.name
          ? shownText(
              {
                english: nameLang === 'en' ? fact.name : null,
                original: nameLang === 'en' ? null : { text: fact.name, lang: nameLang },
                i18n: fact.name_i18n,
              },
              lang,
            )
          : null;
        return (
          <div key={`${fact.topic}-${i}`}>
            <dt>{m.register.topics[fact.topic]}</dt>
            <dd>
              {fact.date ? <strong>{formatDate(locale, fact.date)}</strong> : null}
              {fact.date && name ? ' · ' : null}
              {name ? <span lang={name.lang === lang ? undefined : name.lang}>{name.text}</span> : null}
              {/* The note is a sentence of its own: after an act's name on the same line it read as one ("(MiCA) Reglur um…"). */}
              {note ? (
                <>
                  {fact.date || fact.name ? <br /> : null}
                  <span lang={note.lang === lang ? undefined : note.lang}>{note.text}</span>
                </>
              ) : null}{' '}
              <span className="row-meta">
                (<a href={fact.source}>{m.register.source}</a>
                {fact.confidence === 'secondary' ? `, ${m.register.secondary}` : null}
                {fact.confidence === 'unverified' ? (
                  <>
                    , <strong className="rules-unverified">{m.register.unverified}</strong>
                  </>
                ) : null}
                )
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** A country's status and summary in the reader's language, with its supervisor and register. */
export function RulesCountrySummary({ env, row }: { env: PageEnv; row: RulesCountry }) {
  const { m, lang } = env;
  const status = shownText({ english: row.status, i18n: row.status_i18n }, lang);
  const summary = shownText({ english: row.summary, i18n: row.summary_i18n }, lang);
  return (
    <>
      <p>
        <strong lang={status.lang === lang ? undefined : status.lang}>{status.text}</strong>
      </p>
      <p lang={summary.lang === lang ? undefined : summary.lang}>{summary.text}</p>
      <p>
        {m.register.topics.supervisor}: <InstitutionName env={env} name={row.supervisor} /> ·{' '}
        <a href={row.register_url}>{m.register.supervisorRegister}</a>
      </p>
    </>
  );
}

/** An institution's name by the institutions table, marked with its language where it is not the page's. */
export function InstitutionName({ env, name, lang: writtenLang = 'en' }: { env: PageEnv; name: string; lang?: string | null }) {
  const shown = shownName(env.data.institutions, name, env.lang, writtenLang);
  return <span lang={shown.lang !== env.lang ? shown.lang : undefined}>{shown.text}</span>;
}
