import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import useSWR from 'swr';
import type { ExchangeId } from '@/lib/markets/constants';
import type { ExchangeResult, MarketChanges } from '@/lib/markets/types';
import type { MarketsFile } from '@/lib/markets/markets-file';
import type { TableView } from '@/lib/markets/table-view';
import type { ShownChanges } from '@/lib/pages/change-display';
import { liveJobs } from './live-jobs';

/**
 * The markets table's data hooks (used only by the client component markets-live.tsx). The
 * intervals and CORS flags come from the document itself: the file is reloaded every
 * `browser_json_seconds`, exchanges whose APIs send CORS are read directly every
 * `browser_exchange_seconds`; an exchange without CORS (NBX) is never requested from the browser.
 * The page arrives with everything computed by the build; new data is read and computed by the
 * page's worker (live-jobs.ts), off the main thread, and drawn a few rows per commit.
 */

const QUIET = { revalidateOnMount: true, revalidateOnFocus: false, revalidateOnReconnect: false, keepPreviousData: true } as const;

async function loadJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** `markets.json` as reloaded by the browser (on load, then every period); undefined until read. */
export function useMarketsFile(jsonUrl: string, seconds: number): MarketsFile | undefined {
  return useSWR<MarketsFile>(jsonUrl, loadJson, { ...QUIET, refreshInterval: seconds * 1000 }).data;
}

/**
 * `markets/changes.json`, reloaded with `markets.json` (same period). The hourly refresh writes
 * both in one set, so the changes a reload brings belong to the prices it brings.
 */
export function useMarketChanges(url: string, seconds: number): MarketChanges | undefined {
  return useSWR<MarketChanges>(url, loadJson, { ...QUIET, refreshInterval: seconds * 1000 }).data;
}

/** Longest pause, in reload periods, after an exchange keeps failing (8 × 5 min = 40 min). */
export const MAX_BACKOFF_PERIODS = 8;

/**
 * Backoff per exchange: after `failures` failed reads in a row, the next read waits
 * 2^(failures-1) periods (1, 2, 4, then 8 at most). One request per call, never a retry inside a
 * period: each failed request is a line in the reader's console we cannot silence.
 */
export function periodsToWait(failures: number): number {
  return failures === 0 ? 1 : Math.min(MAX_BACKOFF_PERIODS, 2 ** (failures - 1));
}

interface Backoff {
  tick: number;
  readonly next: Map<ExchangeId, { due: number; failures: number; last: ExchangeResult }>;
}

/** Direct reads of the CORS-enabled exchanges; undefined until the first read has finished. */
export function useLiveExchanges(
  exchanges: ReadonlyArray<{ readonly id: string; readonly cors: boolean }>,
  seconds: number,
): readonly ExchangeResult[] | undefined {
  const corsIds = useMemo(() => exchanges.filter((e) => e.cors).map((e) => e.id as ExchangeId), [exchanges]);
  const backoff = useRef<Backoff>({ tick: 0, next: new Map() });
  const { data } = useSWR(
    corsIds.length ? ['markets-live', ...corsIds] : null,
    async () => {
      const state = backoff.current;
      const tick = state.tick++;
      const jobs = liveJobs();
      return Promise.all(
        corsIds.map(async (id) => {
          const held = state.next.get(id);
          // Still waiting after failures: the last (failed) result stands, nothing is requested.
          if (held && tick < held.due) return held.last;
          const result = await jobs.read(id, 20_000);
          const failures = result.status === 'ok' ? 0 : (held?.failures ?? 0) + 1;
          state.next.set(id, { due: tick + periodsToWait(failures), failures, last: result });
          return result;
        }),
      );
    },
    { ...QUIET, refreshInterval: seconds * 1000 },
  );
  return data;
}

/**
 * What the table shows: the build's view while the file is the one the page was built from and
 * no live read has succeeded; otherwise the file's tickers with each successful live read laid
 * over its exchange's rows, aggregated by lib/markets/table-view.ts in the worker. A failed live
 * read keeps the file's rows. Until the file has been read once in the browser, a live read waits
 * for it: the file's rows of the other exchanges (NBX) are part of every pair's price.
 */
export function useTableView(
  initial: TableView,
  builtAt: string,
  file: MarketsFile | undefined,
  live: readonly ExchangeResult[] | undefined,
): TableView {
  // One identity while the successful reads are the same objects, so nothing is recomputed.
  const ok = useMemo(() => {
    const results = (live ?? []).filter((r) => r.status === 'ok');
    return results.length > 0 ? results : NO_RESULTS;
  }, [live]);
  const [view, setView] = useState(initial);
  // The view on screen, for the next redraw to compare with (kept after each commit).
  const shown = useRef(view);
  useEffect(() => {
    shown.current = view;
  }, [view]);
  useEffect(() => {
    if (!file || (file.generated_at === builtAt && ok === NO_RESULTS)) {
      startTransition(() => setView(initial));
      return;
    }
    let current = true;
    void liveJobs()
      .view(file, ok)
      .then((next) => (current ? drawInSteps(shown.current, next, setView, () => current) : undefined))
      // The computation failed (the worker's code could not load): the table keeps what it shows, and
      // the next reload tries again; nothing for the reader's console.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [initial, builtAt, file, ok]);
  return view;
}

/** Rows redrawn per commit when new data changes many rows. */
const ROWS_PER_STEP = 2;

/**
 * Shows `next` in place of `previous`: rows whose figures did not change keep their object (so
 * their memoised row is not redrawn), and when many rows changed they are committed a few at a
 * time, each step its own short task, instead of one commit that rewrites the whole table.
 */
async function drawInSteps(previous: TableView, next: TableView, set: (view: TableView) => void, isCurrent: () => boolean) {
  const before = new Map(previous.rows.map((row) => [row.symbol, row]));
  const rows = next.rows.map((row) => {
    const held = before.get(row.symbol);
    return held && JSON.stringify(held) === JSON.stringify(row) ? held : row;
  });
  const view = { ...next, rows };
  const sameOrder = rows.length === previous.rows.length && rows.every((row, i) => row.symbol === previous.rows[i]!.symbol);
  const changed = rows.flatMap((row, i) => (row !== previous.rows[i] ? [i] : []));
  if (!sameOrder || changed.length <= ROWS_PER_STEP) {
    startTransition(() => set(view));
    return;
  }
  const partial = [...previous.rows];
  for (let k = 0; k < changed.length; k += ROWS_PER_STEP) {
    if (!isCurrent()) return;
    for (const i of changed.slice(k, k + ROWS_PER_STEP)) partial[i] = rows[i]!;
    const last = k + ROWS_PER_STEP >= changed.length;
    flushSync(() => set(last ? view : { ...view, rows: [...partial] }));
    if (!last) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** Each pair's shown change: the build's, then each reloaded document that is newer. */
export function useShownChanges(initial: ShownChanges, doc: MarketChanges | undefined, locale: string): ShownChanges {
  const [shown, setShown] = useState(initial);
  useEffect(() => {
    if (!doc || doc.generated_at === initial.generated_at) return;
    let current = true;
    void import('@/lib/pages/change-display')
      .then(({ shownChanges }) => {
        if (current) startTransition(() => setShown(shownChanges(doc, locale)));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [initial, doc, locale]);
  return shown;
}

const NO_RESULTS: readonly ExchangeResult[] = [];
