import { nameTable } from '@/lib/i18n/names';
import { describe, expect, it } from 'vitest';
import { makeContext } from '@/lib/core/context';
import { EXCHANGES } from '@/lib/markets/exchanges';
import { authorityName } from '@/lib/register/authority';
import { isValidLei } from '@/lib/register/parse';
import { nextState } from '@/lib/register/node/refresh';
import { findExchangeFirm, READER_COUNTRY, registerField, type DeskExchangeRef } from '@/lib/register/standing';
import { JUNE, realFile, sharedLei } from '../../fixtures/register/variants';
import { TEST_CONFIG } from '../../fixtures/site-data';

/** Each exchange is found in the register through the LEI kept with its own data. */

const ctx = makeContext(new Date('2026-07-01T00:00:00Z'), TEST_CONFIG);
const june = nextState(realFile(JUNE), 'https://esma.test/CASPS.csv', null, ctx);
const ref = (id: string): DeskExchangeRef => EXCHANGES.find((exchange) => exchange.id === id)!;

describe('the exchanges of the markets page in the register', () => {
  it('keep the LEIs the register lists for them, whose check digits hold (NBX: none yet, no file lists it)', () => {
    expect(EXCHANGES.map((exchange) => [exchange.id, exchange.legal_name, exchange.lei])).toEqual([
      ['firi', 'Firi AS', '9845003B8462B18FHE35'],
      ['nbx', 'Norwegian Block Exchange AS', null],
      ['coinmotion', 'Coinmotion Oy', '743700PZG5RRF7SA4Q58'],
    ]);
    for (const { lei } of EXCHANGES) if (lei) expect(isValidLei(lei), lei).toBe(true);
  });

  it('are found by LEI, with home, supervisor as published, services and the Nordic countries each may serve', () => {
    expect(registerField(june, ref('firi'), '2026-07-01')).toMatchObject({
      lei: '9845003B8462B18FHE35',
      lei_valid: true,
      legal_name: 'FIRI AS',
      matched_by: 'lei',
      home: 'NO',
      authority: 'Norwegian Financial Supervisory Authority (Finanstilsynet)',
      serves: ['NO', 'SE', 'DK'],
      status: 'active',
      file_date: june.source.file_date,
    });
    expect(registerField(june, ref('coinmotion'), '2026-07-01')).toMatchObject({
      home: 'FI',
      authority: 'Finanssivalvonta (FIN-FSA)',
      serves: ['SE', 'FI'],
      services: [{ code: 'a' }, { code: 'c' }, { code: 'e' }, { code: 'j' }],
    });
    expect(registerField(june, ref('nbx'), '2026-07-01')).toBeNull();
    expect(registerField(null, ref('firi'), '2026-07-01')).toBeNull();
  });

  it('serve no country once the authorisation has ended, or before it starts', () => {
    const ended = { ...june, firms: june.firms.map((firm) => (firm.lei === ref('firi').lei ? { ...firm, ended: '2026-06-30' } : firm)) };
    expect(registerField(ended, ref('firi'), '2026-07-01')).toMatchObject({ serves: [], status: 'ended', ended: '2026-06-30' });
    expect(registerField(ended, ref('firi'), '2026-06-01')).toMatchObject({ serves: ['NO', 'SE', 'DK'], status: 'active' });
    expect(registerField(june, ref('firi'), '2026-05-01')).toMatchObject({ serves: [], status: 'not-yet' });
  });

  it('are told apart by legal name when two firms share the LEI, and found by legal name alone when no LEI is kept', () => {
    const shared = nextState(sharedLei(realFile(JUNE)), 'https://esma.test/CASPS.csv', null, ctx);
    expect(shared.firms.filter((firm) => firm.lei === ref('coinmotion').lei)).toHaveLength(2);
    expect(findExchangeFirm(shared.firms, ref('coinmotion'))).toMatchObject({ firm: { legal_name: 'Coinmotion Oy' }, matched_by: 'lei' });
    const withoutLei = { ...ref('firi'), lei: null };
    expect(findExchangeFirm(june.firms, withoutLei)).toMatchObject({ firm: { lei: '9845003B8462B18FHE35' }, matched_by: 'name' });
    expect(findExchangeFirm(june.firms, { ...withoutLei, legal_name: 'Firi Holding AS' })).toBeNull();
  });

  it('name the reader\u2019s own country by the page language, and the supervisor with the language it is written in', () => {
    expect(READER_COUNTRY).toEqual({ en: null, nn: 'NO', nb: 'NO', sv: 'SE', da: 'DK', fi: 'FI', is: 'IS' });
    const firi = june.firms.find((firm) => firm.lei === ref('firi').lei)!;
    const coinmotion = june.firms.find((firm) => firm.lei === ref('coinmotion').lei)!;
    // Without a row in the institutions table: as the register writes it, in the language its words are in.
    const none = nameTable([]);
    expect(authorityName(firi, 'nb', none)).toMatchObject({
      text: 'Norwegian Financial Supervisory Authority (Finanstilsynet)',
      lang: 'en',
      known: false,
    });
    expect(authorityName(coinmotion, 'sv', none)).toMatchObject({ text: 'Finanssivalvonta (FIN-FSA)', lang: 'fi', known: false });
    // With one: the reader's name for it, by any spelling the table knows.
    const table = nameTable([
      {
        name: 'Finanstilsynet (Norway)',
        name_lang: 'en',
        aliases: ['Norwegian Financial Supervisory Authority (Finanstilsynet)'],
        name_i18n: { nb: 'Finanstilsynet', sv: 'Finanstilsynet (Norge)' },
      },
    ]);
    expect(authorityName(firi, 'nb', table)).toMatchObject({ text: 'Finanstilsynet', lang: 'nb', known: true });
    expect(authorityName(firi, 'sv', table)).toMatchObject({ text: 'Finanstilsynet (Norge)', lang: 'sv' });
    // No Finnish name: the register's own English spelling, marked English.
    expect(authorityName(firi, 'fi', table)).toMatchObject({
      text: 'Norwegian Financial Supervisory Authority (Finanstilsynet)',
      lang: 'en',
      fallback: true,
    });
  });
});
