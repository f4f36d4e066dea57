import type { CaspFirm } from './firms';

/** Which register firm an organisation of ours is: equal names once legal form, short name and case are set aside, or the same website. */
export interface MatchableOrganisation {
  readonly name: string;
  readonly url?: string | null;
  readonly lei?: string | null;
}

const LEGAL_FORMS = /\b(as|asa|ab|publ|oy|oyj|aps|a\/s|ehf|hf|gmbh|ag|ltd|limited|sa|s\.a\.|bv|b\.v\.|nv|plc|srl|sas|se|uab|kft)\b\.?/g;

export function comparableName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(LEGAL_FORMS, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function host(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).hostname.replace(/^www\./, '').toLowerCase();
  } catch {
    return null;
  }
}

export function matchFirm(firms: readonly CaspFirm[], organisation: MatchableOrganisation): CaspFirm | null {
  if (organisation.lei) {
    const byLei = firms.find((firm) => firm.lei === organisation.lei);
    if (byLei) return byLei;
  }
  const name = comparableName(organisation.name);
  if (name !== '') {
    const byName = firms.filter(
      (firm) =>
        comparableName(firm.legal_name) === name || (firm.commercial_name !== null && comparableName(firm.commercial_name) === name),
    );
    if (byName.length === 1) return byName[0]!;
  }
  const site = host(organisation.url);
  if (site) {
    const bySite = firms.filter((firm) => host(firm.website) === site);
    if (bySite.length === 1) return bySite[0]!;
  }
  return null;
}
