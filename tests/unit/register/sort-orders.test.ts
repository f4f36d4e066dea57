import { describe, expect, it } from 'vitest';
import type { CaspFirm } from '@/lib/register/firms';
import { registerRanks, registerSorts, type RegisterSort } from '@/lib/register/sort-orders';

const firm = (
  id: string,
  name: string,
  home: string,
  authorised: string,
  ended: string | null = null,
  commercial: string | null = null,
): CaspFirm => ({
  id,
  lei: null,
  lei_valid: false,
  websites: [],
  authority: '',
  legal_name: name,
  commercial_name: commercial,
  website: null,
  home,
  supervisor: '',
  services: [],
  countries: [],
  nordic: [],
  authorised,
  ended,
  updated: null,
  lines: [],
});

const firms = [
  firm('1', 'Zeta AB', 'SE', '2025-03-01'),
  firm('2', 'Öre Oy', 'FI', '2025-07-15', '2026-02-01'),
  firm('3', 'Alpha GmbH', 'DE', '2025-07-15', null, 'Ångström'),
  firm('4', 'Beta SA', 'FR', '2024-12-30', '2025-10-01'),
];
const names: Record<string, string> = { SE: 'Ruotsi', FI: 'Suomi', DE: 'Saksa', FR: 'Ranska' };

function order(locale: string, key: RegisterSort): string[] {
  const { ranks } = registerRanks(firms, locale, (code) => names[code] ?? code);
  return [...firms].sort((a, b) => ranks[a.id]![key] - ranks[b.id]![key]).map((f) => f.id);
}

describe('the register lists sort orders', () => {
  it('name: the shown name (trading name first) in the reader’s alphabet, which is the printed order', () => {
    // Swedish puts Å and Ö after Z; English folds them into A and O.
    expect(order('sv', 'name')).toEqual(['4', '1', '3', '2']);
    expect(order('en', 'name')).toEqual(['3', '4', '2', '1']);
    expect(registerRanks(firms, 'sv', (code) => code).sorted.map((f) => f.id)).toEqual(['4', '1', '3', '2']);
  });

  it('home: by the country’s name in the reader’s language, then by name', () => {
    expect(order('fi', 'home')).toEqual(['4', '1', '3', '2']);
  });

  it('authorised and ended: newest first, ties by name; firms that have not ended come last', () => {
    expect(order('en', 'authorised')).toEqual(['3', '2', '1', '4']);
    expect(order('en', 'ended')).toEqual(['2', '4', '3', '1']);
  });

  it('offers by home only for more than one home, by end date only when a firm has ended', () => {
    expect(registerSorts(firms)).toEqual(['name', 'home', 'authorised', 'ended']);
    expect(registerSorts([firms[0]!, firm('5', 'Gamma AB', 'SE', '2025-01-01')])).toEqual(['name', 'authorised']);
  });
});
