import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The reader's clock for the markets table, as one shared store. Each age on the page subscribes
 * by itself, so a tick re-renders those few `<time>` elements and never the table around them:
 * re-rendering 20 rows with sparklines for a new "3 min ago" was the page's costliest work on a
 * phone (bench/README.md, Lighthouse). The server has no reader's clock, so the HTML and the
 * hydrating render show UTC times; the ages appear right after hydration, then every 30 s, each
 * tick drawn at transition priority (in slices, never one long task for a hundred ages).
 */

const TICK_MS = 30_000;
let current: number | null = null;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function tick(): void {
  current = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    timer = setInterval(tick, TICK_MS);
    // After every age of this commit has subscribed: one tick for all of them.
    queueMicrotask(tick);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Now in ms, or null while the page is still what the server sent. */
export function useReaderNow(): number | null {
  // `current` is null until the first age has mounted, so a hydrating age renders the server's text;
  // one mounted later (a new row) starts from the clock.
  const [now, setNow] = useState<number | null>(() => current);
  useEffect(() => {
    const update = () => startTransition(() => setNow(current));
    if (current !== null) update();
    return subscribe(update);
  }, []);
  return now;
}

const noSubscription = () => () => {};

/** False in the HTML and while hydrating, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
