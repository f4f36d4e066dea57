import { hydrateRoot } from 'react-dom/client';
import { knownSeparators } from '@/lib/pages/format';
import { hydrationSlices } from './hydration-slices';
import type { MarketsIslandProps } from './island-props';
import { LiveMarkets } from './live-markets';
import { HELD_NOTES, HELD_STATUS, pricedRows } from './markets-body';

/**
 * Hydrates the markets island in `host` with the props the build printed it with: the page's
 * frame at once, the rows and the blocks below a slice per task (hydration-slices.tsx).
 */
export function hydrateIsland(host: HTMLElement, props: MarketsIslandProps): void {
  // The build's separators: the browser prints every figure exactly as the HTML has it.
  knownSeparators(props.context.locale, props.separators);
  const slices = hydrationSlices(
    pricedRows(props.built.view).map((row) => row.symbol),
    [HELD_NOTES, HELD_STATUS],
  );
  hydrateRoot(host, <LiveMarkets {...props} slices={slices} />);
  slices.start();
}
