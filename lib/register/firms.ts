import { isNordic, NORDIC_COUNTRIES, SERVICE_CODES, type NordicCountry, type ServiceCode } from './constants';
import { comparableName } from './match';
import type { CaspRow, WebLink } from './parse';

/** Rows are authorisations, not firms: one firm can have several rows (a second authorisation, a corrected row). */
export interface CaspFirm {
  /** The LEI when no other firm of the file has it; `<LEI>-<legal name slug>` when firms share it; `name-<home>-<legal name slug>` without a valid LEI. Stable across runs. */
  readonly id: string;
  /** As published, cleaned of spaces and stray punctuation; null when the file gives none. */
  readonly lei: string | null;
  readonly lei_valid: boolean;
  readonly legal_name: string;
  readonly commercial_name: string | null;
  readonly website: string | null;
  readonly websites: readonly WebLink[];
  readonly home: string;
  /** The home supervisor, named once per country code (the file spells one supervisor several ways). */
  readonly supervisor: string;
  /** The supervisor as the firm's row publishes it (`authorityName` shows it). */
  readonly authority: string;
  readonly services: readonly ServiceCode[];
  /** Passport list of all its rows, joined. */
  readonly countries: readonly string[];
  /** The Nordic countries it may serve: its home when Nordic, and those its passport names. */
  readonly nordic: readonly NordicCountry[];
  /** Earliest authorisation date of its rows. */
  readonly authorised: string;
  /** Null while any row has no end date; else the latest end date. */
  readonly ended: string | null;
  /** Latest `ac_lastupdate` of its rows. */
  readonly updated: string | null;
  /** Lines of the file its rows start on. */
  readonly lines: readonly number[];
}

/** The Nordic supervisors' own names (content/rules/ and FACTS.md give the sources). */
export const NORDIC_SUPERVISORS: Readonly<Record<NordicCountry, string>> = {
  NO: 'Finanstilsynet (Norway)',
  SE: 'Finansinspektionen',
  DK: 'Finanstilsynet (Denmark)',
  FI: 'Finanssivalvonta (FIN-FSA)',
  IS: 'Seðlabanki Íslands (Central Bank of Iceland)',
};

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Which rows are one firm: a valid LEI and the legal name together (registers give two firms one LEI), else the name and home. */
export function firmKey(row: Pick<CaspRow, 'lei' | 'lei_valid' | 'legal_name' | 'home'>): string {
  return row.lei && row.lei_valid ? `${row.lei}|${comparableName(row.legal_name) || slug(row.legal_name)}` : nameId(row);
}

function nameId(row: Pick<CaspRow, 'legal_name' | 'home'>): string {
  return `name-${row.home.toLowerCase()}-${slug(row.legal_name)}`;
}

/** One name per home country: ours for the Nordics, else the spelling most rows use (ties: the first in order). */
function supervisorNames(rows: readonly CaspRow[]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const row of rows) {
    if (row.supervisor === '') continue;
    const byName = counts.get(row.home) ?? new Map<string, number>();
    byName.set(row.supervisor, (byName.get(row.supervisor) ?? 0) + 1);
    counts.set(row.home, byName);
  }
  const names = new Map<string, string>();
  for (const [home, byName] of counts) {
    const [best] = [...byName].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
    if (best) names.set(home, best[0]);
  }
  for (const code of NORDIC_COUNTRIES) names.set(code, NORDIC_SUPERVISORS[code]);
  return names;
}

function latest(values: readonly (string | null)[]): string | null {
  return values.reduce<string | null>((max, value) => (value !== null && (max === null || value > max) ? value : max), null);
}

/** The firms of the file, in the order of their first row. */
export function firmsOf(rows: readonly CaspRow[]): CaspFirm[] {
  const supervisors = supervisorNames(rows);
  const groups = new Map<string, CaspRow[]>();
  for (const row of rows) {
    const key = firmKey(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const firmsPerLei = new Map<string, number>();
  for (const [key] of groups) if (key.includes('|')) firmsPerLei.set(key.split('|')[0]!, (firmsPerLei.get(key.split('|')[0]!) ?? 0) + 1);
  return [...groups].map(([key, group]) => {
    // The most recently updated row speaks for names and website.
    const lead = [...group].sort((a, b) => (b.updated ?? '').localeCompare(a.updated ?? '') || a.line - b.line)[0] ?? group[0]!;
    const services = new Set(group.flatMap((row) => row.services));
    const countries = [...new Set(group.flatMap((row) => row.countries))].sort();
    const nordic = NORDIC_COUNTRIES.filter((code) => code === lead.home || countries.includes(code));
    const lei = key.includes('|') ? key.split('|')[0]! : null;
    const id = lei === null ? key : firmsPerLei.get(lei) === 1 ? lei : `${lei}-${slug(lead.legal_name)}`;
    return {
      id,
      lei: lead.lei,
      lei_valid: lead.lei_valid,
      legal_name: lead.legal_name,
      commercial_name: lead.commercial_name,
      website: lead.website,
      websites: lead.websites,
      home: lead.home,
      supervisor: supervisors.get(lead.home) ?? lead.supervisor,
      authority: lead.supervisor,
      services: SERVICE_CODES.filter((code) => services.has(code)),
      countries,
      nordic,
      authorised: group.map((row) => row.authorised).sort()[0]!,
      ended: group.some((row) => row.ended === null) ? null : latest(group.map((row) => row.ended)),
      updated: latest(group.map((row) => row.updated)),
      lines: group.map((row) => row.line),
    };
  });
}

/** Firms with a Nordic home or a passport into a Nordic country. */
export function nordicFirms(firms: readonly CaspFirm[]): CaspFirm[] {
  return firms.filter((firm) => firm.nordic.length > 0 || isNordic(firm.home));
}

export type FirmStatus = 'active' | 'ended' | 'not-yet';

/** On `today` (YYYY-MM-DD): authorised and not ended, ended, or authorised from a later date. */
export function firmStatus(firm: Pick<CaspFirm, 'authorised' | 'ended'>, today: string): FirmStatus {
  if (firm.ended !== null && firm.ended <= today) return 'ended';
  if (firm.authorised > today) return 'not-yet';
  return 'active';
}
