import { describe, expect, it } from 'vitest';
import { NORDIC_COUNTRIES } from '@/lib/register/constants';
import { firmsOf, nordicFirms, type CaspFirm } from '@/lib/register/firms';
import { parseCasps, RegisterFileError, type CaspRow } from '@/lib/register/parse';
import {
  addedReorderedColumn,
  APRIL,
  badCheckDigits,
  cutLastRow,
  JUNE,
  lineBreakServices,
  otherFormats,
  realFile,
  sharedLei,
  strayPunctuation,
  twoWebsites,
} from '../../fixtures/register/variants';
import { plainRows, recount } from '../../fixtures/register/recount';

/**
 * ESMA's files read as published. Against both real copies, an independent reading of
 * the file (csv-parse and a few plain rules written here, not the job's code) must agree with the
 * job on every LEI, every service and the counts per country; each variant of a real file reads
 * as the file says, or is refused.
 */

/** ISO 7064 MOD 97-10 with BigInt, letters as 10–35: a second way to the verdict. */
function checkDigitsHold(lei: string): boolean {
  if (!/^[A-Z0-9]{20}$/.test(lei)) return false;
  const digits = [...lei].map((char) => parseInt(char, 36).toString()).join('');
  return BigInt(digits) % 97n === 1n;
}

const key = (name: string, authorised: string) => `${name.replace(/\s+/g, ' ').trim()}|${authorised.trim()}`;

function byKey(rows: readonly CaspRow[]): Map<string, CaspRow[]> {
  const map = new Map<string, CaspRow[]>();
  for (const row of rows) {
    const [y, m, d] = row.authorised.split('-');
    const k = key(row.legal_name, `${d}/${m}/${y}`);
    map.set(k, [...(map.get(k) ?? []), row]);
  }
  return map;
}

function counts(firms: readonly CaspFirm[]): Record<string, [number, number]> {
  return Object.fromEntries(
    NORDIC_COUNTRIES.map((country) => [
      country,
      [firms.filter((f) => f.home === country).length, firms.filter((f) => f.home !== country && f.countries.includes(country)).length],
    ]),
  );
}

