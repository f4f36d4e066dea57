import { fmt } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import type { Exchange } from '@/lib/markets/types';
import { NORDIC_COUNTRIES, isNordic, type NordicCountry } from '@/lib/register/constants';
import { authorityName } from '@/lib/register/authority';
import { countryName } from '@/lib/register/feed';
import { READER_COUNTRY } from '@/lib/register/standing';
import { formatDate } from '@/lib/pages/format';
import type { PageEnv } from '@/lib/pages/page-env';
import { pagePath } from '@/lib/urls';

/**
 * Whom each exchange of the markets page may serve, as ESMA's register says (the `register` field
 * of its Exchange entry, so the page and the API say the same): the reader's own country first,
 * then home state and supervisor, the Nordic countries it may serve, its LEI and services, and the
 * file it comes from. A fact with its source, never advice; "not in the register" said plainly.
 */

type Standing = NonNullable<Exchange['register']>;

/** `listed for Finland` / `not listed for Finland in the register of …`, in the reader's words. */
export function countryVerdict(m: Messages, locale: string, country: NordicCountry, standing: Standing | null, fileDate: string): string {
  const named = m.register.countryFor[country];
  return standing?.serves.includes(country)
    ? fmt(m.register.listedFor, { country: named })
    : fmt(m.register.notListedFor, { country: named, date: formatDate(locale, fileDate) });
}

/** The rules page a firm's entry is on: the reader's country when it may serve it, else its home when Nordic, else the first it may serve. */
export function firmCountry(standing: Pick<Standing, 'home' | 'serves'>, prefer: NordicCountry | null): NordicCountry | null {
  if (prefer && standing.serves.includes(prefer)) return prefer;
  return isNordic(standing.home) ? standing.home : (standing.serves[0] ?? null);
}

export function firmHref(lang: Locale, country: NordicCountry, firmId: string): string {
  return `${pagePath(lang, `rules/${country.toLowerCase()}`)}#firm-${firmId}`;
}

/** The register's facts of one exchange (its entry of the file, or the plain word that it has none). */
export function StandingFacts({ env, exchange, fileDate }: { env: PageEnv; exchange: Exchange; fileDate: string }) {
  const { m, lang, locale } = env;
  const r = m.register;
  const standing = exchange.register;
  if (!standing)
    return <p data-part="not-in-register">{fmt(r.notInRegister, { date: formatDate(locale, fileDate), name: exchange.legal_name })}</p>;
  const reader = READER_COUNTRY[lang];
  // The reader's own country first, then the rest in the site's order.
  const serves = [...standing.serves].sort(
    (a, b) => Number(b === reader) - Number(a === reader) || NORDIC_COUNTRIES.indexOf(a) - NORDIC_COUNTRIES.indexOf(b),
  );
  const authority = authorityName(
    { authority: standing.authority, supervisor: standing.authority, home: standing.home },
    lang,
    env.data.institutions,
  );
  const authorityLang = authority.lang !== lang ? authority.lang : undefined;
  const pageCountry = firmCountry(standing, reader);
  return (
    <>
      <p>
        {serves.length > 0 ? fmt(r.mayServe, { countries: serves.map((code) => countryName(code, lang)).join(', ') }) : r.mayServeNone}
        {standing.status === 'ended' && standing.ended ? ` · ${fmt(r.ended, { date: formatDate(locale, standing.ended) })}` : null}
        {standing.status === 'not-yet' ? ` · ${fmt(r.notYet, { date: formatDate(locale, standing.authorised) })}` : null}
      </p>
      <p className="row-meta">
        {fmt(r.homeState, { country: countryName(standing.home, lang) })} · {r.authority} <span lang={authorityLang}>{authority.text}</span>
        {standing.lei ? (
          <>
            {' · LEI '}
            <span translate="no">{standing.lei}</span> ({standing.lei_valid ? r.leiValid : r.leiInvalid})
          </>
        ) : null}
      </p>
      {standing.matched_by === 'name' ? <p className="note">{r.matchedByName}</p> : null}
      <p className="standing-services-label">{r.servicesLabel}</p>
      <ul className="register-services">
        {standing.services.map((service) => (
          <li key={service.code}>{r.services[service.code]}</li>
        ))}
      </ul>
      {pageCountry ? (
        <p className="row-meta">
          <a href={firmHref(lang, pageCountry, standing.firm_id)}>{fmt(r.firmEntry, { country: countryName(pageCountry, lang) })}</a>
        </p>
      ) : null}
    </>
  );
}

export function ExchangeStanding({ env, exchanges }: { env: PageEnv; exchanges: readonly Exchange[] }) {
  const { m, lang, locale } = env;
  const r = m.register;
  const source = exchanges.find((exchange) => exchange.register_source)?.register_source ?? null;
  // Without register data the page says nothing of it, rather than "not listed".
  if (!source) return null;
  const fileDate = source.file_date ?? source.fetched_at.slice(0, 10);
  const reader = READER_COUNTRY[lang];
  return (
    <section aria-labelledby="standing-title" className="exchange-standing" data-file-date={fileDate}>
      <h2 id="standing-title">{r.standingTitle}</h2>
      <p className="note">
        {fmt(r.standingNote, { date: formatDate(locale, fileDate) })} {r.sourcePrefix} <a href={source.page_url}>{r.sourceLink}</a>,{' '}
        {fmt(r.fileOf, { date: formatDate(locale, fileDate) })}.
      </p>
      <ul className="standing-list">
        {exchanges.map((exchange) => (
          <li key={exchange.id} id={`standing-${exchange.id}`} data-exchange={exchange.id} data-listed={exchange.register ? 'yes' : 'no'}>
            <h3>{exchange.name}</h3>
            {reader ? (
              <p className="standing-reader" data-reader-listed={exchange.register?.serves.includes(reader) ? 'yes' : 'no'}>
                <strong>{countryVerdict(m, locale, reader, exchange.register, fileDate)}</strong>
              </p>
            ) : null}
            <StandingFacts env={env} exchange={exchange} fileDate={fileDate} />
          </li>
        ))}
      </ul>
    </section>
  );
}
