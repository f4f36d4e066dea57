import { hydrateRoot } from 'react-dom/client';
import { knownSeparators } from '@/lib/pages/format';
import { hydrationSlices } from './hydration-slices';
import type { MarketsIslandProps } from './island-props';
import { LiveMarkets } from './live-markets';
import { HELD_NOTES, HELD_STATUS, HELD_TILES, HELD_TOOLBAR, pricedRows } from './markets-body';

/**
 * Hydrates the markets island in `host` with the props the build printed it with: the page's
 * frame at once, then each block and each row a task of its own (hydration-slices.tsx).
 */
export function hydrateIsland(host: HTMLElement, props: MarketsIslandProps): void {
  // The build's separators: the browser prints every figure exactly as the HTML has it.
  knownSeparators(props.context.locale, props.separators);
  // The toolbar first (the search's handler), then a row a task, then the blocks below the table.
  const rows = pricedRows(props.built.view).map((row) => [row.symbol]);
  const slices = hydrationSlices([[HELD_TOOLBAR], ...rows, [HELD_NOTES, HELD_STATUS], [HELD_TILES]]);
  hydrateRoot(host, <LiveMarkets {...props} slices={slices} />);
  slices.start();
}
