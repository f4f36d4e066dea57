import { RulesCountrySummary, RulesFacts } from '@/components/rules/rules-facts';
import { JsonLink } from '@/components/site/json-link';
import { rulesDocument } from '@/lib/api/families/rules';
import { shownText } from '@/lib/i18n/shown-text';
import { fmt } from '@/lib/i18n/messages';
import { changesFeedPath } from '@/lib/register/feed';
import { formatDate } from '@/lib/pages/format';
import { countryLabel } from '@/lib/pages/labels';
import type { PageEnv } from '@/lib/pages/page-env';
import { API_PREFIX, pagePath } from '@/lib/urls';

/**
 * The content of `/rules/`: the rules map per country from `rules.json`, each country linking to
 * its page with the firms of ESMA's register. While content/rules/rules.yaml is a placeholder
 * there is no such document, so the page says the rules are under review.
 */
export function RulesBody({ env }: { env: PageEnv }) {
  const { m, lang, data, locale } = env;
  const doc = rulesDocument(data, env.ctx);
  const shown = (english: string, i18n: Readonly<Partial<Record<string, string>>>) => {
    const text = shownText({ english, i18n }, lang);
    return { text: text.text, lang: text.lang === lang ? undefined : text.lang };
  };
  return (
    <>
      <h1>{m.rules.title}</h1>
      <p className="lede">{m.rules.intro}</p>
      {doc === null ? (
        <p className="note rules-under-review">{m.rules.underReview}</p>
      ) : (
        <>
          <h2 lang={shown(doc.title, doc.title_i18n).lang}>{shown(doc.title, doc.title_i18n).text}</h2>
          <p lang={shown(doc.intro, doc.intro_i18n).lang}>{shown(doc.intro, doc.intro_i18n).text}</p>
          <p className="row-meta">
            {fmt(m.rules.checked, { date: formatDate(locale, doc.checked) })} · {m.rules.notLegalAdvice}
          </p>
          {doc.countries.map((row) => (
            <section key={row.country} className="rules-map-country">
              <h2>{countryLabel(m, row.country)}</h2>
              <RulesCountrySummary env={env} row={row} />
              <p>
                <a href={pagePath(lang, `rules/${row.country.toLowerCase()}`)}>
                  {fmt(m.register.countryLink, { country: countryLabel(m, row.country) })}
                </a>
              </p>
            </section>
          ))}
          <section className="rules-map-eu">
            <h2>{m.register.euTitle}</h2>
            <p lang={shown(doc.eu.summary, doc.eu.summary_i18n).lang}>{shown(doc.eu.summary, doc.eu.summary_i18n).text}</p>
            <RulesFacts env={env} facts={doc.eu.facts} />
          </section>
          <p>
            <a href={`${API_PREFIX}${changesFeedPath(lang)}`} type="application/rss+xml">
              {m.register.feed}
            </a>
          </p>
          <JsonLink path="rules.json" label={m.rules.json} />
        </>
      )}
    </>
  );
}
