import type { RegisterChange } from './changes';
import type { CaspFirm } from './firms';
import type { RowProblem } from './parse';

/** What the register job knows after a run, and all a build needs to publish the register set and show the pages. */
export interface RegisterSource {
  readonly url: string;
  readonly fetched_at: string;
  /** The latest `ac_lastupdate` of the file. */
  readonly file_date: string | null;
  readonly rows: number;
  readonly rows_skipped: number;
  readonly problems: readonly RowProblem[];
}

export interface RegisterState {
  readonly version: 1;
  readonly source: RegisterSource;
  /** Firms with a Nordic home or a passport into a Nordic country, in file order. */
  readonly firms: readonly CaspFirm[];
  /** Newest first; never shortened. */
  readonly changes: readonly RegisterChange[];
  /** The day of the first run the history compares from. */
  readonly since: string | null;
}

/** ESMA's page about the interim register (lists the CSV files). */
export const ESMA_REGISTER_PAGE =
  'https://www.esma.europa.eu/esmas-activities/digital-finance-and-innovation/markets-crypto-assets-regulation-mica';
