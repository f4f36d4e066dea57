import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildContext } from '@/lib/core/context';
import { writeFileAtomic } from '@/lib/node/atomic';
import { DEFAULT_LOCK_WAIT_MS } from '@/lib/node/lock';
import { faultPoint } from '@/lib/node/faults';
import { commitFileSet, recoverFileSets, withFileSetLock, type FileSetEntry } from '@/lib/node/transaction';
import { EXCHANGES } from '@/lib/markets/exchanges';
import { publishedCaspListSchema, publishedChangesSchema } from '@/lib/schemas/register';
import { appendChanges, diffFirms, markDeskChanges } from '../changes';
import { MAX_NORDIC_SHRINK_SHARE } from '../constants';
import { firmsOf, nordicFirms } from '../firms';
import { parseCasps, type RowProblem } from '../parse';
import { normaliseState, stateFromDocuments } from '../published';
import { findExchangeFirm, type DeskExchangeRef } from '../standing';
import type { RegisterState } from '../state';

/** The register job: fetch and read ESMA's CASPS.csv; a failure throws before the folder is touched, so the last good set stays. */

/** What the register job may write in the published folder. */
export const REGISTER_SCOPE = ['api/v1/rules/'] as const;
export const PUBLISHED_CASPS = 'api/v1/rules/casps.json';
export const PUBLISHED_CHANGES = 'api/v1/rules/changes.json';
/** Default place of the job's copy of the state, read by the build (relative to the project root). */
export const DEFAULT_REGISTER_SNAPSHOT = '.register/snapshot.json';
/** The committed state from the shared copy of the file (2026-04-07), for a clone that never ran the job. */
export const SEED_REGISTER_SNAPSHOT = 'data/register/snapshot.json';

export type CsvFetch = (url: string) => Promise<{ ok: true; body: Uint8Array } | { ok: false; error: string }>;

/** The documents of a state, paths relative to `api/v1/` (lib/api/register-documents.ts, handed in by the script). */
export type RegisterDocuments = (state: RegisterState, ctx: BuildContext) => ReadonlyArray<{ path: string; content: string }>;

export class RegisterRefreshError extends Error {
  override name = 'RegisterRefreshError';
}

export interface RegisterRefreshOptions {
  readonly outDir: string;
  readonly url: string;
  readonly fetchCsv: CsvFetch;
  readonly documents: RegisterDocuments;
  readonly ctx: BuildContext;
  /** Where to keep a copy of the new state for the build; null: none. */
  readonly snapshotFile: string | null;
  readonly lockWaitMs?: number;
  readonly log?: (line: string) => void;
  /** Take a file whose firms in Nordic scope fell by more than MAX_NORDIC_SHRINK_SHARE against the last good set (`--accept-shrink`). */
  readonly acceptShrink?: boolean;
}

export interface RegisterRefreshOutcome {
  readonly state: RegisterState;
  readonly fileCount: number;
  readonly changed: number;
  readonly newChanges: number;
  readonly problems: readonly RowProblem[];
  readonly desk: ReadonlyArray<{ ref: DeskExchangeRef; found: ReturnType<typeof findExchangeFirm> }>;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new RegisterRefreshError(`${file} is not readable JSON (${(error as Error).message}); nothing was written`);
  }
}

/** The last published state of `outDir`, or null when it has none. A damaged file stops the run (it holds the history). */
export function readPublishedState(outDir: string): RegisterState | null {
  const caspsFile = path.join(outDir, PUBLISHED_CASPS);
  if (!existsSync(caspsFile)) return null;
  const casps = publishedCaspListSchema.safeParse(readJson(caspsFile));
  if (!casps.success)
    throw new RegisterRefreshError(`${caspsFile} does not match its schema (${casps.error.issues[0]?.message}); nothing was written`);
  const changesFile = path.join(outDir, PUBLISHED_CHANGES);
  let changes = null;
  if (existsSync(changesFile)) {
    const parsed = publishedChangesSchema.safeParse(readJson(changesFile));
    if (!parsed.success)
      throw new RegisterRefreshError(`${changesFile} does not match its schema (${parsed.error.issues[0]?.message}); nothing was written`);
    changes = parsed.data;
  }
  return stateFromDocuments(casps.data, changes);
}

/** The exchanges of the markets page, as the register finds them (their LEI and legal name, lib/markets/exchanges/<id>.ts). */
export const DESK_EXCHANGES: readonly DeskExchangeRef[] = EXCHANGES.map(({ id, name, legal_name, lei }) => ({ id, name, legal_name, lei }));

