import type { Metadata } from 'next';
import { EntityList } from '@/components/orgchart/entity-list';
import { LicensedFigure } from '@/components/orgchart/licensed-figure';
import { ProfileLinks } from '@/components/orgchart/profile-links';
import { RegulationTable } from '@/components/orgchart/regulation-table';
import { RelationList } from '@/components/orgchart/relation-list';
import { GroupedSection } from '@/components/sections/grouped-section';
import { JsonLink } from '@/components/site/json-link';
import { SectionShell } from '@/components/site/section-shell';
import { orgChartDocument } from '@/lib/api/families/orgchart';
import { COUNTRY_CODES } from '@/lib/content/fields';
import { illustrations } from '@/lib/pages/images';
import { countryLabel } from '@/lib/pages/labels';
import { localeParam } from '@/lib/pages/languages';
import { pageMetadata } from '@/lib/pages/metadata';
import { pageEnv } from '@/lib/pages/page-env';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const env = pageEnv(localeParam((await params).lang));
  return pageMetadata(env, { path: 'orgchart', title: env.m.orgchart.title, description: env.m.orgchart.intro });
}

const KINDS = ['organisation', 'person'] as const;

/** `/orgchart/`: who's who from `orgchart.json`, the same builder the API uses. */
export default async function OrgChartPage({ params }: Props) {
  const env = pageEnv(localeParam((await params).lang));
  const { m, lang, data, locale } = env;
  const doc = orgChartDocument(data, env.ctx);
  const countries = COUNTRY_CODES.filter((code) => doc.entities.some((entity) => entity.country === code));
  const kinds = KINDS.filter((kind) => doc.entities.some((entity) => entity.kind === kind));
  const pictures = illustrations(data);
  return (
    <SectionShell env={env} path="orgchart" section="orgchart">
      <h1>{m.orgchart.title}</h1>
      <p className="lede">{m.orgchart.intro}</p>
      <p className="note">{m.orgchart.caveat}</p>
      {pictures.map((image) => (
        <LicensedFigure key={image.id} image={image} alt="" m={m} />
      ))}

      <section aria-labelledby="regulation-title">
        <h2 id="regulation-title">{m.orgchart.regulation}</h2>
        <RegulationTable rows={doc.regulation} m={m} locale={locale} lang={env.lang} />
      </section>

      <GroupedSection
        id="by-country"
        title={m.orgchart.byCountry}
        keys={countries}
        keyPrefix="country"
        label={(code) => countryLabel(m, code)}
      >
        {(code) => (
          <EntityList rows={doc.entities.filter((entity) => entity.country === code)} lang={lang} institutions={data.institutions} />
        )}
      </GroupedSection>

      <GroupedSection id="by-category" title={m.orgchart.byCategory} keys={kinds} keyPrefix="kind" label={(kind) => m.orgchart[kind]}>
        {(kind) => <EntityList rows={doc.entities.filter((entity) => entity.kind === kind)} lang={lang} institutions={data.institutions} />}
      </GroupedSection>

      <section aria-labelledby="relations-title">
        <h2 id="relations-title">{m.orgchart.relations}</h2>
        <RelationList relations={doc.relations} lang={lang} m={m} institutions={data.institutions} />
      </section>

      <section aria-labelledby="profiles-title">
        <h2 id="profiles-title">{m.orgchart.profiles}</h2>
        <ProfileLinks profiles={data.content.profiles} lang={lang} institutions={data.institutions} />
      </section>

      <JsonLink path="orgchart.json" label={m.orgchart.json} />
    </SectionShell>
  );
}
