import { countryVerdict, firmHref } from '@/components/markets/exchange-standing';
import { EXCHANGES } from '@/lib/markets/exchanges';
import type { NordicCountry } from '@/lib/register/constants';
import { registerField } from '@/lib/register/standing';
import type { PageEnv } from '@/lib/pages/page-env';
import { pagePath } from '@/lib/urls';

/**
 * A country page's first list: the exchanges of the markets page, each listed for the country or
 * not (in the register the page shows), linked to its entry below and to its standing on the markets page.
 */
export function DeskExchanges({ env, country }: { env: PageEnv; country: NordicCountry }) {
  const { m, lang, locale, data } = env;
  const register = data.register;
  if (!register) return null;
  const today = env.ctx.generatedAt.slice(0, 10);
  const fileDate = register.source.file_date ?? register.source.fetched_at.slice(0, 10);
  return (
    <>
      <h3>{m.register.deskTitle}</h3>
      <ul className="desk-exchanges">
        {EXCHANGES.map((exchange) => {
          const standing = registerField(register, exchange, today);
          const listed = standing?.serves.includes(country) ?? false;
          return (
            <li key={exchange.id} data-exchange={exchange.id} data-listed={listed ? 'yes' : 'no'}>
              <strong>{exchange.name}</strong>: {countryVerdict(m, locale, country, standing, fileDate)}
              {' · '}
              {listed && standing ? (
                <>
                  <a href={firmHref(lang, country, standing.firm_id)}>{standing.legal_name}</a>
                  {' · '}
                </>
              ) : null}
              <a href={`${pagePath(lang, 'markets')}#standing-${exchange.id}`}>{m.register.standingTitle}</a>
            </li>
          );
        })}
      </ul>
    </>
  );
}
