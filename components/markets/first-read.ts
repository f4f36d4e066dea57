import type { MarketsIslandProps } from './island-props';

/**
 * How long the markets page waits before it loads the island (browser/markets/entry.ts): until the
 * first live read is due, one exchange period after the hourly update the page was built from
 * (whose tickers were read then); 0 when it is due already. At most one period, so a reader's
 * clock behind ours never holds the reads back longer.
 */
export function firstReadDelay(props: Pick<MarketsIslandProps, 'built' | 'context'>, nowMs: number): number {
  const period = props.context.refresh.browser_exchange_seconds * 1000;
  return Math.max(0, Math.min(Date.parse(props.built.fileAt) + period - nowMs, period));
}
