import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { knownSeparators } from '@/lib/pages/format';
import type { MarketsIslandProps } from './island-props';
import { LiveMarkets } from './live-markets';

/**
 * Hydrates the markets island in `host` with the props the build printed it with. In a transition,
 * so React hydrates in slices and answers the reader's taps in between.
 */
export function hydrateIsland(host: HTMLElement, props: MarketsIslandProps): void {
  // The build's separators: the browser prints every figure exactly as the HTML has it.
  knownSeparators(props.context.locale, props.separators);
  startTransition(() => {
    hydrateRoot(host, <LiveMarkets {...props} />);
  });
}
