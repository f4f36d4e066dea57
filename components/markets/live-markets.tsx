import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import type { ExchangeId } from '@/lib/markets/constants';
import type { MarketsFile } from '@/lib/markets/markets-file';
import type { ExchangeResult, MarketChanges } from '@/lib/markets/types';
import type { HydrationSlices } from './hydration-slices';
import type { MarketsIslandProps, ShownData } from './island-props';
import { exchangeOptions, exchangesToRead, FailedRead, jsonOptions, liveOff, loadJson, readExchange } from './live-reads';
import { shownData, type Reads } from './live-view';
import { MarketsBody } from './markets-body';
import { showAges } from './reader-clock';
import { DEFAULT_CONTROLS, type ControlState } from './row-selection';

/**
 * The markets island as the browser runs it: it hydrates the markup the build printed
 * (markets-body.tsx) with the same props, then keeps it current through SWR (live-reads.ts): the
 * file and its changes every 900 s, each CORS exchange every 300 s. Its first render is the
 * build's (the props, online, not yet scripted), so hydration changes nothing on the page. In the
 * browser the table's rows hydrate in slices (`slices`), and the island reads only after the last.
 */
export function LiveMarkets({ slices, ...props }: MarketsIslandProps & { readonly slices?: HydrationSlices }) {
  const { context } = props;
  const online = useOnline();
  const scripted = useHydrated(slices?.done);
  // Nothing is read while hydrating: that render sees the build's "online", not the browser's.
  const reading = scripted && online;
  const { data: file } = useSWR<MarketsFile>(reading ? props.jsonUrl : null, loadJson, jsonOptions(context.refresh));
  const { data: changes } = useSWR<MarketChanges>(reading ? props.changesUrl : null, loadJson, jsonOptions(context.refresh));
  const { live, report } = useLiveResults();
  const reads = useMemo(() => ({ file, changes, live }), [file, changes, live]);
  const shown = useShown(props, reads);
  const controls = useControls();
  // The reader's clock rewrites the ages of whatever this render drew (reader-clock.ts).
  useLayoutEffect(() => {
    if (controls.root.current) showAges(controls.root.current, Date.now(), context.labels);
  });
  // The same element while its inputs stay: an urgent render (a read landing) skips the table.
  const body = useMemo(
    () => (
      <MarketsBody
        shown={shown}
        live={reads.live}
        off={liveOff(shown.exchanges, reads.live, online)}
        context={context}
        scripted={scripted}
        controls={controls.state}
        onControls={controls.set}
        rootRef={controls.root}
        hold={slices?.hold}
      />
    ),
    [shown, reads.live, online, context, scripted, controls.state, controls.set, controls.root, slices],
  );
  return (
    <>
      {/* Once the file has been read here: it says which exchanges the last refresh reached, and the reads are laid over its tickers. */}
      {exchangesToRead(file?.exchanges ?? [], reading).map((id) => (
        <ExchangeRead key={id} id={id} props={props} report={report} />
      ))}
      {body}
    </>
  );
}

/**
 * What the table shows after the reads (live-view.ts). Data the table cannot be computed from
 * leaves the build's rows in place (nothing is invented), and the next reload tries again.
 */
function useShown({ built, context }: MarketsIslandProps, { file, changes, live }: Reads): ShownData {
  return useMemo(() => {
    try {
      return shownData(built, { file, changes, live }, context.locale);
    } catch {
      return built;
    }
  }, [built, file, changes, live, context.locale]);
}

/** One CORS exchange read every 300 s; its latest result, failed or not, goes to `report`. */
export function ExchangeRead({
  id,
  props,
  report,
}: {
  id: ExchangeId;
  props: MarketsIslandProps;
  report: (id: ExchangeId, result: ExchangeResult) => void;
}) {
  const { data, error } = useSWR(['exchange', id], () => readExchange(id, props.liveBaseUrls), exchangeOptions(props.context.refresh));
  // A failure after a success reports the failed result: the file's rows stand for that exchange.
  const result = error instanceof FailedRead ? error.result : data;
  useEffect(() => {
    if (result) report(id, result);
  }, [id, result, report]);
  return null;
}

/** The latest result per exchange; `report` keeps its identity, so the reads' effects run only on new results. */
function useLiveResults() {
  const [live, setLive] = useState<readonly ExchangeResult[]>([]);
  const report = useCallback(
    (id: ExchangeId, result: ExchangeResult) =>
      // By code unit, not localeCompare: the ids are ASCII, and a first collator costs ~100 ms on a slow phone.
      setLive((before) => [...before.filter((r) => r.id !== id), result].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))),
    [],
  );
  return { live, report };
}

const subscribeOnline = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** The browser's view of the network; the build (server snapshot) assumes online. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** False in the build and while hydrating (until the last slice, when there are slices), true after. */
function useHydrated(slicesDone?: Promise<void>): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    let live = true;
    void (slicesDone ?? Promise.resolve()).then(() => live && setHydrated(true));
    return () => {
      live = false;
    };
  }, [slicesDone]);
  return hydrated;
}

/** The filter controls' state, read once from the fields the browser may have restored (Back). */
function useControls() {
  const root = useRef<HTMLDivElement>(null);
  const [state, set] = useState<ControlState>(DEFAULT_CONTROLS);
  useEffect(() => {
    const query = root.current?.querySelector<HTMLInputElement>('[data-control="query"]')?.value ?? '';
    if (query !== DEFAULT_CONTROLS.query) set({ query });
  }, []);
  return { root, state, set };
}
