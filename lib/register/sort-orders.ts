import { rankRows } from '@/lib/core/sort-ranks';
import type { CaspFirm } from './firms';

// Ranked at build time and picked by the stylesheet, as the markets table does; by name is the printed order.
export const REGISTER_SORTS = ['name', 'home', 'authorised', 'ended'] as const;
export type RegisterSort = (typeof REGISTER_SORTS)[number];

/** The name a list shows for a firm: its trading name where it has one. */
export function firmName(firm: Pick<CaspFirm, 'commercial_name' | 'legal_name'>): string {
  return firm.commercial_name ?? firm.legal_name;
}

/** The orders worth offering: home country only with more than one home, end date only when a firm has ended. */
export function registerSorts(firms: readonly CaspFirm[]): RegisterSort[] {
  return REGISTER_SORTS.filter(
    (order) =>
      (order !== 'home' || new Set(firms.map((firm) => firm.home)).size > 1) && (order !== 'ended' || firms.some((firm) => firm.ended)),
  );
}

/** Latest first; none last. ISO dates compare as text. */
function latest(a: string | null, b: string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a < b ? 1 : a > b ? -1 : 0;
}

/** The firms in the reader's alphabet, with each one's place in every order; ties by name, then id. */
export function registerRanks(
  firms: readonly CaspFirm[],
  locale: string,
  countryName: (code: string) => string,
): { sorted: CaspFirm[]; ranks: Record<string, Record<RegisterSort, number>> } {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const byName = (a: CaspFirm, b: CaspFirm) => collator.compare(firmName(a), firmName(b)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const ranks = rankRows(firms, (firm) => firm.id, {
    name: byName,
    home: (a, b) => collator.compare(countryName(a.home), countryName(b.home)) || byName(a, b),
    authorised: (a, b) => latest(a.authorised, b.authorised) || byName(a, b),
    ended: (a, b) => latest(a.ended, b.ended) || byName(a, b),
  });
  return { sorted: [...firms].sort(byName), ranks };
}
