import { useMemo, useRef } from 'react';
import useSWR from 'swr';
import { aggregateTickers } from '@/lib/markets/aggregate';
import type { ExchangeId } from '@/lib/markets/constants';
import { fetchExchange } from '@/lib/markets/fetch';
import { compareTickers } from '@/lib/markets/order';
import type { ExchangeResult } from '@/lib/markets/types';
import { pairChanges, type MarketsFile, type PairChanges } from '@/lib/markets/markets-file';
import type { MarketChanges } from '@/lib/markets/types';

/**
 * The markets table's data hooks (used only by the client component markets-live.tsx). The
 * intervals and CORS flags come from the document itself: the file is reloaded every
 * `browser_json_seconds`, exchanges whose APIs send CORS are read directly every
 * `browser_exchange_seconds`; an exchange without CORS (NBX) is never requested from the browser.
 */

const QUIET = { revalidateOnMount: true, revalidateOnFocus: false, revalidateOnReconnect: false, keepPreviousData: true } as const;

async function loadFile(url: string): Promise<MarketsFile> {
  const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as MarketsFile;
}

/** The catalogue, starting from the one built into the page and reloaded from `jsonUrl`. */
export function useMarketsFile(initial: MarketsFile, jsonUrl: string): MarketsFile {
  const { data = initial } = useSWR(jsonUrl, loadFile, {
    ...QUIET,
    fallbackData: initial,
    refreshInterval: initial.refresh.browser_json_seconds * 1000,
  });
  // The first reload usually returns the refresh the page was built from. Keeping the page's own
  // object then keeps every derived value (tickers, aggregates, the table) as it is, instead of
  // recomputing and re-rendering all rows for identical data on a phone's CPU.
  return data.generated_at === initial.generated_at ? initial : data;
}

async function loadChanges(url: string): Promise<PairChanges> {
  const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return pairChanges((await response.json()) as MarketChanges);
}

/**
 * Each pair's 24-hour and 7-day change: the build's, then `markets/changes.json` reloaded with
 * `markets.json` (same period). The hourly refresh writes both in one set, so the changes a reload
 * brings belong to the prices it brings. A failed reload keeps what the page had.
 */
export function useMarketChanges(initial: PairChanges, url: string, seconds: number): PairChanges {
  const { data = initial } = useSWR(url, loadChanges, { ...QUIET, fallbackData: initial, refreshInterval: seconds * 1000 });
  // Same document as the page's: keep the page's object, so the memoised table is not redrawn.
  return data.generated_at === initial.generated_at ? initial : data;
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
export function useLiveExchanges(initial: MarketsFile): readonly ExchangeResult[] | undefined {
  const corsIds = useMemo(() => initial.exchanges.filter((e) => e.cors).map((e) => e.id as ExchangeId), [initial.exchanges]);
  const backoff = useRef<Backoff>({ tick: 0, next: new Map() });
  const { data } = useSWR(
    corsIds.length ? ['markets-live', ...corsIds] : null,
    async () => {
      const state = backoff.current;
      const tick = state.tick++;
      return Promise.all(
        corsIds.map(async (id) => {
          const held = state.next.get(id);
          // Still waiting after failures: the last (failed) result stands, nothing is requested.
          if (held && tick < held.due) return held.last;
          const result = await fetchExchange(id, { timeoutMs: 20_000, retry: false });
          const failures = result.status === 'ok' ? 0 : (held?.failures ?? 0) + 1;
          state.next.set(id, { due: tick + periodsToWait(failures), failures, last: result });
          return result;
        }),
      );
    },
    { ...QUIET, refreshInterval: initial.refresh.browser_exchange_seconds * 1000 },
  );
  return data;
}

/**
 * The file's tickers with each live exchange's rows laid over that exchange's rows, and the
 * aggregates recomputed with the same lib/markets code as the build. A failed live read keeps
 * the file's rows.
 */
export function useMergedMarkets(file: MarketsFile, live: readonly ExchangeResult[] | undefined) {
  const liveById = useMemo(() => new Map<string, ExchangeResult>((live ?? []).map((result) => [result.id, result])), [live]);
  // Only successful live reads change the rows. While none has succeeded (before the first read,
  // or when every read failed) these keep one identity, so the tickers, the aggregates and the
  // memoised table are not recomputed for the same data.
  const okResults = useMemo(() => {
    const ok = [...liveById.values()].filter((r) => r.status === 'ok');
    return ok.length > 0 ? ok : NO_RESULTS;
  }, [liveById]);
  const liveOk = useMemo(() => (okResults === NO_RESULTS ? NO_IDS : new Set(okResults.map((r) => r.id))), [okResults]);
  const tickers = useMemo(() => {
    const fromFile = file.tickers.filter((t) => !liveOk.has(t.exchange.id));
    const fromLive = okResults.flatMap((r) => r.tickers);
    return [...fromFile, ...fromLive].sort(compareTickers);
  }, [file.tickers, okResults, liveOk]);
  const aggregates = useMemo(() => aggregateTickers(tickers), [tickers]);
  return { liveById, liveOk, tickers, aggregates };
}

const NO_RESULTS: readonly ExchangeResult[] = [];
const NO_IDS: ReadonlySet<string> = new Set();
