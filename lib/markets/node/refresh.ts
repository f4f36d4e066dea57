import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeContext } from '@/lib/core/context';
import { getConfig, readEnv, type SiteConfig } from '@/lib/config';
import { z } from 'zod';
import { fetchMarkets } from '../fetch';
import { appendSnapshot } from '../history';
import { withLastGood, type LastGoodSource } from '../last-good';
import type { MarketHistoryRow, MarketsSnapshot } from '../types';
import type { RegisterState } from '@/lib/register/state';
import { writeFileAtomic } from '@/lib/node/atomic';
import { fetchOptionsFromEnv } from './env';
import { LOCAL_HISTORY_DIR, PUBLISHED_HISTORY_DIR, readHistoryDir } from './history-files';
import { DEFAULT_LOCK_WAIT_MS, LockTimeoutError } from '@/lib/node/lock';
import { historyFiles, logoFiles, renderMarketFiles, type MarketDocumentFiles } from './render';
import { notFetchedSnapshot, readSnapshot, saveSnapshot, serialiseSnapshot } from './snapshot';
import { faultPoint } from '@/lib/node/faults';
import { commitFileSet, recoverFileSets, withFileSetLock, type FileSetEntry } from '@/lib/node/transaction';

type Env = Record<string, string | undefined>;

/** Whole-command budget: with no network the command ends quickly and never hangs a build. */
export const REFRESH_BUDGET_MS = 45_000;
export const PREBUILD_BUDGET_MS = 25_000;
/** A build waits less for another writer of `.markets/` than a refresh does: it goes on regardless. */
export const PREBUILD_LOCK_WAIT_MS = 60_000;

/** What a refresh may write in the published folder: the market catalogue and everything under markets/. */
export const PUBLISHED_SCOPE = ['api/v1/markets.json', 'api/v1/markets/'] as const;

export interface FetchStep {
  readonly env?: Env;
  readonly budgetMs?: number;
  /** How long to wait for another writer of the same folder (default: MARKETS_LOCK_WAIT_MS, else 120 s). */
  readonly lockWaitMs?: number;
  /** Progress and recovery lines (stderr by default). */
  readonly log?: (line: string) => void;
  /** The fetch's clock (default: the system's); a simulated week of refreshes gives its own. */
  readonly now?: () => Date;
}

async function fetchWithBudget({ env = readEnv(), budgetMs, now }: FetchStep, fallbackBudget: number): Promise<MarketsSnapshot> {
  return fetchMarkets({ ...fetchOptionsFromEnv(env), signal: AbortSignal.timeout(budgetMs ?? fallbackBudget), ...(now && { now }) });
}

function lockWait(options: FetchStep, fallback: number): number {
  const fromEnv = (options.env ?? readEnv()).MARKETS_LOCK_WAIT_MS;
  if (options.lockWaitMs !== undefined) return options.lockWaitMs;
  return fromEnv !== undefined && /^\d+$/.test(fromEnv) ? Number(fromEnv) : fallback;
}

/** One line per exchange: id, status, ticker count or the error. */
export function summaryLines(snapshot: MarketsSnapshot): string[] {
  return snapshot.exchanges.map((result) =>
    result.status === 'ok'
      ? `${result.id}: ok, ${result.tickers.length} tickers`
      : `${result.id}: error, ${result.error ?? 'unknown error'}`,
  );
}

export function anySucceeded(snapshot: MarketsSnapshot): boolean {
  return snapshot.exchanges.some((result) => result.status === 'ok');
}

/** Every pair's history after the snapshot, all written again so a set never mixes documents of two refreshes. */
function updatedHistory(previous: ReadonlyMap<string, readonly MarketHistoryRow[]>, snapshot: MarketsSnapshot) {
  return appendSnapshot(previous, snapshot);
}

export interface RefreshOptions extends FetchStep {
  /** Published folder; files go under `<outDir>/api/v1/`. */
  readonly outDir: string;
  readonly snapshotFile: string;
  readonly config?: SiteConfig;
  /** The registry's market documents (lib/api/market-documents.ts): the one producer of each. */
  readonly documents: MarketDocumentFiles;
  /** The last good register set for the exchanges' standing, read under the folder's lock (the register job's too). */
  readonly readRegister?: (outDir: string) => RegisterState | null;
}

export interface RefreshOutcome {
  readonly snapshot: MarketsSnapshot;
  /** False when every exchange failed, or a newer set was already published: nothing was written. */
  readonly written: boolean;
  /** Newest fetch time of the published files when they were fresher than this fetch (another writer went first). */
  readonly supersededBy?: string;
  /** Files in the new set, and how many of them actually changed on disk. */
  readonly fileCount: number;
  readonly changed: number;
  readonly lines: string[];
}

/** Tolerated clock difference between machines when comparing `generated_at` stamps. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** Newest `fetched_at` among the exchanges that answered: how fresh a set of prices is. */
function freshness(exchanges: readonly { status: string; fetched_at: string }[]): number {
  return Math.max(-Infinity, ...exchanges.filter((e) => e.status === 'ok').map((e) => Date.parse(e.fetched_at)));
}

// Read leniently: a `last_ok_at` that does not read (or a catalogue from before it) counts as none.
const publishedExchangesSchema = z.object({
  exchanges: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      fetched_at: z.iso.datetime(),
      last_ok_at: z.iso.datetime().nullable().optional().catch(null),
    }),
  ),
});

