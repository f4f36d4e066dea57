import type { NordicCountry } from './constants';
import type { CaspFirm } from './firms';

/** What changed in the register between two runs, as rows of an append-only history. */
export type ChangeKind = 'added' | 'withdrawn' | 'changed';

export interface RegisterChange {
  /** `<date>-<kind>-<firm id>`: unique in the history (one run per firm and kind a day at most counts once). */
  readonly id: string;
  /** The day the run saw the change (UTC). */
  readonly date: string;
  readonly detected_at: string;
  readonly kind: ChangeKind;
  readonly firm_id: string;
  readonly lei: string | null;
  readonly legal_name: string;
  readonly home: string;
  /** Nordic countries the firm may serve after the change (before it, when withdrawn). */
  readonly nordic: readonly NordicCountry[];
  /** Fields that changed (only for `changed`). */
  readonly fields: readonly string[];
  /** The end date, when the change is one. */
  readonly ended: string | null;
}

const COMPARED = ['legal_name', 'commercial_name', 'website', 'home', 'services', 'countries', 'nordic', 'authorised', 'ended'] as const;

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function change(kind: ChangeKind, firm: CaspFirm, at: string, fields: readonly string[] = []): RegisterChange {
  const date = at.slice(0, 10);
  return {
    id: `${date}-${kind}-${firm.id}`,
    date,
    detected_at: at,
    kind,
    firm_id: firm.id,
    lei: firm.lei,
    legal_name: firm.legal_name,
    home: firm.home,
    nordic: firm.nordic,
    fields,
    ended: firm.ended,
  };
}

/** The changes from `before` (the last published set) to `after`, at `at` (ISO), in a fixed order. */
export function diffFirms(before: readonly CaspFirm[], after: readonly CaspFirm[], at: string): RegisterChange[] {
  const old = new Map(before.map((firm) => [firm.id, firm]));
  const fresh = new Map(after.map((firm) => [firm.id, firm]));
  const changes: RegisterChange[] = [];
  for (const firm of after) {
    const was = old.get(firm.id);
    if (!was) {
      changes.push(change('added', firm, at));
      continue;
    }
    if (was.ended === null && firm.ended !== null) {
      changes.push(change('withdrawn', firm, at, ['ended']));
      continue;
    }
    const fields = COMPARED.filter((field) => !same(was[field], firm[field]));
    if (fields.length > 0) changes.push(change('changed', firm, at, fields));
  }
  for (const firm of before) if (!fresh.has(firm.id)) changes.push(change('withdrawn', firm, at));
  return changes;
}

/** The history with this run's changes in front (newest first); earlier rows are never altered or dropped. */
export function appendChanges(history: readonly RegisterChange[], fresh: readonly RegisterChange[]): RegisterChange[] {
  const known = new Set(history.map((row) => row.id));
  return [...fresh.filter((row) => !known.has(row.id)), ...history];
}
