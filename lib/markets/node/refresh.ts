import { getConfig, type SiteConfig } from '@/lib/config';
import { makeContext } from '@/lib/api/types';
import { fetchMarkets } from '../fetch';
import type { MarketsSnapshot } from '../types';
import { fetchOptionsFromEnv, positiveInt } from './env';
import { logoFiles, renderMarketFiles } from './render';
import { notFetchedSnapshot, readSnapshot, saveSnapshot } from './snapshot';
import { writeFileAtomic } from './atomic';
import { writeMarketFiles } from './write';
import path from 'node:path';

type Env = Record<string, string | undefined>;

/** Whole-command budget: with no network the command ends quickly and never hangs a build. */
export const REFRESH_BUDGET_MS = 45_000;
export const PREBUILD_BUDGET_MS = 25_000;

export interface FetchStep {
  readonly env?: Env;
  readonly budgetMs?: number;
}

async function fetchWithBudget({ env = process.env, budgetMs }: FetchStep, fallbackBudget: number): Promise<MarketsSnapshot> {
  return fetchMarkets({ ...fetchOptionsFromEnv(env), signal: AbortSignal.timeout(budgetMs ?? fallbackBudget) });
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

export interface RefreshOptions extends FetchStep {
  /** Published folder; files go under `<outDir>/api/v1/`. */
  readonly outDir: string;
  readonly snapshotFile: string;
  readonly config?: SiteConfig;
}

export interface RefreshOutcome {
  readonly snapshot: MarketsSnapshot;
  /** False when every exchange failed: nothing was written. */
  readonly written: boolean;
  readonly fileCount: number;
  readonly lines: string[];
}

/**
 * The hourly refresh: fetch, build, validate and write every market file atomically, then save
 * the snapshot. When every exchange fails nothing is written and the snapshot is untouched.
 */
export async function refreshMarkets(options: RefreshOptions): Promise<RefreshOutcome> {
  const env = options.env ?? process.env;
  const snapshot = await fetchWithBudget(options, REFRESH_BUDGET_MS);
  const lines = summaryLines(snapshot);
  if (!anySucceeded(snapshot)) return { snapshot, written: false, fileCount: 0, lines };
  const ctx = makeContext(new Date(snapshot.generated_at), options.config ?? getConfig());
  const files = renderMarketFiles(snapshot, ctx);
  const crashAfter = positiveInt(env.MARKETS_WRITE_CRASH_AFTER);
  writeMarketFiles(options.outDir, files, {
    pruneJsonIn: ['api/v1/markets/by-asset'],
    ...(crashAfter !== undefined && { crashAfter }),
  });
  saveSnapshot(options.snapshotFile, snapshot);
  return { snapshot, written: true, fileCount: files.length, lines };
}

export interface PrebuildOptions extends FetchStep {
  readonly snapshotFile: string;
  /** Optional folder to copy the coin icons of the snapshot's bases into. */
  readonly logosDir?: string;
}

export interface PrebuildOutcome {
  readonly snapshot: MarketsSnapshot;
  readonly source: 'fetched' | 'kept-previous' | 'all-failed';
  readonly lines: string[];
}

/**
 * Before `next build`: fetch; save when any exchange succeeded; when all fail keep a previous
 * valid snapshot, else save an all-error snapshot carrying each exchange's real error. Never
 * throws for a fetch problem, so the build always goes on.
 */
export async function prebuildMarkets(options: PrebuildOptions): Promise<PrebuildOutcome> {
  const fetched = await fetchWithBudget(options, PREBUILD_BUDGET_MS);
  const lines = summaryLines(fetched);
  let outcome: PrebuildOutcome;
  if (anySucceeded(fetched)) {
    saveSnapshot(options.snapshotFile, fetched);
    outcome = { snapshot: fetched, source: 'fetched', lines };
  } else {
    const previous = readSnapshot(options.snapshotFile);
    if (previous) {
      outcome = { snapshot: previous, source: 'kept-previous', lines };
    } else {
      const failed = fetched.exchanges.length > 0 ? fetched : notFetchedSnapshot();
      saveSnapshot(options.snapshotFile, failed);
      outcome = { snapshot: failed, source: 'all-failed', lines };
    }
  }
  if (options.logosDir) {
    for (const file of logoFiles(outcome.snapshot)) {
      writeFileAtomic(path.join(options.logosDir, path.basename(file.path)), file.content);
    }
  }
  return outcome;
}
