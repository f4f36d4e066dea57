import { shownName } from '@/lib/i18n/names';
import { LicensedFigure } from '@/components/orgchart/licensed-figure';
import { ProfileLinks } from '@/components/orgchart/profile-links';
import { RelationList } from '@/components/orgchart/relation-list';
import { JsonLink } from '@/components/site/json-link';
import { defineLeafPage } from '@/components/site/leaf-page';
import { entityDocument } from '@/lib/api/families/orgchart';
import { imagesOf } from '@/lib/pages/images';
import { countryLabel } from '@/lib/pages/labels';
import { ownText } from '@/lib/pages/localized';
import { clip } from '@/lib/pages/metadata';
import { pagePath } from '@/lib/urls';
import { ShownNote } from '@/components/site/shown-note';
import { RegisterStatus } from '@/components/rules/register-status';

/** `/orgchart/<id>/`: one who's who entry from `orgchart/<id>.json`, with its relations. */
export const entityPage = defineLeafPage('entity', {
  section: 'orgchart',
  view: (env, entity) => entityDocument(env.data, env.ctx, entity),
  head: (env, entry) => ({
    title: `${shownName(env.data.institutions, entry.name, env.lang).text} · ${env.m.orgchart.title}`,
    description: clip(ownText(entry.role, entry.role_i18n, env.lang).text, 160),
  }),
  body: (env, entry) => {
    const { m, lang, data } = env;
    const profiles = data.content.profiles.filter((profile) => profile.entity === entry.id);
    const images = imagesOf(data, entry.id);
    const role = ownText(entry.role, entry.role_i18n, lang);
    const name = shownName(data.institutions, entry.name, lang);
    const caveat = entry.caveat ? ownText(entry.caveat, entry.caveat_i18n, lang) : null;
    return (
      <article className="entity">
        <p className="kicker">
          <a href={pagePath(lang, 'orgchart')}>{m.orgchart.title}</a>
        </p>
        <h1 lang={name.lang !== lang ? name.lang : undefined}>{name.text}</h1>
        {images.map((image) => (
          <LicensedFigure key={image.id} image={image} alt={entry.name} m={m} />
        ))}
        <dl className="facts">
          <dt>{m.orgchart.category}</dt>
          <dd>{m.orgchart[entry.kind]}</dd>
          <dt>{m.common.country}</dt>
          <dd>{countryLabel(m, entry.country)}</dd>
          <dt>{m.orgchart.role}</dt>
          <dd lang={role.fallback ? 'en' : undefined}>
            {role.text}
            <ShownNote shown={role} m={m} inline />
          </dd>
          <dt>{m.orgchart.website}</dt>
          <dd>
            <a href={entry.url}>{new URL(entry.url).host}</a>
          </dd>
        </dl>
        <RegisterStatus env={env} name={entry.name} url={entry.url} />
        {caveat ? (
          <p className="note" lang={caveat.fallback ? 'en' : undefined}>
            {caveat.text}
          </p>
        ) : null}
        <section aria-labelledby="relations-title">
          <h2 id="relations-title">{m.orgchart.relations}</h2>
          <RelationList relations={entry.relations} lang={lang} m={m} institutions={data.institutions} />
        </section>
        {profiles.length > 0 ? (
          <section aria-labelledby="profiles-title">
            <h2 id="profiles-title">{m.orgchart.profiles}</h2>
            <ProfileLinks profiles={profiles} lang={lang} institutions={data.institutions} />
          </section>
        ) : null}
        <p className="after">
          <a href={pagePath(lang, 'orgchart')}>{m.orgchart.all}</a>
        </p>
        <JsonLink path={`orgchart/${entry.id}.json`} label={m.orgchart.entityJson} />
      </article>
    );
  },
});
