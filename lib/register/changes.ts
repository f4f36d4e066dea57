import type { ExchangeId } from '@/lib/markets/constants';
import type { NordicCountry } from './constants';
import type { CaspFirm } from './firms';
import { comparableName } from './match';
import { findExchangeFirm, type DeskExchangeRef } from './standing';

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
  readonly nordic_before: readonly NordicCountry[] | null;
  readonly exchange: ExchangeId | null;
}

const COMPARED = ['legal_name', 'commercial_name', 'website', 'home', 'services', 'countries', 'nordic', 'authorised', 'ended'] as const;

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function change(kind: ChangeKind, firm: CaspFirm, at: string, before: CaspFirm | null, fields: readonly string[] = []): RegisterChange {
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
    nordic_before: before ? before.nordic : null,
    exchange: null,
  };
}

/** Which firm of `after` each firm of `before` is: the same id; else the same valid LEI and legal name; else the only firm with that LEI on both sides (a rename); else the same name and home (an LEI corrected). An id may change when a second firm takes an LEI, never the firm. */
function pairFirms(before: readonly CaspFirm[], after: readonly CaspFirm[]): Map<CaspFirm, CaspFirm> {
  const pairs = new Map<CaspFirm, CaspFirm>();
  const taken = new Set<CaspFirm>();
  const validLei = (firm: CaspFirm) => (firm.lei && firm.lei_valid ? firm.lei : null);
  const passes: Array<[(firm: CaspFirm) => string | null, (old: CaspFirm, fresh: CaspFirm) => boolean]> = [
    [(firm) => firm.id, () => true],
    [(firm) => validLei(firm) && `${validLei(firm)}|${comparableName(firm.legal_name)}`, () => true],
    [validLei, () => true],
    // Two valid, different LEIs are two firms, whatever their names.
    [(firm) => `${firm.home}|${comparableName(firm.legal_name)}`, (old, fresh) => !(validLei(old) && validLei(fresh))],
  ];
  const group = (firms: readonly CaspFirm[], key: (firm: CaspFirm) => string | null) => {
    const byKey = new Map<string, CaspFirm[]>();
    for (const firm of firms) {
      const value = key(firm);
      if (value) byKey.set(value, [...(byKey.get(value) ?? []), firm]);
    }
    return byKey;
  };
  for (const [key, allowed] of passes) {
    const right = group(
      after.filter((firm) => !taken.has(firm)),
      key,
    );
    for (const [value, olds] of group(
      before.filter((firm) => !pairs.has(firm)),
      key,
    )) {
      const news = right.get(value);
      if (olds.length === 1 && news?.length === 1 && allowed(olds[0]!, news[0]!)) {
        pairs.set(olds[0]!, news[0]!);
        taken.add(news[0]!);
      }
    }
  }
  return pairs;
}

/** The changes from `before` (the last published set) to `after`, at `at` (ISO), in a fixed order. */
export function diffFirms(before: readonly CaspFirm[], after: readonly CaspFirm[], at: string): RegisterChange[] {
  const pairs = pairFirms(before, after);
  const previousOf = new Map([...pairs].map(([old, fresh]) => [fresh, old]));
  const changes: RegisterChange[] = [];
  for (const firm of after) {
    const was = previousOf.get(firm);
    if (!was) {
      changes.push(change('added', firm, at, null));
      continue;
    }
    if (was.ended === null && firm.ended !== null) {
      changes.push(change('withdrawn', firm, at, was, ['ended']));
      continue;
    }
    const fields = COMPARED.filter((field) => !same(was[field], firm[field]));
    if (fields.length > 0) changes.push(change('changed', firm, at, was, fields));
  }
  for (const firm of before) if (!pairs.has(firm)) changes.push(change('withdrawn', firm, at, firm));
  return changes;
}

/** A change that alters whom an exchange may serve: it came, it went (or its authorisation ended), or its Nordic countries moved. */
export function isStandingChange(change: Pick<RegisterChange, 'kind' | 'fields'>): boolean {
  return change.kind !== 'changed' || change.fields.includes('nordic') || change.fields.includes('ended');
}

/** Each change of a firm that is an exchange of the markets page, named with the exchange (found as the pages find it, in the set before or after the change), first of its run: what readers who follow prices must see. */
export function markDeskChanges(
  changes: readonly RegisterChange[],
  before: readonly CaspFirm[],
  after: readonly CaspFirm[],
  desk: readonly DeskExchangeRef[],
): RegisterChange[] {
  const exchangeOf = new Map<string, ExchangeId>();
  for (const ref of desk) {
    for (const firms of [before, after]) {
      const found = findExchangeFirm(firms, ref);
      if (found) exchangeOf.set(found.firm.id, ref.id as ExchangeId);
    }
  }
  const marked = changes.map((row) => ({ ...row, exchange: exchangeOf.get(row.firm_id) ?? null }));
  const rank = (row: RegisterChange) => (row.exchange === null ? 2 : isStandingChange(row) ? 0 : 1);
  return marked
    .map((row, i) => ({ row, i }))
    .sort((a, b) => rank(a.row) - rank(b.row) || a.i - b.i)
    .map(({ row }) => row);
}

/** The history with this run's changes in front (newest first); earlier rows are never altered or dropped. */
export function appendChanges(history: readonly RegisterChange[], fresh: readonly RegisterChange[]): RegisterChange[] {
  const known = new Set(history.map((row) => row.id));
  return [...fresh.filter((row) => !known.has(row.id)), ...history];
}
