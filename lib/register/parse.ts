import { parse } from 'csv-parse/sync';
import {
  readCountries,
  readCountry,
  readDate,
  readLei,
  readServices,
  readWebsites,
  type CellRead,
  type RepairKind,
  type WebLink,
} from './cells';
import { MAX_FAILED_ROW_SHARE, REQUIRED_COLUMNS, type ServiceCode } from './constants';

export { isValidLei, type WebLink } from './cells';

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
  /** The LEI as published, cleaned of spaces and stray punctuation (cells.ts, readLei); null only for a blank cell. */
  readonly lei: string | null;
  readonly lei_valid: boolean;
  readonly commercial_name: string | null;
  readonly website: string | null;
  /** Its addresses, each a link of its own, or text where one is not an address. */
  readonly websites: readonly WebLink[];
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
  /** True: the row was left out. False: the row is kept, this part of it was not read (or was repaired). */
  readonly skipped: boolean;
  /** What was repaired (the row is kept, the repair named in `reason`); absent for anything else. */
  readonly repair?: RepairKind;
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

function tidy(cell: string | undefined): string {
  return (cell ?? '').replace(/\s+/g, ' ').trim();
}

function orNull(cell: string | undefined): string | null {
  const value = tidy(cell);
  return value === '' ? null : value;
}

function readRow(cells: Cells, line: number, notes: RowProblem[]): CaspRow {
  const note = (reason: string) => notes.push({ line, reason, skipped: false });
  const take = <T>(read: CellRead<T>): T => {
    for (const repair of read.repairs) notes.push({ line, reason: repair.reason, skipped: false, repair: repair.kind });
    for (const reason of read.notes) note(reason);
    return read.value;
  };
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
    notes.push({ line, reason: `ae_homeMemberState is empty; home ${home} read from ae_lei_cou_code`, skipped: false, repair: 'home' });
  }

  const { lei, valid } = take(readLei(cells.ae_lei ?? ''));
  const services = take(readServices(cells.ac_serviceCode ?? ''));
  if (services.length === 0) throw new Error('ac_serviceCode names no service a–j');
  const countries = take(readCountries(cells.ac_serviceCode_cou ?? ''));
  const websites = take(readWebsites(cells.ae_website ?? ''));

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
    lei_valid: valid,
    commercial_name: orNull(cells.ae_commercial_name),
    website: orNull(cells.ae_website),
    websites,
    services,
    countries,
    authorised,
    ended,
    updated,
    comments: orNull(cells.ac_comments),
  };
}

interface RawRecord {
  readonly record: string[];
  readonly raw: string;
}

/** A download cut short ends inside its last row: no line end after it, and fewer cells than the header (or a row that did not read). The real file ends without a line end after a whole row. */
function cutLastRow(
  text: string,
  last: RawRecord | undefined,
  line: number,
  width: number,
  problems: readonly RowProblem[],
): string | null {
  if (!last || /[\r\n]$/.test(text)) return null;
  if (last.record.length < width) {
    return `the last row (line ${line}) is cut: the file ends without a line end after ${last.record.length} of ${width} cells`;
  }
  const skipped = problems.find((problem) => problem.skipped && problem.line === line);
  return skipped
    ? `the last row (line ${line}) looks cut: the file ends without a line end and the row does not read (${skipped.reason})`
    : null;
}

export function parseCasps(input: string | Uint8Array): ParsedRegister {
  const text = typeof input === 'string' ? input : new TextDecoder('utf-8').decode(input);
  if (text.replace(/^\uFEFF/, '').trim() === '') throw new RegisterFileError('the file is empty');
  let records: RawRecord[];
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
  let last: { entry: RawRecord; line: number } | null = null;
  for (const entry of body) {
    const { record, raw } = entry;
    const line = nextLine;
    nextLine += breaks(raw);
    if (record.length === 1 && record[0]?.trim() === '') continue;
    total += 1;
    last = { entry, line };
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
  const cut = cutLastRow(text, last?.entry, last?.line ?? 0, width, problems);
  if (cut) throw new RegisterFileError(cut);
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
