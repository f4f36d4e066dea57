import { parse } from 'csv-parse/sync';
import { COUNTRY_ALIASES, EEA_COUNTRIES, MAX_FAILED_ROW_SHARE, REQUIRED_COLUMNS, SERVICE_CODES, type ServiceCode } from './constants';

/** Reads ESMA's CASPS.csv as a class of files, not one copy; a row that cannot be read is reported by line and skipped, never guessed. */

/** One row of the file: one authorisation, not one firm (a firm may have several rows). */
export interface CaspRow {
  /** Line of the file where the row starts (1 is the header). */
  readonly line: number;
  /** Home country code (`GR` for Greece), from the home column, else the LEI country column. */
  readonly home: string;
  /** The supervisor's name as the row writes it, spaces tidied; the page keys supervisors on `home`. */
  readonly supervisor: string;
  readonly legal_name: string;
  /** A well-formed LEI (ISO 17442, check digits verified), else null. */
  readonly lei: string | null;
  /** The LEI cell as published when it is not a valid LEI; null otherwise. */
  readonly lei_as_published: string | null;
  readonly commercial_name: string | null;
  readonly website: string | null;
  readonly services: readonly ServiceCode[];
  /** Countries of the passport list, as codes, sorted, without duplicates (may be empty). */
  readonly countries: readonly string[];
  readonly authorised: string;
  readonly ended: string | null;
  readonly updated: string | null;
  readonly comments: string | null;
}

export interface RowProblem {
  readonly line: number;
  readonly reason: string;
  /** True: the row was left out. False: the row is kept, this part of it was not read. */
  readonly skipped: boolean;
}

export interface ParsedRegister {
  readonly rows: readonly CaspRow[];
  readonly problems: readonly RowProblem[];
  /** Data rows in the file (read or not). */
  readonly total: number;
}

export class RegisterFileError extends Error {
  override name = 'RegisterFileError';
}

type Cells = Readonly<Record<string, string>>;