/** What the published catalogue says of each exchange, or null when there is none that reads. */
function publishedExchanges(outDir: string): LastGoodSource[] | null {
  try {
    const published = JSON.parse(readFileSync(path.join(outDir, 'api/v1/markets.json'), 'utf8')) as unknown;
    const parsed = publishedExchangesSchema.safeParse(published);
    return parsed.success ? parsed.data.exchanges : null;
  } catch {
    return null;
  }
}

/** The newest fetch time of the published exchanges when fresher than `ours` (another writer went first), else null. */
function newerPublished(published: readonly LastGoodSource[] | null, ours: MarketsSnapshot): string | null {
  if (!published) return null;
  const theirs = freshness(published);
  return theirs > freshness(ours.exchanges) && theirs <= Date.now() + CLOCK_SKEW_MS ? new Date(theirs).toISOString() : null;
}

/** The hourly refresh: undo interrupted writes, fetch, then under the lock append history and write every file as one set. */
export async function refreshMarkets(options: RefreshOptions): Promise<RefreshOutcome> {
  const log = options.log ?? ((line: string) => console.error(line));
  const lockOptions = { waitMs: lockWait(options, DEFAULT_LOCK_WAIT_MS), command: 'markets:refresh', log };
  await recoverFileSets(options.outDir, lockOptions);
  const fetched = await fetchWithBudget(options, REFRESH_BUDGET_MS);
  const lines = summaryLines(fetched);
  if (!anySucceeded(fetched)) return { snapshot: fetched, written: false, fileCount: 0, changed: 0, lines };
  const outcome = await withFileSetLock(options.outDir, lockOptions, async (lock): Promise<RefreshOutcome> => {
    const published = publishedExchanges(options.outDir);
    const supersededBy = newerPublished(published, fetched);
    if (supersededBy) return { snapshot: fetched, written: false, supersededBy, fileCount: 0, changed: 0, lines };
    // A failed exchange keeps the time of its last good answer from the set it replaces.
    const snapshot = withLastGood(fetched, published);
    const ctx = makeContext(new Date(snapshot.generated_at), options.config ?? getConfig());
    const previous = readHistoryDir(path.join(options.outDir, PUBLISHED_HISTORY_DIR), { onInvalid: 'throw', log });
    const register = options.readRegister?.(options.outDir) ?? null;
    const files = renderMarketFiles(snapshot, ctx, updatedHistory(previous, snapshot), options.documents, register);
    const result = commitFileSet(lock, files, {
      scope: PUBLISHED_SCOPE,
      pruneJsonIn: ['api/v1/markets/by-asset'],
      faults: faultPoint('markets', 'write'),
    });
    return { snapshot, written: true, fileCount: files.length, changed: result.written + result.removed, lines };
  });
  if (outcome.written) saveSnapshot(options.snapshotFile, outcome.snapshot);
  return outcome;
}

export interface PrebuildOptions extends FetchStep {
  readonly snapshotFile: string;
  /** Optional folder to copy the coin icons of the snapshot's bases into. */
  readonly logosDir?: string;
  readonly config?: SiteConfig;
}

export interface PrebuildOutcome {
  readonly snapshot: MarketsSnapshot;
  readonly source: 'fetched' | 'kept-previous' | 'all-failed' | 'busy';
  readonly lines: string[];
}

/** Before `next build`, under the lock of `.markets/`: snapshot and history change as one set; a fetch problem never stops the build. */
export async function prebuildMarkets(options: PrebuildOptions): Promise<PrebuildOutcome> {
  const log = options.log ?? ((line: string) => console.error(line));
  const root = path.dirname(path.resolve(options.snapshotFile));
  const snapshotName = path.basename(options.snapshotFile);
  let outcome: PrebuildOutcome;
  try {
    outcome = await withFileSetLock(
      root,
      { waitMs: lockWait(options, PREBUILD_LOCK_WAIT_MS), command: 'markets:prebuild', log },
      async (lock) => {
        const fetched = await fetchWithBudget(options, PREBUILD_BUDGET_MS);
        const lines = summaryLines(fetched);
        const previous = readSnapshot(options.snapshotFile);
        let result: PrebuildOutcome;
        // A failed exchange keeps the time of its last good answer from the snapshot it replaces.
        if (anySucceeded(fetched)) result = { snapshot: withLastGood(fetched, previous?.exchanges ?? null), source: 'fetched', lines };
        else {
          if (previous) result = { snapshot: previous, source: 'kept-previous', lines };
          else result = { snapshot: fetched.exchanges.length > 0 ? fetched : notFetchedSnapshot(), source: 'all-failed', lines };
        }
        const files: FileSetEntry[] = [];
        if (result.source !== 'kept-previous') files.push({ path: snapshotName, content: serialiseSnapshot(result.snapshot) });
        const local = readHistoryDir(path.join(root, LOCAL_HISTORY_DIR), { onInvalid: 'move-aside', log });
        const ctx = makeContext(new Date(result.snapshot.generated_at), options.config ?? getConfig());
        files.push(...historyFiles(updatedHistory(local, result.snapshot), ctx, `${LOCAL_HISTORY_DIR}/`));
        commitFileSet(lock, files, { scope: [snapshotName, `${LOCAL_HISTORY_DIR}/`], faults: faultPoint('markets', 'write') });
        return result;
      },
    );
  } catch (error) {
    if (!(error instanceof LockTimeoutError)) throw error;
    log(`markets:prebuild: ${error.message}`);
    outcome = { snapshot: readSnapshot(options.snapshotFile) ?? notFetchedSnapshot(), source: 'busy', lines: [] };
  }
  if (options.logosDir) {
    for (const file of logoFiles(outcome.snapshot)) {
      writeFileAtomic(path.join(options.logosDir, path.basename(file.path)), file.content);
    }
  }
  return outcome;
}
