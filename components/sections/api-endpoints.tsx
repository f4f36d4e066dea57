import { componentRef } from '@/lib/api/openapi';
import { FAMILIES, resolveDocuments } from '@/lib/api/registry';
import type { PageEnv } from '@/lib/pages/page-env';
import { API_PREFIX } from '@/lib/urls';

/**
 * The endpoint list of the human API page, from the registry (`FAMILIES`): the same list the
 * discovery document, the route handler, OpenAPI and the contract tests read, so it names every
 * document as they do.
 */
export function ApiEndpoints({ env }: { env: PageEnv }) {
  const { m, data, lang } = env;
  const resolved = [...resolveDocuments(data).values()];
  const english = lang === 'en' ? undefined : 'en';
  return (
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
                <dd>
                  <a href={`${API_PREFIX}openapi.json${componentRef(family.returns)}`}>
                    <code className="returns">{family.returns}</code>
                  </a>
                  {family.freeForm ? ` (${m.api.freeForm})` : null}
                </dd>
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
  );
}
