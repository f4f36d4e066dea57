import { firstReadDelay } from '@/components/markets/first-read';
import { MARKETS_ISLAND_ID, MARKETS_PROPS_ID, type MarketsIslandProps } from '@/components/markets/island-props';
import { startReaderClock } from '@/components/markets/reader-clock';

/**
 * The markets page's script. The page arrives as the build's HTML with every row printed; this
 * starts the reader's clock on it at once (small, no framework), and hydrates the island
 * (components/markets/hydrate-island.tsx, on preact/compat with SWR, in a chunk of its own) when the first
 * live read is due (at idle once the page has settled, on a page built more than one read period
 * ago) or when the reader first reaches for the table, whichever comes first. From then on the island reads new
 * data through SWR and draws it.
 */
function start(): void {
  const host = document.getElementById(MARKETS_ISLAND_ID);
  const block = document.getElementById(MARKETS_PROPS_ID);
  if (!host || !block?.textContent) return;
  const props = JSON.parse(block.textContent) as MarketsIslandProps;
  startReaderClock(host, props.context.labels);
  // The note for readers without JavaScript goes at once, and the filter fields show at once (not
  // at hydration, which would move the table down under the reader); hydration then owns both, and
  // reads what the reader typed in the meantime.
  for (const note of host.querySelectorAll<HTMLElement>('[data-scriptless]')) note.hidden = true;
  const controls = host.querySelector<HTMLElement>('.controls');
  if (controls && props.built.view.rows.some((row) => row.price !== null)) controls.hidden = false;

  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    for (const type of READER_EVENTS) host.removeEventListener(type, hydrate);
    void import('@/components/markets/hydrate-island')
      // A task of its own: the chunk's evaluation and the island's first slice are each a short task.
      .then(({ hydrateIsland }) => setTimeout(() => hydrateIsland(host, props), 0))
      // Code that could not load: the page keeps the build's figures; nothing for the console.
      .catch(() => undefined);
  };
  for (const type of READER_EVENTS) host.addEventListener(type, hydrate, { passive: true });
  // Until a live read is due the build's table is as new as a read could make it: a tiny timer
  // waits, and Preact, SWR and the table's code load only then, or at the reader's first touch.
  // A read due now still waits for the page to settle: the island's start is a run of short
  // tasks, and a reader scrolling the build's fresh rows in the first seconds need not meet them.
  const dueIn = Math.max(firstReadDelay(props, Date.now()), SETTLE_MS - performance.now());
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(hydrate, { timeout: 3000 }) : setTimeout(hydrate, 1));
  // Offline, the island says so at once (the line that live reads are not available).
  if (navigator.onLine) setTimeout(whenIdle, dueIn);
  else whenIdle();
}

/** How long after navigation the island waits at least, unless the reader touches the table. */
const SETTLE_MS = 5000;

/** The reader reaching for the table: a pointer, a key, or focus moving into it. */
const READER_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

start();