describe.each([
  ['April 2026', APRIL],
  ['June 2026', JUNE],
])('the real file of %s', (_label, file) => {
  const text = realFile(file);
  const parsed = parseCasps(text);
  const rows = byKey(parsed.rows);

  it('keeps every LEI the file gives, cleaned of spaces and stray punctuation, with a check-digit verdict that a second method confirms', () => {
    let leis = 0;
    for (const plain of plainRows(text)) {
      const cell = plain.ae_lei!;
      const [row] = rows.get(key(plain.ae_lei_name!, plain.ac_authorisationNotificationDate!)) ?? [];
      expect(row, plain.ae_lei_name).toBeDefined();
      if (cell.trim() === '') {
        expect(row!.lei).toBeNull();
        continue;
      }
      leis += 1;
      expect(row!.lei, plain.ae_lei_name).not.toBeNull();
      expect(row!.lei!.replace(/[^A-Z0-9]/g, ''), plain.ae_lei_name).toBe(cell.replace(/[^A-Za-z0-9]/g, '').toUpperCase());
      expect(row!.lei_valid, `${plain.ae_lei_name} ${cell}`).toBe(checkDigitsHold(row!.lei!));
    }
    expect(leis).toBeGreaterThan(150);
  });

  it('reads every service the file names, on one line or many, between bars or semicolons (each item read by its letter)', () => {
    let checked = 0;
    for (const plain of plainRows(text)) {
      const letters = [...(plain.ac_serviceCode ?? '').matchAll(/(?:^|[|;\r\n])\s*([a-j])\s*\./gi)].map((match) => match[1]!.toLowerCase());
      if (letters.length === 0) continue;
      const [row] = rows.get(key(plain.ae_lei_name!, plain.ac_authorisationNotificationDate!))!;
      expect(row!.services, plain.ae_lei_name).toEqual([...new Set(letters)].sort());
      checked += 1;
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('gives per country the counts of a straightforward re-count of the file', () => {
    expect(counts(nordicFirms(firmsOf(parsed.rows)))).toEqual(recount(text));
  });

  it('reads the exchanges of the markets page as the register lists them', () => {
    const firms = nordicFirms(firmsOf(parsed.rows));
    const coinmotion = firms.find((firm) => firm.legal_name === 'Coinmotion Oy')!;
    expect(coinmotion).toMatchObject({
      lei: '743700PZG5RRF7SA4Q58',
      lei_valid: true,
      home: 'FI',
      services: ['a', 'c', 'e', 'j'],
      nordic: ['SE', 'FI'],
    });
    const firi = firms.find((firm) => firm.legal_name === 'FIRI AS');
    if (file === JUNE) {
      expect(firi).toMatchObject({ lei: '9845003B8462B18FHE35', lei_valid: true, home: 'NO', nordic: ['NO', 'SE', 'DK'] });
      expect(firi!.services).toEqual(['a', 'b', 'c', 'd', 'e', 'j']);
    } else expect(firi).toBeUndefined();
  });
});

describe('the June file as published', () => {
  const parsed = parseCasps(realFile(JUNE));

  it('reads the four Finnish firms whose services are one per line, and counts each as a repair with its line', () => {
    const lined = parsed.problems.filter((problem) => problem.repair === 'services');
    expect(lined.map((problem) => problem.line)).toEqual([110, 116, 124, 129]);
    const tesseract = parsed.rows.find((row) => row.legal_name === 'Tesseract Investment Oy')!;
    expect(tesseract.services.length).toBeGreaterThan(2);
  });

  it('keeps the LEI with a trailing full stop, cleaned, and the ones that fail their check digits, flagged', () => {
    const ramp = parsed.rows.find((row) => row.legal_name === 'Ramp Swaps (Ireland) Limited')!;
    expect(ramp).toMatchObject({ lei: '89450036UW3ID72T1M84', lei_valid: true });
    expect(parsed.problems).toContainEqual({
      line: ramp.line,
      reason: expect.stringContaining('cleaned to 89450036UW3ID72T1M84'),
      skipped: false,
      repair: 'lei',
    });
    const short = parsed.rows.find((row) => row.lei === '724500YJVIN0Q94ZZG5')!;
    expect(short.lei_valid).toBe(false);
  });

  it('reads a country list written with the letter I for a bar', () => {
    const validvent = parsed.rows.find((row) => row.legal_name === 'Validvent Technology GmbH')!;
    expect(validvent.countries).toEqual(expect.arrayContaining(['AT', 'DE', 'IE', 'BE', 'RO']));
    expect(parsed.problems).toContainEqual(expect.objectContaining({ line: validvent.line, repair: 'countries' }));
  });

  it('splits website cells into their links, mends https.// and shows what is not an address as text', () => {
    const link = (name: string) => parsed.rows.find((row) => row.legal_name === name)!.websites;
    expect(link('Amdax B.V.')).toEqual([
      { text: 'https://www.amdax.com/nl', url: 'https://www.amdax.com/nl' },
      { text: 'https://www.getnovelist.nl/en', url: 'https://www.getnovelist.nl/en' },
    ]);
    expect(link('Coinbase Luxembourg S.A.')).toEqual([{ text: 'https.//coinbase.com', url: 'https://coinbase.com/' }]);
    expect(link('Paysafe Payment Solutions Limited.').map((site) => site.url)).toEqual([
      'https://www.skrill.com/',
      'https://www.neteller.com/',
    ]);
    expect(link('N26 Bank SE')).toEqual([{ text: 'N26 – Die erste Onlinebank, die du lieben wirst', url: null }]);
    expect(link('RELAI EU SASU')).toEqual([{ text: '75012 Paris', url: null }]);
  });
});

describe('variants of the real file', () => {
  const baseline = parseCasps(realFile());
  const firmNamed = (text: string, name: string) => firmsOf(parseCasps(text).rows).filter((firm) => firm.legal_name === name);

  it('services on separate lines inside the cell: every one read, as with bars', () => {
    const text = lineBreakServices();
    expect(text).toContain('on behalf of clients\r\nc. exchange');
    const parsed = parseCasps(text);
    const coinmotion = parsed.rows.find((row) => row.legal_name === 'Coinmotion Oy')!;
    expect(coinmotion.services).toEqual(['a', 'c', 'e', 'j']);
    expect(parsed.problems).toContainEqual(expect.objectContaining({ line: coinmotion.line, repair: 'services' }));
    expect(parsed.rows.map((row) => row.services)).toEqual(baseline.rows.map((row) => row.services));
  });

  it('bad check digits: the LEI kept as published, lei_valid false, said with its line', () => {
    const { text, lei } = badCheckDigits();
    const parsed = parseCasps(text);
    const safello = parsed.rows.find((row) => row.legal_name === 'Safello AB')!;
    expect(safello).toMatchObject({ lei, lei_valid: false });
    expect(parsed.problems).toContainEqual({
      line: safello.line,
      reason: expect.stringContaining('fails the ISO 17442 check digits'),
      skipped: false,
    });
  });

  it('stray punctuation and spaces: cleaned to the LEI, valid, each repair counted with its line', () => {
    const parsed = parseCasps(strayPunctuation());
    const safello = parsed.rows.find((row) => row.legal_name === 'Safello AB')!;
    const bybit = parsed.rows.find((row) => row.legal_name === 'Bybit EU GmbH')!;
    expect([safello.lei, safello.lei_valid, bybit.lei, bybit.lei_valid]).toEqual([
      '894500QKMN1PCG2V7U40',
      true,
      '5299005V5GBSN2A4C303',
      true,
    ]);
    expect(parsed.problems.filter((problem) => problem.repair === 'lei').map((problem) => problem.line)).toEqual(
      expect.arrayContaining([safello.line, bybit.line]),
    );
  });

  it('two websites in a cell: two links; a typo mended; words beside them as text', () => {
    const parsed = parseCasps(twoWebsites());
    expect(parsed.rows.find((row) => row.legal_name === 'Safello AB')!.websites).toEqual([
      { text: 'https.//www.safello.com', url: 'https://www.safello.com/' },
      { text: 'safello.se/app', url: 'https://safello.se/app' },
    ]);
    expect(parsed.rows.find((row) => row.legal_name === 'Bybit EU GmbH')!.websites).toEqual([
      { text: 'https://www.bybit.eu', url: 'https://www.bybit.eu/' },
      { text: 'http//bybit.example.org', url: 'http://bybit.example.org/' },
      { text: '(app)', url: null },
    ]);
  });

  it('a cut last row (no final line end, 4 of 15 cells) refuses the file, naming the line', () => {
    const text = cutLastRow();
    expect(text.endsWith('\n')).toBe(false);
    expect(() => parseCasps(text)).toThrow(RegisterFileError);
    expect(() => parseCasps(text)).toThrow(/last row \(line 179\) is cut: the file ends without a line end after 4 of 15 cells/);
    // The real file ends without a line end too, after a whole row: read.
    expect(realFile().endsWith('\n')).toBe(false);
    expect(parseCasps(realFile()).rows.at(-1)!.line).toBe(179);
  });

  it('a shared LEI: two firms, each with the LEI, told apart by legal name', () => {
    const text = sharedLei();
    const firms = firmsOf(parseCasps(text).rows).filter((firm) => firm.lei === '743700PZG5RRF7SA4Q58');
    expect(firms.map((firm) => [firm.legal_name, firm.id])).toEqual([
      ['Coinmotion Oy', '743700PZG5RRF7SA4Q58-coinmotion-oy'],
      ['Coinmotion Custody Oy', '743700PZG5RRF7SA4Q58-coinmotion-custody-oy'],
    ]);
    expect(firmNamed(realFile(), 'EUWAX AG')).toHaveLength(1); // two rows, one LEI, one name: one firm
  });

  it('an added and reordered column: the same firms, services and countries', () => {
    const text = addedReorderedColumn();
    expect(text.split('\r\n')[0]).toMatch(/^\uFEFFae_lei_name,.*ae_new_register_field.*,ae_lei$/);
    const strip = (rows: readonly CaspRow[]) => rows.map(({ line: _line, ...row }) => row);
    expect(strip(parseCasps(text).rows)).toEqual(strip(baseline.rows));
  });

  it('dates year first and country lists with names, semicolons and the letter I: read the same', () => {
    const parsed = parseCasps(otherFormats());
    const bybit = parsed.rows.find((row) => row.legal_name === 'Bybit EU GmbH')!;
    const before = baseline.rows.find((row) => row.legal_name === 'Bybit EU GmbH')!;
    expect({ ...bybit, line: 0 }).toEqual({ ...before, line: 0 });
  });
});
