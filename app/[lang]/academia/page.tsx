import type { Metadata } from 'next';
import { JsonLink } from '@/components/site/json-link';
import { SectionShell } from '@/components/site/section-shell';
import { academiaDocument } from '@/lib/api/families/academia';
import { ACADEMIA_SECTIONS } from '@/lib/content/schemas';
import { countryLabel } from '@/lib/pages/labels';
import { localeParam } from '@/lib/pages/languages';
import { ownText } from '@/lib/pages/localized';
import { pageMetadata } from '@/lib/pages/metadata';
import { pageEnv } from '@/lib/pages/page-env';
import { ShownNote } from '@/components/site/shown-note';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const env = pageEnv(localeParam((await params).lang));
  return pageMetadata(env, { path: 'academia', title: env.m.academia.title, description: env.m.academia.intro });
}

/** `/academia/`: the four sections of `academia.json`, each row with its link and its section's document. */
export default async function AcademiaPage({ params }: Props) {
  const env = pageEnv(localeParam((await params).lang));
  const { m, lang, data } = env;
  const doc = academiaDocument(data, env.ctx);
  const english = lang === 'en' ? undefined : 'en';
  return (
    <SectionShell env={env} path="academia" section="academia">
      <h1>{m.academia.title}</h1>
      <p className="lede">{m.academia.intro}</p>
      <nav aria-label={m.academia.title} className="on-page">
        <ul className="tags">
          {ACADEMIA_SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#${section}`}>{m.academia[section]}</a>
            </li>
          ))}
        </ul>
      </nav>
      {ACADEMIA_SECTIONS.map((section) => (
        <section key={section} aria-labelledby={section}>
          <h2 id={section}>{m.academia[section]}</h2>
          {doc[section].length === 0 ? (
            <p>{m.academia.empty}</p>
          ) : (
            <ul className="row-list">
              {doc[section].map((item) => {
                const title = ownText(item.title, item.title_i18n, lang);
                const summary = ownText(item.summary, item.summary_i18n, lang);
                return (
                  <li key={item.id}>
                    <h3 className="row-title">
                      <a href={item.url} lang={title.fallback ? 'en' : undefined}>
                        {title.text}
                      </a>
                    </h3>
                    <p className="row-meta">
                      <span lang={english}>{item.institution}</span> · {countryLabel(m, item.country)}
                      {item.year !== null ? (
                        <>
                          {' '}
                          · {m.academia.year} {item.year}
                        </>
                      ) : null}
                    </p>
                    <p lang={summary.fallback ? 'en' : undefined}>
                      {summary.text}
                      <ShownNote shown={summary.machine ? summary : title} m={m} inline />
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
          <JsonLink path={`academia/${section}.json`} label={`${m.academia[section]}: JSON`} />
        </section>
      ))}
      <JsonLink path="academia.json" label={m.academia.json} />
    </SectionShell>
  );
}
