import type { BuildContext } from '@/lib/core/context';
import { envelope } from '@/lib/core/context';
import { SERVICE_TEXT, type NordicCountry } from './constants';
import { firmStatus, NORDIC_SUPERVISORS, type CaspFirm } from './firms';
import { ESMA_REGISTER_PAGE, type RegisterSource, type RegisterState } from './state';

/** The register documents under /api/v1/rules/ (pure: the state and `now` in, the document out). */

export const REGISTER_NOTE =
  "From ESMA's interim MiCA register of crypto-asset service providers, as published; simplified, not legal advice. " +
  'ESMA notes the register is interim: check with the supervisor named before relying on it.';

export function repairCounts(problems: RegisterSource['problems']): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const problem of problems) if (problem.repair) counts[problem.repair] = (counts[problem.repair] ?? 0) + 1;
  return counts;
}

function sourceOf(source: RegisterSource) {
  return {
    name: 'ESMA interim MiCA register (CASPS.csv)',
    url: source.url,
    page_url: ESMA_REGISTER_PAGE,
    fetched_at: source.fetched_at,
    file_date: source.file_date,
    rows: source.rows,
    rows_skipped: source.rows_skipped,
    problems: source.problems.map((problem) => ({ ...problem })),
    repairs: repairCounts(source.problems),
  };
}

export function caspItem(firm: CaspFirm, today: string) {
  return {
    id: firm.id,
    lei: firm.lei,
    lei_valid: firm.lei_valid,
    legal_name: firm.legal_name,
    commercial_name: firm.commercial_name,
    website: firm.website,
    websites: firm.websites.map((link) => ({ ...link })),
    home: firm.home,
    supervisor: firm.supervisor,
    authority: firm.authority,
    services: firm.services.map((code) => ({ code, text: SERVICE_TEXT[code] })),
    countries: [...firm.countries],
    nordic: [...firm.nordic],
    authorised: firm.authorised,
    ended: firm.ended,
    status: firmStatus(firm, today),
    last_update: firm.updated,
    rows: Math.max(1, firm.lines.length),
  };
}

function today(ctx: BuildContext): string {
  return ctx.generatedAt.slice(0, 10);
}

export function buildCaspList(state: RegisterState, ctx: BuildContext) {
  const casps = state.firms.map((firm) => caspItem(firm, today(ctx)));
  return {
    ...envelope(ctx),
    kind: 'register_casps' as const,
    note: REGISTER_NOTE,
    source: sourceOf(state.source),
    count: casps.length,
    casps,
  };
}

/** A Nordic country's firms: licensed at home, and passporting in from elsewhere. */
export function firmsOfCountry(state: RegisterState, country: NordicCountry): { home: CaspFirm[]; passporting: CaspFirm[] } {
  return {
    home: state.firms.filter((firm) => firm.home === country),
    passporting: state.firms.filter((firm) => firm.home !== country && firm.countries.includes(country)),
  };
}

export function buildCaspCountry(state: RegisterState, ctx: BuildContext, country: NordicCountry) {
  const { home, passporting } = firmsOfCountry(state, country);
  return {
    ...envelope(ctx),
    kind: 'register_country' as const,
    note: REGISTER_NOTE,
    source: sourceOf(state.source),
    country,
    supervisor: NORDIC_SUPERVISORS[country],
    home_count: home.length,
    passporting_count: passporting.length,
    home: home.map((firm) => caspItem(firm, today(ctx))),
    passporting: passporting.map((firm) => caspItem(firm, today(ctx))),
  };
}

export function buildChanges(state: RegisterState, ctx: BuildContext) {
  return {
    ...envelope(ctx),
    kind: 'register_changes' as const,
    note: REGISTER_NOTE,
    source: sourceOf(state.source),
    since: state.since,
    count: state.changes.length,
    changes: state.changes.map((change) => ({
      ...change,
      nordic: [...change.nordic],
      fields: [...change.fields],
      nordic_before: change.nordic_before ? [...change.nordic_before] : null,
    })),
  };
}