/** The new state from a file's bytes and the previous state (pure apart from reading `ctx.generatedAt`). */
export function nextState(
  body: Uint8Array | string,
  url: string,
  previous: RegisterState | null,
  ctx: BuildContext,
  desk: readonly DeskExchangeRef[] = DESK_EXCHANGES,
): RegisterState {
  const parsed = parseCasps(body);
  const firms = nordicFirms(firmsOf(parsed.rows));
  const at = ctx.generatedAt;
  const fresh = previous ? markDeskChanges(diffFirms(previous.firms, firms, at), previous.firms, firms, desk) : [];
  const fileDate = parsed.rows.reduce<string | null>((max, row) => (row.updated && (!max || row.updated > max) ? row.updated : max), null);
  return {
    version: 1,
    source: {
      url,
      fetched_at: at,
      file_date: fileDate,
      rows: parsed.total,
      rows_skipped: parsed.problems.filter((problem) => problem.skipped).length,
      problems: parsed.problems,
    },
    firms,
    changes: appendChanges(previous?.changes ?? [], fresh),
    since: previous?.since ?? at.slice(0, 10),
  };
}

export function renderRegisterFiles(state: RegisterState, ctx: BuildContext, documents: RegisterDocuments): FileSetEntry[] {
  return documents(state, ctx).map((file) => ({ path: `api/v1/${file.path}`, content: file.content }));
}

export async function refreshRegister(options: RegisterRefreshOptions): Promise<RegisterRefreshOutcome> {
  const log = options.log ?? (() => undefined);
  await recoverFileSets(options.outDir, { log, command: 'register refresh', waitMs: options.lockWaitMs ?? DEFAULT_LOCK_WAIT_MS });
  const fetched = await options.fetchCsv(options.url);
  if (!fetched.ok) throw new RegisterRefreshError(`could not fetch ${options.url}: ${fetched.error}; the last good set is unchanged`);
  // Read the file once outside the lock, so a file that does not read never waits for it.
  try {
    parseCasps(fetched.body);
  } catch (error) {
    throw new RegisterRefreshError(`${options.url}: ${(error as Error).message}; the last good set is unchanged`);
  }
  return withFileSetLock(
    options.outDir,
    { command: 'register refresh', waitMs: options.lockWaitMs ?? DEFAULT_LOCK_WAIT_MS, log },
    (lock) => {
      const previous = readPublishedState(options.outDir);
      const state = nextState(fetched.body, options.url, previous, options.ctx);
      const shrink = shrinkReason(previous, state);
      if (shrink && !options.acceptShrink) {
        throw new RegisterRefreshError(
          `${options.url}: ${shrink}, more than ${MAX_NORDIC_SHRINK_SHARE * 100} %: the file looks cut or wrong, so it is refused and the last good set is unchanged; if the drop is real, run again with --accept-shrink`,
        );
      }
      if (shrink) log(`register refresh: ${shrink}; taken (--accept-shrink)`);
      const files = renderRegisterFiles(state, options.ctx, options.documents);
      const result = commitFileSet(lock, files, {
        scope: REGISTER_SCOPE,
        pruneJsonIn: ['api/v1/rules/casps'],
        faults: faultPoint('register', 'write'),
      });
      if (options.snapshotFile) writeFileAtomic(options.snapshotFile, `${JSON.stringify(state, null, 2)}\n`);
      return {
        state,
        fileCount: files.length,
        changed: result.written + result.removed,
        newChanges: state.changes.length - (previous?.changes.length ?? 0),
        problems: state.source.problems,
        desk: DESK_EXCHANGES.map((ref) => ({ ref, found: findExchangeFirm(state.firms, ref) })),
      };
    },
  );
}

export function shrinkReason(previous: RegisterState | null, next: RegisterState): string | null {
  const before = previous?.firms.length ?? 0;
  const after = next.firms.length;
  if (before === 0 || after >= before * (1 - MAX_NORDIC_SHRINK_SHARE)) return null;
  const share = Math.round(((before - after) / before) * 1000) / 10;
  return `the firms in Nordic scope fell from ${before} to ${after} (−${share} %) against the last good set`;
}

/** The state a build shows: the job's copy when there is a valid one, else the committed seed; null when neither reads. */
export function loadRegisterState(files: readonly string[] = [DEFAULT_REGISTER_SNAPSHOT, SEED_REGISTER_SNAPSHOT]): RegisterState | null {
  for (const file of files) {
    if (!existsSync(file)) continue;
    try {
      const state = JSON.parse(readFileSync(file, 'utf8')) as RegisterState;
      if (state.version === 1 && Array.isArray(state.firms) && Array.isArray(state.changes)) return normaliseState(state);
    } catch {
      // A damaged copy: the next one is tried; register data never fails a build.
    }
    console.warn(`register: ${file} is not a register snapshot; left out`);
  }
  return null;
}
