import { DeskExchanges } from '@/components/rules/desk-exchanges';
import { RegisterList } from '@/components/rules/register-list';
import { RulesCountrySummary, RulesFacts } from '@/components/rules/rules-facts';
import { JsonLink } from '@/components/site/json-link';
import { defineLeafPage } from '@/components/site/leaf-page';
import { firmsOfCountry } from '@/lib/register/documents';
import { changesFeedPath } from '@/lib/register/feed';
import { fmt } from '@/lib/i18n/messages';
import { formatDate } from '@/lib/pages/format';
import { countryLabel } from '@/lib/pages/labels';
import { API_PREFIX, pagePath } from '@/lib/urls';

/** `/rules/<country>/`: how the rules apply in one Nordic country, and who may serve clients there. */
export const rulesCountryPage = defineLeafPage('rulesCountry', {
  section: 'rules',
  head: (env, code) => ({
    title: fmt(env.m.register.countryTitle, { country: countryLabel(env.m, code) }),
    description: fmt(env.m.register.regTitle, { country: countryLabel(env.m, code) }),
  }),
  body: (env, code) => {
    const { m, lang, data, locale } = env;
    const country = countryLabel(m, code);
    const rules = data.content.rules.state === 'published' ? data.content.rules : null;
    const row = rules?.countries.find((candidate) => candidate.country === code);
    const register = data.register;
    const firms = register ? firmsOfCountry(register, code) : null;
    return (
      <article className="rules-country">
        <p className="kicker">
          <a href={pagePath(lang, 'rules')}>{m.rules.title}</a>
        </p>
        <h1>{fmt(m.register.countryTitle, { country })}</h1>
        {rules && row ? (
          <>
            <p className="row-meta">
              {fmt(m.rules.checked, { date: formatDate(locale, rules.checked) })} · {m.rules.notLegalAdvice}
            </p>
            <RulesCountrySummary env={env} row={row} />
            <RulesFacts env={env} facts={row.facts} />
          </>
        ) : (
          <p className="note">{m.rules.underReview}</p>
        )}
        <h2>{fmt(m.register.regTitle, { country })}</h2>
        {register && firms ? (
          <>
            <p className="note">
              {fmt(m.register.regNote, { date: formatDate(locale, register.source.file_date ?? register.source.fetched_at.slice(0, 10)) })}
            </p>
            <p className="row-meta">{m.register.search}</p>
            <DeskExchanges env={env} country={code} />
            <h3>{fmt(m.register.regHome, { country, count: String(firms.home.length) })}</h3>
            <RegisterList env={env} firms={firms.home} group="home" />
            <h3>{fmt(m.register.regPassporting, { country, count: String(firms.passporting.length) })}</h3>
            <RegisterList env={env} firms={firms.passporting} group="passporting" />
            <p>
              <a href={`${API_PREFIX}${changesFeedPath(lang)}`} type="application/rss+xml">
                {m.register.feed}
              </a>
            </p>
            <JsonLink path={`rules/casps/${code}.json`} label={m.register.json} />
          </>
        ) : (
          <p className="note">{m.register.none}</p>
        )}
      </article>
    );
  },
});