const DATE = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `dd/mm/yyyy`, `dd.mm.yyyy` (or ISO) to `YYYY-MM-DD`; null for a blank cell; throws for anything else. */
export function readDate(cell: string, column: string): string | null {
  const value = cell.trim();
  if (value === '') return null;
  const dmy = DATE.exec(value);
  const iso = ISO_DATE.exec(value);
  const [year, month, day] = dmy ? [dmy[3], dmy[2], dmy[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (year && month && day) {
    const y = Number(year);
    const m = Number(month);
    const d = Number(day);
    const date = new Date(Date.UTC(y, m - 1, d));
    if (date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d) {
      return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
    }
  }
  throw new Error(`${column} ${JSON.stringify(value.slice(0, 40))} is not a date (dd/mm/yyyy)`);
}

/** A country cell or list item to its code, or null when it is not an EU/EEA country code. */
export function readCountry(item: string): string | null {
  const code = item.trim().toUpperCase();
  const known = COUNTRY_ALIASES[code] ?? code;
  return EEA_COUNTRIES.has(known) ? known : null;
}

/** ISO 17442: 18 letters or digits, then two check digits; the whole, as a number in base 36, mod 97 is 1. */
export function isValidLei(value: string): boolean {
  if (!/^[A-Z0-9]{18}[0-9]{2}$/.test(value)) return false;
  let remainder = 0;
  for (const char of value) {
    const digits = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The services MiCA Art. 3(1)(16) names, by the words of its definition. */
const SERVICE_WORDING: ReadonlyArray<readonly [ServiceCode, RegExp]> = [
  ['a', /custody and administration of crypto-assets/],
  ['b', /operati(?:on of|ng) a trading platform/],
  ['c', /exchange of crypto-assets for funds/],
  ['d', /exchange of crypto-assets for other crypto-assets/],
  ['e', /execution of orders/],
  ['f', /placing of crypto-assets/],
  ['g', /reception and transmission of orders/],
  ['h', /advice on crypto-assets/],
  ['i', /portfolio management/],
  ['j', /transfer services for crypto-assets/],
];

/** An item of the services cell: its letter (`c. exchange …`), else the statutory wording it contains. */
export function serviceCodesOf(item: string): ServiceCode[] {
  const letter = /^([a-j])\s*[.)]/i.exec(item.trim())?.[1]?.toLowerCase();
  if (letter) return [letter as ServiceCode];
  const text = item.toLowerCase().replace(/\s+/g, ' ');
  return SERVICE_WORDING.filter(([, wording]) => wording.test(text)).map(([code]) => code);
}

function tidy(cell: string | undefined): string {
  return (cell ?? '').replace(/\s+/g, ' ').trim();
}

function orNull(cell: string | undefined): string | null {
  const value = tidy(cell);
  return value === '' ? null : value;
}

function readRow(cells: Cells, line: number, notes: RowProblem[]): CaspRow {
  const note = (reason: string) => notes.push({ line, reason, skipped: false });
  const legalName = tidy(cells.ae_lei_name);
  if (legalName === '') throw new Error('ae_lei_name is empty');

  const homeCell = tidy(cells.ae_homeMemberState);
  let home = homeCell === '' ? null : readCountry(homeCell);
  if (homeCell !== '' && home === null) throw new Error(`ae_homeMemberState ${JSON.stringify(homeCell)} is not an EU/EEA country code`);
  if (home === null) {
    // The home column is blank in some rows; the LEI's own country column says where the firm is.
    const leiCountry = tidy(cells.ae_lei_cou_code);
    home = leiCountry === '' ? null : readCountry(leiCountry);
    if (home === null) throw new Error('ae_homeMemberState is empty and ae_lei_cou_code names no EU/EEA country');
    note(`ae_homeMemberState is empty; home ${home} read from ae_lei_cou_code`);
  }

  const leiCell = tidy(cells.ae_lei).replace(/\s/g, '').toUpperCase();
  const lei = isValidLei(leiCell) ? leiCell : null;
  if (lei === null) note(leiCell === '' ? 'ae_lei is empty' : `ae_lei ${JSON.stringify(leiCell)} is not a valid LEI`);

  const services = new Set<ServiceCode>();
  for (const item of tidy(cells.ac_serviceCode).split('|')) {
    const text = item.trim();
    if (text === '') continue;
    const codes = serviceCodesOf(text);
    for (const code of codes) services.add(code);
    if (codes.length === 0) note(`ac_serviceCode item ${JSON.stringify(text.slice(0, 40))} names no service a–j; left out`);
  }
  if (services.size === 0) throw new Error('ac_serviceCode names no service a–j');

  const countries = new Set<string>();
  for (const item of (cells.ac_serviceCode_cou ?? '').split('|')) {
    if (item.trim() === '') continue;
    const code = readCountry(item);
    if (code) countries.add(code);
    else note(`ac_serviceCode_cou item ${JSON.stringify(item.trim().slice(0, 20))} is not an EU/EEA country code; left out`);
  }

  const authorised = readDate(cells.ac_authorisationNotificationDate ?? '', 'ac_authorisationNotificationDate');
  if (authorised === null) throw new Error('ac_authorisationNotificationDate is empty');
  const ended = readDate(cells.ac_authorisationEndDate ?? '', 'ac_authorisationEndDate');
  let updated: string | null = null;
  try {
    updated = readDate(cells.ac_lastupdate ?? '', 'ac_lastupdate');
  } catch (error) {
    note(`${(error as Error).message}; left out`);
  }

  return {
    line,
    home,
    supervisor: tidy(cells.ae_competentAuthority),
    legal_name: legalName,
    lei,
    lei_as_published: lei === null && leiCell !== '' ? leiCell : null,
    commercial_name: orNull(cells.ae_commercial_name),
    website: orNull(cells.ae_website),
    services: SERVICE_CODES.filter((code) => services.has(code)),
    countries: [...countries].sort(),
    authorised,
    ended,
    updated,
    comments: orNull(cells.ac_comments),
  };
}

export function parseCasps(input: string | Uint8Array): ParsedRegister {
  const text = typeof input === 'string' ? input : new TextDecoder('utf-8').decode(input);
  if (text.replace(/^\uFEFF/, '').trim() === '') throw new RegisterFileError('the file is empty');
  let records: { record: string[]; raw: string }[];
  try {
    // Empty lines come through as records (and are dropped below), so every line is in some `raw`.
    records = parse(text, { bom: true, relax_column_count: true, raw: true }) as typeof records;
  } catch (error) {
    throw new RegisterFileError(`the file is not valid CSV (${(error as Error).message})`);
  }
  const [head, ...body] = records;
  const header = (head?.record ?? []).map((name) => name.trim());
  const missing = REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    const looksHtml = /^\s*</.test(text.replace(/^\uFEFF/, ''));
    throw new RegisterFileError(
      looksHtml ? 'the answer is an HTML page, not the register CSV' : `the header lacks the column(s) ${missing.join(', ')}`,
    );
  }
  // A trailing empty header cell (the file gained one in 2026) names no column.
  const width = header.length - [...header].reverse().findIndex((name) => name !== '');
  const rows: CaspRow[] = [];
  const problems: RowProblem[] = [];
  // csv-parse's own line count takes a CRLF inside quotes for two lines; the raw text does not lie.
  const breaks = (raw: string) => raw.match(/\r\n|\r|\n/g)?.length ?? 0;
  let nextLine = 1 + breaks(head?.raw ?? '');
  let total = 0;
  for (const { record, raw } of body) {
    const line = nextLine;
    nextLine += breaks(raw);
    if (record.length === 1 && record[0]?.trim() === '') continue;
    total += 1;
    const extra = record.slice(width);
    if (record.length < width || extra.some((cell) => cell.trim() !== '')) {
      problems.push({ line, reason: `${record.length} cells where the header has ${width}`, skipped: true });
      continue;
    }
    const cells: Record<string, string> = {};
    header.forEach((name, i) => {
      if (name !== '') cells[name] = record[i] ?? '';
    });
    const notes: RowProblem[] = [];
    try {
      rows.push(readRow(cells, line, notes));
      problems.push(...notes);
    } catch (error) {
      problems.push({ line, reason: (error as Error).message, skipped: true });
    }
  }
  if (total === 0) throw new RegisterFileError('the file has a header but no rows');
  const failed = problems.filter((problem) => problem.skipped).length;
  if (failed > total * MAX_FAILED_ROW_SHARE) {
    throw new RegisterFileError(
      `${failed} of ${total} rows could not be read (more than ${MAX_FAILED_ROW_SHARE * 100} %); first: line ${
        problems.find((problem) => problem.skipped)?.line
      }: ${problems.find((problem) => problem.skipped)?.reason}`,
    );
  }
  return { rows, problems, total };
}
