import type { Metadata } from 'next';
import { SectionShell } from '@/components/site/section-shell';
import { FAMILIES, resolveDocuments } from '@/lib/api/registry';
import { localeParam } from '@/lib/site/languages';
import { pageEnv } from '@/lib/site/page-env';
import { apiHeadLinks } from '@/lib/site/discovery';
import { pageMetadata } from '@/lib/site/metadata';
import { API_PREFIX } from '@/lib/urls';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const env = pageEnv(localeParam((await params).lang));
  return pageMetadata(env, { path: 'api', title: env.m.api.title, description: env.m.api.intro, links: apiHeadLinks(env) });
}

/**
 * The human API page, generated from the registry (`FAMILIES`): the same list the discovery
 * document, the route handler and the contract test read, so it cannot drift from them.
 */
export default async function ApiPage({ params }: Props) {
  const env = pageEnv(localeParam((await params).lang));
  const { lang } = env;
  const { m, data } = env;
  const resolved = [...resolveDocuments(data).values()];
  const english = lang === 'en' ? undefined : 'en';
  return (
    <SectionShell env={env} path="api" section="api">
      <h1>{m.api.title}</h1>
      <p className="lede">{m.api.intro}</p>
      <p>
        {m.api.discovery}{' '}
        <a href={`${API_PREFIX}index.json`}>
          <code>{API_PREFIX}index.json</code>
        </a>
      </p>
      <p>
        <a href={`${API_PREFIX}openapi.json`}>{m.api.openapi}</a> · {m.api.languagesNote} {m.api.notAdvice}
      </p>
      <h2>{m.api.endpoints}</h2>
      <ol className="endpoints">
        {FAMILIES.map((family) => {
          const docs = resolved.filter((doc) => doc.family === family);
          const example = docs[0]?.path;
          const id = `endpoint-${family.pattern.replace(/[^a-z0-9]+/gi, '-')}`;
          return (
            <li key={family.pattern}>
              <section aria-labelledby={id} className="endpoint">
                <h3 id={id}>
                  <span lang={english}>{family.title}</span>
                </h3>
                <p className="endpoint-path">
                  <code>
                    GET {API_PREFIX}
                    {family.pattern}
                  </code>
                </p>
                <p lang={english}>{family.description}</p>
                {family.keyed ? <p className="note">{m.api.documents.replace('{count}', String(docs.length))}</p> : null}
                <dl className="facts">
                  <dt>{m.api.returns}</dt>
                  <dd lang={english}>{family.returns}</dd>
                  <dt>{m.api.example}</dt>
                  <dd>
                    {example ? (
                      <a href={`${API_PREFIX}${example}`}>
                        <code>
                          {API_PREFIX}
                          {example}
                        </code>
                      </a>
                    ) : (
                      m.api.notPublished
                    )}
                  </dd>
                </dl>
              </section>
            </li>
          );
        })}
      </ol>
    </SectionShell>
  );
}
