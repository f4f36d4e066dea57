import { Suspense, type ReactNode } from 'react';

/**
 * The island hydrated a few pieces at a time, one task each, so its start is no long task on a
 * slow phone: the frame first, then each held piece (toolbar, a row, the blocks below) in its turn. A
 * held piece suspends while the island hydrates; Preact (preact/compat, which the island runs on:
 * pipeline/assets/browser-scripts.ts) then keeps its printed element as it stands and hydrates it
 * in place when its slice's turn comes. So every held piece must print exactly one element.
 */
export interface HydrationSlices {
  /** The piece `key` (a row's symbol, or a block's key), held back until its slice is due. */
  readonly hold: (draw: () => ReactNode, key: string) => ReactNode;
  /** Settles once every slice has been let through. */
  readonly done: Promise<void>;
  /** Lets the slices through, one per task; called once the first render is in. */
  readonly start: () => void;
}

/**
 * Slices for the keyed pieces `slices` (each a list of keys, in order: a row's symbol, a block's
 * key); slice 0, before them, is the frame: whatever is not held.
 */
export function hydrationSlices(slices: ReadonlyArray<readonly string[]>): HydrationSlices {
  const sliceOf = new Map(slices.flatMap((keys, index) => keys.map((key) => [key, 1 + index] as const)));
  const count = 1 + slices.length;
  let open = 1;
  const waiting: Array<() => void> = [];
  const turns = Array.from({ length: count }, (_, slice) =>
    slice === 0 ? null : new Promise<void>((resolve) => (waiting[slice] = resolve)),
  );
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  const next = () => {
    if (open >= count) return finish();
    waiting[open]?.();
    open++;
    setTimeout(next, 0);
  };

  function Held({ slice, draw }: { slice: number; draw: () => ReactNode }) {
    const turn = turns[slice];
    // Thrown only until the slice opens: the suspended piece keeps the build's markup meanwhile.
    if (slice >= open && turn) throw turn;
    return draw();
  }

  return {
    hold: (draw, key) => (
      <Suspense key={key} fallback={null}>
        <Held slice={sliceOf.get(key) ?? 0} draw={draw} />
      </Suspense>
    ),
    done,
    start: () => setTimeout(next, 0),
  };
}
