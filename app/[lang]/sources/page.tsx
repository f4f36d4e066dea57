import type { Metadata } from 'next';
import { GroupedSection } from '@/components/sections/grouped-section';
import { OutletList } from '@/components/sections/outlet-list';
import { JsonLink } from '@/components/site/json-link';
import { SectionShell } from '@/components/site/section-shell';
import { sourceCatalogue } from '@/lib/api/families/sources';
import { COUNTRY_CODES, SOURCE_TYPES } from '@/lib/content/fields';
import { countryLabel, sourceTypeLabel } from '@/lib/pages/labels';
import { localeParam } from '@/lib/pages/languages';
import { languageDisplayName } from '@/lib/i18n/names';
import { pageMetadata } from '@/lib/pages/metadata';
import { ownText } from '@/lib/pages/localized';
import { pageEnv } from '@/lib/pages/page-env';
import { ShownNote } from '@/components/site/shown-note';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const env = pageEnv(localeParam((await params).lang));
  return pageMetadata(env, { path: 'sources', title: env.m.sources.title, description: env.m.sources.intro });
}

/** `/sources/`: `sources.json` — the outlets by country and by type, the search terms, the event sources. */
export default async function SourcesPage({ params }: Props) {
  const env = pageEnv(localeParam((await params).lang));
  const { m, lang, data } = env;
  const doc = sourceCatalogue(data, env.ctx);
  const countries = COUNTRY_CODES.filter((code) => doc.sources.some((outlet) => outlet.country === code));
  const types = SOURCE_TYPES.filter((type) => doc.sources.some((outlet) => outlet.source_type === type));
  return (
    <SectionShell env={env} path="sources" section="sources">
      <h1>{m.sources.title}</h1>
      <p className="lede">{m.sources.intro}</p>

      <GroupedSection
        id="by-country"
        title={m.sources.byCountry}
        keys={countries}
        keyPrefix="country"
        label={(code) => countryLabel(m, code)}
      >
        {(code) => <OutletList outlets={doc.sources.filter((outlet) => outlet.country === code)} m={m} data={data} lang={lang} />}
      </GroupedSection>

      <GroupedSection id="by-type" title={m.sources.byType} keys={types} keyPrefix="type" label={(type) => sourceTypeLabel(m, type)}>
        {(type) => <OutletList outlets={doc.sources.filter((outlet) => outlet.source_type === type)} m={m} data={data} lang={lang} />}
      </GroupedSection>

      <section aria-labelledby="search-title">
        <h2 id="search-title">{m.sources.searchTerms}</h2>
        <p>{m.sources.searchIntro}</p>
        <ul className="term-list">
          {doc.search.map((term) => {
            const note = term.note ? ownText(term.note, term.note_i18n, lang) : null;
            return (
              <li key={`${term.language_code}-${term.term}`}>
                <span lang={term.language_code}>{term.term}</span> ({languageDisplayName(term.language_code, lang)})
                {note ? (
                  <span lang={note.fallback ? 'en' : undefined}>
                    {' '}
                    — {note.text}
                    <ShownNote shown={note} m={m} inline />
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="event-sources-title">
        <h2 id="event-sources-title">{m.sources.eventSources}</h2>
        <ul>
          {doc.event_sources.map((source) => (
            <li key={source.id}>
              <a href={source.url}>{source.name}</a> · {countryLabel(m, source.country)}
            </li>
          ))}
        </ul>
      </section>

      <JsonLink path="sources.json" label={m.sources.json} />
    </SectionShell>
  );
}
