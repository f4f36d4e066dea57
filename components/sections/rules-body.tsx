import { JsonLink } from '@/components/site/json-link';
import { rulesDocument } from '@/lib/api/families/rules';
import { fmt } from '@/lib/i18n/messages';
import { formatDate } from '@/lib/pages/format';
import { countryLabel } from '@/lib/pages/labels';
import type { PageEnv } from '@/lib/pages/page-env';

/**
 * The content of `/rules/`: the rules map per country from `rules.json`. While
 * content/rules/rules.yaml is a placeholder there is no such document, so the page says the rules
 * are under review and links to nothing that does not exist.
 */
export function RulesBody({ env }: { env: PageEnv }) {
  const { m, lang, data, locale } = env;
  const doc = rulesDocument(data, env.ctx);
  const english = lang === 'en' ? undefined : 'en';
  return (
    <>
      <h1>{m.rules.title}</h1>
      <p className="lede">{m.rules.intro}</p>
      {doc === null ? (
        <p className="note rules-under-review">{m.rules.underReview}</p>
      ) : (
        <>
          <h2 lang={english}>{doc.title}</h2>
          <p lang={english}>{doc.intro}</p>
          <p className="row-meta">
            {fmt(m.rules.checked, { date: formatDate(locale, doc.checked) })} · {m.rules.notLegalAdvice}
          </p>
          <dl className="rules-map">
            {doc.countries.map((row) => (
              <div key={row.country}>
                <dt>{countryLabel(m, row.country)}</dt>
                <dd>
                  <strong lang={english}>{row.status}</strong> <span lang={english}>{row.summary}</span>
                </dd>
              </div>
            ))}
          </dl>
          <JsonLink path="rules.json" label={m.rules.json} />
        </>
      )}
    </>
  );
}
