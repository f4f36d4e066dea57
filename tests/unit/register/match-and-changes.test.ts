import { describe, expect, it } from 'vitest';
import { appendChanges, diffFirms } from '@/lib/register/changes';
import type { CaspFirm } from '@/lib/register/firms';
import { comparableName, matchFirm } from '@/lib/register/match';

function firm(overrides: Partial<CaspFirm>): CaspFirm {
  return {
    id: 'X',
    lei: null,
    lei_valid: false,
    websites: [],
    authority: 'Finanstilsynet',
    legal_name: 'Example AS',
    commercial_name: null,
    website: null,
    home: 'NO',
    supervisor: 'Finanstilsynet (Norway)',
    services: ['c'],
    countries: [],
    nordic: ['NO'],
    authorised: '2025-07-01',
    ended: null,
    updated: null,
    lines: [2],
    ...overrides,
  };
}

describe('matching our organisations to register firms', () => {
  const firms = [
    firm({
      id: '743700PZG5RRF7SA4Q58',
      lei: '743700PZG5RRF7SA4Q58',
      legal_name: 'Coinmotion Oy',
      commercial_name: 'Coinmotion',
      home: 'FI',
    }),
    firm({ id: 'name-no-firi-as', legal_name: 'FIRI AS', website: 'https://www.firi.com' }),
    firm({ id: 'name-no-nbx', legal_name: 'Norwegian Block Exchange AS' }),
    firm({ id: 'name-dk-coin', legal_name: 'Coin Partners ApS', home: 'DK' }),
  ];

  it('matches by LEI first, then by the name without its legal form or bracketed short name, then by website', () => {
    expect(matchFirm(firms, { name: 'Anything', lei: '743700PZG5RRF7SA4Q58' })?.legal_name).toBe('Coinmotion Oy');
    expect(matchFirm(firms, { name: 'Coinmotion' })?.legal_name).toBe('Coinmotion Oy');
    expect(matchFirm(firms, { name: 'Norwegian Block Exchange (NBX)' })?.legal_name).toBe('Norwegian Block Exchange AS');
    expect(matchFirm(firms, { name: 'Firi', url: 'https://firi.com' })?.legal_name).toBe('FIRI AS');
    expect(comparableName('Lunar Block A/S')).toBe('lunar block');
  });

  it('does not match a near miss: a shared word, or a name two firms share', () => {
    expect(matchFirm(firms, { name: 'Coin' })).toBeNull();
    expect(matchFirm(firms, { name: 'Norwegian Block' })).toBeNull();
    const twins = [...firms, firm({ id: 'other', legal_name: 'Coinmotion AB', home: 'SE' })];
    expect(matchFirm(twins, { name: 'Coinmotion' })).toBeNull();
  });
});

describe('the change history', () => {
  it('records added, withdrawn (gone or given an end date) and changed firms, and never drops a row', () => {
    const named = (id: string, overrides: Partial<CaspFirm> = {}) => firm({ id, legal_name: `Firm ${id} AS`, ...overrides });
    const before = [named('a'), named('b'), named('c'), named('d', { services: ['c'] })];
    const after = [named('a'), named('c', { ended: '2026-11-01' }), named('d', { services: ['c', 'j'] }), named('e')];
    const changes = diffFirms(before, after, '2026-11-27T05:41:00.000Z');
    expect(changes.map((change) => [change.kind, change.firm_id, change.fields])).toEqual([
      ['withdrawn', 'c', ['ended']],
      ['changed', 'd', ['services']],
      ['added', 'e', []],
      ['withdrawn', 'b', []],
    ]);
    const history = appendChanges([], changes);
    const later = diffFirms(after, after, '2026-11-28T05:41:00.000Z');
    expect(later).toEqual([]);
    expect(appendChanges(history, later)).toEqual(history);
    expect(appendChanges(history, changes)).toEqual(history);
  });
});
