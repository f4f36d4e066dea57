import type { CaspFirm } from '@/lib/register/firms';
import { firmStatus } from '@/lib/register/firms';
import { countryName } from '@/lib/register/feed';
import { matchFirm } from '@/lib/register/match';
import { fmt } from '@/lib/i18n/messages';
import { formatDate } from '@/lib/pages/format';
import type { PageEnv } from '@/lib/pages/page-env';
import { registerRanks, registerSorts, firmName } from '@/lib/register/sort-orders';
import { pagePath } from '@/lib/urls';
import { authorityName } from '@/lib/register/authority';
import { rankStyle, SortChoice } from '@/components/site/sort-choice';

/**
 * Firms of ESMA's register as a plain list (no table: it must read at 390 px), printed by name and
 * sortable without a script (components/site/sort-choice.tsx; `group` names the radio buttons,
 * unique on the page). Each names its home, services in plain words, dates and status; an entity
 * of our who's who that is this firm is linked (matched by LEI, then carefully by name or website).
 */
export function RegisterList({ env, firms, group }: { env: PageEnv; firms: readonly CaspFirm[]; group: string }) {
  const { m, lang, locale, data } = env;
  if (firms.length === 0) return <p className="note">{m.register.none}</p>;
  const today = env.ctx.generatedAt.slice(0, 10);
  const entities = data.content.entities.map((entity) => ({ entity, firm: matchFirm(firms, { name: entity.name, url: entity.url }) }));
  const { sorted, ranks } = registerRanks(firms, locale, (code) => countryName(code, lang));
  const labels = {
    name: m.register.sortName,
    home: m.register.sortHome,
    authorised: m.register.sortAuthorised,
    ended: m.register.sortEnded,
  };
  const sorts = registerSorts(firms);
  return (
    <div className="register-sorted">
      {sorted.length > 1 ? (
        <SortChoice
          name={`register-sort-${group}`}
          legend={m.register.sort}
          options={sorts.map((order) => ({ value: order, label: labels[order] }))}
        />
      ) : null}
      <ul className="register-list">
        {sorted.map((firm) => {
          const status = firmStatus(firm, today);
          const entity = entities.find((row) => row.firm?.id === firm.id)?.entity;
          return (
            <li
              key={firm.id}
              id={`firm-${firm.id}`}
              style={rankStyle(Object.fromEntries(sorts.map((order) => [order, ranks[firm.id]![order]])))}
            >
              <p>
                <strong>{firmName(firm)}</strong>
                {firm.commercial_name && firm.commercial_name !== firm.legal_name ? ` (${firm.legal_name})` : null}
                {' · '}
                <span className={`register-status register-${status}`}>
                  {status === 'active'
                    ? m.register.active
                    : status === 'ended'
                      ? fmt(m.register.ended, { date: formatDate(locale, firm.ended ?? '') })
                      : fmt(m.register.notYet, { date: formatDate(locale, firm.authorised) })}
                </span>
              </p>
              <p className="row-meta">
                {fmt(m.register.homeCountry, { country: countryName(firm.home, lang) })} · <Supervisor firm={firm} env={env} /> ·{' '}
                {fmt(m.register.authorised, { date: formatDate(locale, firm.authorised) })}
                {firm.lei ? (
                  <>
                    {' · LEI '}
                    <span translate="no">{firm.lei}</span>
                    {firm.lei_valid ? null : ` (${m.register.leiInvalid})`}
                  </>
                ) : null}
                {firm.websites.map((link, i) => (
                  <span key={i}>
                    {' · '}
                    {link.url ? <a href={link.url}>{new URL(link.url).host}</a> : link.text}
                  </span>
                ))}
                {entity ? (
                  <>
                    {' · '}
                    <a href={pagePath(lang, `orgchart/${entity.id}`)}>{m.register.whosWho}</a>
                  </>
                ) : null}
              </p>
              <ul className="register-services">
                {firm.services.map((code) => (
                  <li key={code}>{m.register.services[code]}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The home supervisor by the institutions table, marked with its language where it is not the page's. */
function Supervisor({ firm, env }: { firm: CaspFirm; env: PageEnv }) {
  const name = authorityName({ authority: '', supervisor: firm.supervisor, home: firm.home }, env.lang, env.data.institutions);
  return <span lang={name.lang !== env.lang ? name.lang : undefined}>{name.text}</span>;
}
