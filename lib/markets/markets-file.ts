import type { ChangeFigures, Exchange, MarketChanges, MarketTicker } from '@/lib/markets/types';

/**
 * What the markets page hands its live table: the fields of `markets.json` the table reads (the
 * browser reloads the same document), plus what only the build knows: which bases have an asset
 * page in this build, and each pair's 7-day sparkline drawn from the build's history.
 */
export interface MarketsFile {
  readonly generated_at: string;
  readonly quotes: readonly string[];
  readonly refresh: { readonly browser_json_seconds: number; readonly browser_exchange_seconds: number };
  readonly exchanges: readonly Pick<
    Exchange,
    'id' | 'name' | 'country' | 'cors' | 'status' | 'error' | 'fetched_at' | 'website' | 'ticker_count'
  >[];
  readonly tickers: readonly MarketTicker[];
  /** Only `base` and `logo_path` are read: which coin icons the build actually published. */
  readonly aggregated: ReadonlyArray<{ readonly base: string; readonly logo_path: string | null }>;
}

/** A pair's 7-day line, drawn at build time: SVG point lists and its spoken description. */
export interface SparklineData {
  readonly segments: readonly string[];
  readonly label: string;
}

export interface BuildExtras {
  /** Base symbol → its asset page in this build's language. A base missing here has no page yet. */
  readonly assetPages: Readonly<Record<string, string>>;
  /** Pair symbol (`BTC-NOK`) → its sparkline. */
  readonly sparklines: Readonly<Record<string, SparklineData>>;
}

/**
 * What the table reads of `markets/changes.json`: per pair, the two figures of each change it
 * shows (the rest of the document stays on the server). `generated_at` tells a reload that
 * brought nothing new from one that did.
 */
export interface PairChanges {
  readonly generated_at: string;
  readonly bySymbol: Readonly<Record<string, { readonly h24: ChangeFigures | null; readonly d7: ChangeFigures | null }>>;
}

const figures = (change: ChangeFigures | null): ChangeFigures | null =>
  change === null ? null : { change: change.change, change_pct: change.change_pct };

export function pairChanges(doc: Pick<MarketChanges, 'generated_at' | 'pairs'>): PairChanges {
  return {
    generated_at: doc.generated_at,
    bySymbol: Object.fromEntries(doc.pairs.map((p) => [p.symbol, { h24: figures(p.change_24h), d7: figures(p.change_7d) }])),
  };
}
