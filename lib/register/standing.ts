import type { Locale } from '@/lib/i18n/locales';
import { SERVICE_TEXT, type NordicCountry } from './constants';
import { firmStatus, type CaspFirm, type FirmStatus } from './firms';
import { comparableName } from './match';
import { ESMA_REGISTER_PAGE, type RegisterState } from './state';

/** Whom an exchange on the markets page may serve, by ESMA's register: the firm its LEI (kept with the exchange) names. */

/** What the desk keeps of an exchange to find it in the register (lib/markets/exchanges/<id>.ts). */
export interface DeskExchangeRef {
  readonly id: string;
  readonly name: string;
  readonly legal_name: string;
  /** Null while the register has never listed it (then matched by its legal name alone). */
  readonly lei: string | null;
}

export type MatchedBy = 'lei' | 'name';

/** The reader's own country, by the page's language (English: none). */
export const READER_COUNTRY: Readonly<Record<Locale, NordicCountry | null>> = {
  en: null,
  nn: 'NO',
  nb: 'NO',
  sv: 'SE',
  da: 'DK',
  fi: 'FI',
  is: 'IS',
};

/** The register's firm for an exchange: the one with its LEI, told apart by legal name when firms share the LEI; by legal name alone (equal once legal form and case are set aside, and only one) when the desk keeps no LEI or the file spells the LEI otherwise. */
export function findExchangeFirm(firms: readonly CaspFirm[], ref: DeskExchangeRef): { firm: CaspFirm; matched_by: MatchedBy } | null {
  const name = comparableName(ref.legal_name);
  if (ref.lei) {
    const byLei = firms.filter((firm) => firm.lei === ref.lei);
    const firm = byLei.length === 1 ? byLei[0] : byLei.find((candidate) => comparableName(candidate.legal_name) === name);
    if (firm) return { firm, matched_by: 'lei' };
  }
  const byName = firms.filter((firm) => comparableName(firm.legal_name) === name);
  return byName.length === 1 ? { firm: byName[0]!, matched_by: 'name' } : null;
}

export interface ExchangeStanding {
  readonly firm: CaspFirm;
  readonly matched_by: MatchedBy;
  readonly status: FirmStatus;
  /** The Nordic countries it may serve on `today`: home or passported, none once its authorisation ended or before it starts. */
  readonly serves: readonly NordicCountry[];
}

export function exchangeStanding(state: RegisterState | null, ref: DeskExchangeRef, today: string): ExchangeStanding | null {
  const found = state ? findExchangeFirm(state.firms, ref) : null;
  if (!found) return null;
  const status = firmStatus(found.firm, today);
  return { ...found, status, serves: status === 'active' ? found.firm.nordic : [] };
}

export function registerSourceField(state: RegisterState | null) {
  if (!state) return null;
  return { file_date: state.source.file_date, fetched_at: state.source.fetched_at, page_url: ESMA_REGISTER_PAGE };
}

/** An exchange's `register` field (markets.json, markets/<id>.json): its standing, or null when no entry of the file matches. */
export function registerField(state: RegisterState | null, ref: DeskExchangeRef, today: string) {
  const standing = exchangeStanding(state, ref, today);
  if (!state || !standing) return null;
  const { firm } = standing;
  return {
    firm_id: firm.id,
    lei: firm.lei,
    lei_valid: firm.lei_valid,
    legal_name: firm.legal_name,
    matched_by: standing.matched_by,
    home: firm.home,
    authority: firm.authority || firm.supervisor,
    services: firm.services.map((code) => ({ code, text: SERVICE_TEXT[code] })),
    serves: [...standing.serves],
    authorised: firm.authorised,
    ended: firm.ended,
    status: standing.status,
    file_date: state.source.file_date,
  };
}

/** The `register` and `register_source` fields of every exchange, by id, for the market documents. */
export function exchangeStandings(state: RegisterState | null, refs: readonly DeskExchangeRef[], today: string) {
  const source = registerSourceField(state);
  return Object.fromEntries(refs.map((ref) => [ref.id, { register: registerField(state, ref, today), register_source: source }]));
}
