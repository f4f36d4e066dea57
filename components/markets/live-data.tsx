import { useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import useSWR, { SWRConfig } from 'swr';
import type { ExchangeId } from '@/lib/markets/constants';
import type { MarketsFile } from '@/lib/markets/markets-file';
import type { ExchangeResult, MarketChanges } from '@/lib/markets/types';
import { exchangeOptions, jsonOptions } from './live-reads';

/**
 * The markets page's reads, through SWR: a small React island with no markup of its own, loaded
 * by the page's script once the page is idle (page-script.ts). It reads the file, its changes
 * and each CORS exchange on their periods (live-reads.ts) and hands every new result to the page,
 * which computes and prints the table with the worker as before. Exact decimals stay strings: the
 * exchanges' answers are parsed by lib/markets in the worker, the file by JSON.parse, whose
 * numbers the table never reads (every figure in markets.json is a string).
 */
export interface LiveReads {
  readonly file?: MarketsFile;
  readonly changes?: MarketChanges;
  /** The latest read of each CORS exchange, failed or not (a failed one keeps that exchange's file rows). */
  readonly live: readonly ExchangeResult[];
}

export interface LiveDataProps {
  readonly jsonUrl: string;
  readonly changesUrl: string;
  readonly corsIds: readonly ExchangeId[];
  readonly refresh: MarketsFile['refresh'];
  readonly loadJson: <T>(url: string) => Promise<T>;
  /** One direct read of an exchange; resolves with its result, failed or not. */
  readonly readExchange: (id: ExchangeId) => Promise<ExchangeResult>;
  readonly onData: (reads: LiveReads) => void;
}

/** A failed exchange read is an error for SWR (so it backs off), and its result is kept for the page. */
class FailedRead extends Error {
  constructor(readonly result: ExchangeResult) {
    super(result.error ?? 'read failed');
  }
}

function useExchange(id: ExchangeId, props: LiveDataProps): ExchangeResult | undefined {
  const { data, error } = useSWR(
    ['exchange', id],
    async () => {
      const result = await props.readExchange(id);
      if (result.status !== 'ok') throw new FailedRead(result);
      return result;
    },
    exchangeOptions(props.refresh),
  );
  // A failure after a success keeps the failed result (the page keeps the file's rows for it).
  return error instanceof FailedRead ? error.result : data;
}

function ExchangeRead({
  id,
  props,
  report,
}: {
  id: ExchangeId;
  props: LiveDataProps;
  report: (id: ExchangeId, r: ExchangeResult) => void;
}) {
  const result = useExchange(id, props);
  useEffect(() => {
    if (result) report(id, result);
  }, [id, result, report]);
  return null;
}

export function LiveData(props: LiveDataProps) {
  const { data: file } = useSWR<MarketsFile>(props.jsonUrl, props.loadJson, jsonOptions(props.refresh));
  const { data: changes } = useSWR<MarketChanges>(props.changesUrl, props.loadJson, jsonOptions(props.refresh));
  const live = useLiveResults();
  const { onData } = props;
  useEffect(() => {
    onData({ file, changes, live: live.results });
  }, [file, changes, live.results, onData]);
  return (
    <>
      {props.corsIds.map((id) => (
        <ExchangeRead key={id} id={id} props={props} report={live.report} />
      ))}
    </>
  );
}

/** The latest result per exchange; `report` keeps its identity, so the reads' effects run only on new results. */
function useLiveResults() {
  const [results, setResults] = useState<readonly ExchangeResult[]>([]);
  const report = useCallback(
    (id: ExchangeId, result: ExchangeResult) =>
      setResults((before) => [...before.filter((r) => r.id !== id), result].sort((a, b) => a.id.localeCompare(b.id))),
    [],
  );
  return { results, report };
}

/** Starts the island in a detached element: it prints nothing, so nothing on the page is hydrated or moved. */
export function startLiveData(props: LiveDataProps): () => void {
  const root = createRoot(document.createElement('div'));
  // SWR's own cache and listeners for focus and reconnect; `provider` keeps it to this island.
  root.render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <LiveData {...props} />
    </SWRConfig>,
  );
  return () => root.unmount();
}
