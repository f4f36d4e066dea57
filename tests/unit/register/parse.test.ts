import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_FAILED_ROW_SHARE, NORDIC_COUNTRIES } from '@/lib/register/constants';
import { firmsOf, firmStatus, nordicFirms } from '@/lib/register/firms';
import { isValidLei, parseCasps, RegisterFileError } from '@/lib/register/parse';

/**
 * ESMA's CASPS.csv as a class of files : each quirk the published file has
 * shown in 2026 is an edited copy of the real April 2026 file, and must read the same as the
 * original (or be reported, never guessed).
 */
/** ESMA's CASPS.csv of about 2026-04-07, byte for byte (UTF-8 with a BOM, CRLF, a line break in a quoted cell). */
const FIXTURE = 'tests/fixtures/register/CASPS-2026-04-07.csv';
const real = readFileSync(FIXTURE, 'utf8');

/** The file's lines as published (CRLF), without the BOM. */
const text = real.replace(/^\uFEFF/, '');

function rowOf(name: string, source = text) {
  const row = parseCasps(source).rows.find((candidate) => candidate.legal_name === name);
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** Replaces one exact piece of the file (it must be there once). */
function edit(source: string, from: string, to: string): string {
  expect(source.split(from), `"${from}" once in the file`).toHaveLength(2);
  return source.replace(from, to);
}

describe('the real file', () => {
  it('reads every row but the one without an authorisation date, which is reported with its line', () => {
    const parsed = parseCasps(readFileSync(FIXTURE));
    expect(parsed.total).toBe(177);
    expect(parsed.rows).toHaveLength(176);
    expect(parsed.problems.filter((problem) => problem.skipped)).toEqual([
      { line: 10, reason: 'ac_authorisationNotificationDate is empty', skipped: true },
    ]);
  });

  // Counted with Python's csv module (DictReader, utf-8-sig), keyed on the LEI cell: firms with
  // the country as home, and firms from elsewhere whose passport list names it.
  it('gives per country the counts of an independent count of the same file', () => {
    const expected = { NO: [0, 71], SE: [1, 85], DK: [3, 83], FI: [5, 83], IS: [0, 65] };
    const firms = nordicFirms(firmsOf(parseCasps(real).rows));
    for (const country of NORDIC_COUNTRIES) {
      const home = firms.filter((firm) => firm.home === country).length;
      const passporting = firms.filter((firm) => firm.home !== country && firm.countries.includes(country)).length;
      expect([home, passporting], country).toEqual(expected[country]);
    }
  });

  it('finds the Nordic firms under their own supervisor name, whatever the file writes', () => {
    const firms = firmsOf(parseCasps(real).rows);
    const safello = firms.find((firm) => firm.legal_name === 'Safello AB')!;
    expect(safello.supervisor).toBe('Finansinspektionen');
    expect(safello.countries).toEqual([]);
    expect(safello.nordic).toEqual(['SE']);
    const coinmotion = firms.find((firm) => firm.legal_name === 'Coinmotion Oy')!;
    expect(coinmotion.home).toBe('FI');
    expect(coinmotion.lei).toMatch(/^[A-Z0-9]{20}$/);
  });
});

describe('quirks of the class of file', () => {
  const baseline = parseCasps(real);

  it('reads the same without a BOM and with LF line endings', () => {
    const plain = parseCasps(text.replace(/\r\n/g, '\n'));
    expect(plain.rows.map((row) => ({ ...row, line: 0 }))).toEqual(baseline.rows.map((row) => ({ ...row, line: 0 })));
  });

  it('keeps a quoted cell with a line break in one row, and counts lines after it right', () => {
    const withBreak = edit(text, '"Donau-City-Stra', '"Line one\r\nDonau-City-Stra');
    const parsed = parseCasps(withBreak);
    expect(parsed.rows).toHaveLength(176);
    expect(parsed.problems.find((problem) => problem.skipped)?.line).toBe(11);
  });

  it('ignores a trailing empty header column, with or without the empty cell in each row', () => {
    const lines = text.split('\r\n');
    const header = `${lines[0]},`;
    const withColumn = [header, ...lines.slice(1).map((line, i) => (i % 2 === 0 && line !== '' ? `${line},` : line))].join('\r\n');
    const parsed = parseCasps(withColumn);
    expect(parsed.rows.map((row) => row.legal_name)).toEqual(baseline.rows.map((row) => row.legal_name));
  });

  it('reads dates written dd.mm.yyyy as dd/mm/yyyy', () => {
    const line = text.split('\r\n').find((candidate) => candidate.includes('Safello AB'))!;
    const dots = line.replace(/(\d{2})\/(\d{2})\/(\d{4})/g, '$1.$2.$3');
    expect(dots).not.toBe(line);
    expect(rowOf('Safello AB', edit(text, line, dots))).toEqual(rowOf('Safello AB'));
  });

  it('reads country lists with spaces, mixed case, empty items and EL for Greece', () => {
    const line = text.split('\r\n').find((candidate) => candidate.includes('Bybit EU GmbH'))!;
    const messy = line.replace('BE|BG|CY|CZ|DE|DK|EE|ES|FI|FR|GR|', ' be | bg||cy|Cz | de|dK|EE | es|fi |FR|EL|');
    expect(rowOf('Bybit EU GmbH', edit(text, line, messy)).countries).toEqual(rowOf('Bybit EU GmbH').countries);
  });

  it('leaves out a malformed country item and says so, keeping the rest', () => {
    const line = text.split('\r\n').find((candidate) => candidate.includes('Bybit EU GmbH'))!;
    const parsed = parseCasps(edit(text, line, line.replace('|NO|', '|N0|')));
    const row = parsed.rows.find((candidate) => candidate.legal_name === 'Bybit EU GmbH')!;
    expect(row.countries).not.toContain('NO');
    expect(row.countries).toHaveLength(rowOf('Bybit EU GmbH').countries.length - 1);
    expect(parsed.problems).toContainEqual({ line: 2, reason: expect.stringContaining('"N0"'), skipped: false });
  });

  it('keys supervisors on the country code: stray spaces and other spellings name one supervisor', () => {
    const line = text.split('\r\n').find((candidate) => candidate.includes('Coinmotion Oy'))!;
    const respelled = edit(text, line, line.replace('Finanssivalvonta (FIN-FSA)', '  Finnish Financial  Supervisory Authority '));
    const firms = firmsOf(parseCasps(respelled).rows).filter((firm) => firm.home === 'FI');
    expect(new Set(firms.map((firm) => firm.supervisor))).toEqual(new Set(['Finanssivalvonta (FIN-FSA)']));
  });

  it('treats rows as authorisations: two rows with one LEI are one firm', () => {
    const firms = firmsOf(baseline.rows);
    const euwax = firms.filter((firm) => firm.legal_name === 'EUWAX AG');
    expect(euwax).toHaveLength(1);
    expect(euwax[0]!.lines).toHaveLength(2);
    expect(firms.length).toBe(new Set(firms.map((firm) => firm.id)).size);
  });

  it('keeps a row whose LEI fails its check digits, with the LEI as published and its verdict, keyed on its name', () => {
    const line = text.split('\r\n').find((candidate) => candidate.includes('Safello AB'))!;
    const lei = rowOf('Safello AB').lei!;
    const parsed = parseCasps(edit(text, line, line.replace(lei, `${lei.slice(0, 19)}X`)));
    const row = parsed.rows.find((candidate) => candidate.legal_name === 'Safello AB')!;
    expect(row.lei).toBe(`${lei.slice(0, 19)}X`);
    expect(row.lei_valid).toBe(false);
    expect(firmsOf(parsed.rows).find((firm) => firm.legal_name === 'Safello AB')!.id).toBe('name-se-safello-ab');
    expect(isValidLei(lei)).toBe(true);
  });

  it('reads a blank passport list as serving the home country only', () => {
    const safello = firmsOf(baseline.rows).find((firm) => firm.legal_name === 'Safello AB')!;
    expect(safello.countries).toEqual([]);
    expect(safello.nordic).toEqual(['SE']);
  });

  it('keeps a future authorisation date as published, and calls the firm not yet authorised', () => {
    const line = text.split('\r\n').find((candidate) => candidate.includes('Safello AB'))!;
    const future = edit(text, line, line.replace('13/10/2025', '13/10/2031'));
    const firm = firmsOf(parseCasps(future).rows).find((candidate) => candidate.legal_name === 'Safello AB')!;
    expect(firm.authorised).toBe('2031-10-13');
    expect(firmStatus(firm, '2026-11-27')).toBe('not-yet');
    expect(firmStatus({ authorised: '2025-01-01', ended: '2026-01-01' }, '2026-11-27')).toBe('ended');
  });

  it('skips a row it cannot read (an impossible date) with its line, never guessing', () => {
    const line = text.split('\r\n').find((candidate) => candidate.includes('Safello AB'))!;
    const parsed = parseCasps(edit(text, line, line.replace('13/10/2025', '31/02/2025')));
    expect(parsed.rows.find((row) => row.legal_name === 'Safello AB')).toBeUndefined();
    expect(parsed.problems).toContainEqual({ line: 173, reason: expect.stringContaining('31/02/2025'), skipped: true });
  });
});

describe('a file that cannot be trusted', () => {
  it(`fails when more than ${MAX_FAILED_ROW_SHARE * 100} % of rows cannot be read`, () => {
    const lines = text.split('\r\n');
    const share = Math.ceil(lines.length * MAX_FAILED_ROW_SHARE) + 2;
    const broken = lines.map((line, i) => (i > 0 && i <= share ? line.replace(/\d{2}\/\d{2}\/\d{4}/, '99/99/9999') : line));
    expect(() => parseCasps(broken.join('\r\n'))).toThrow(/rows could not be read \(more than 10 %\)/);
  });

  it('fails on an empty file, an HTML page, a truncated file and a header of another file', () => {
    expect(() => parseCasps('')).toThrow(RegisterFileError);
    expect(() => parseCasps('\uFEFF\r\n')).toThrow(/empty/);
    expect(() => parseCasps('<!DOCTYPE html><html><body>Service unavailable</body></html>')).toThrow(/HTML page/);
    expect(() => parseCasps(text.slice(0, text.indexOf('Donau-City') + 5))).toThrow(/not valid CSV/);
    expect(() => parseCasps('name,country\r\nFiri,NO\r\n')).toThrow(/lacks the column/);
    expect(() => parseCasps(text.split('\r\n')[0]!)).toThrow(/no rows/);
  });
});
