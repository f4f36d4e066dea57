import type { BuildExtras, SparklineData } from '@/lib/markets/markets-file';
import { fmt } from '@/lib/i18n/messages';
import { lastDays, priceChart, thinRows, type ChartBox } from '@/lib/markets/price-chart';
import { pairParts } from '@/lib/markets/history';
import { formatAmount, formatDate } from './format';
import type { PageEnv } from './page-env';
import { LEAF_ROUTES, leafPath } from './routes';
import { pagePath } from '@/lib/urls';

/** What the markets table gets besides the catalogue: links only to asset pages this build wrote (none dead), and sparklines. */

export const SPARKLINE_DAYS = 7;
const SPARKLINE_BOX: ChartBox = { width: 96, height: 28, padding: { top: 2, right: 2, bottom: 2, left: 2 } };
/** One point per two units of the line's 92: hourly rows would draw two per unit, bytes no reader sees (bench/README.md). */
const SPARKLINE_POINTS = 46;

export function sparklineData(env: PageEnv, symbol: string): SparklineData | null {
  const rows = thinRows(lastDays(env.data.marketHistory.get(symbol) ?? [], SPARKLINE_DAYS), SPARKLINE_POINTS);
  const chart = priceChart(rows, SPARKLINE_BOX);
  const { first, latest, low, high } = chart;
  if (!first || !latest || !low || !high) return null;
  const { quote } = pairParts(symbol);
  const price = (value: string) => `${formatAmount(value, env.locale, 'fiat')} ${quote}`;
  return {
    segments: chart.segments,
    label: fmt(env.m.markets.sparklineLabel, {
      end: formatDate(env.locale, latest.at),
      first: price(first.price),
      latest: price(latest.price),
      low: price(low.price),
      high: price(high.price),
    }),
  };
}

/** Base symbol → its asset page in the page's language, for the bases this build has pages for. */
export function marketAssetPages(env: PageEnv): Record<string, string> {
  const route = LEAF_ROUTES.marketAsset;
  return Object.fromEntries(route.list(env.data).map((base) => [base, pagePath(env.lang, leafPath(route, route.keyOf(base)))]));
}

export function marketBuildExtras(env: PageEnv, symbols: readonly string[]): BuildExtras {
  const assetPages = marketAssetPages(env);
  const sparklines = Object.fromEntries(
    symbols.flatMap((symbol) => {
      const data = sparklineData(env, symbol);
      return data ? [[symbol, data] as const] : [];
    }),
  );
  return { assetPages, sparklines };
}
