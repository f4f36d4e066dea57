import type { Exchange, MarketTicker } from '@/lib/markets/types';

/** The fields of `markets.json` the markets page reads when the browser reloads it. */
export interface MarketsFile {
  readonly generated_at: string;
  readonly quotes: readonly string[];
  readonly refresh: { readonly browser_json_seconds: number; readonly browser_exchange_seconds: number };
  readonly exchanges: ReadonlyArray<
    Pick<Exchange, 'id' | 'name' | 'country' | 'cors' | 'status' | 'error' | 'fetched_at' | 'website' | 'ticker_count'> & {
      /** When the exchange last answered with prices; absent in a file written before the field existed. */
      readonly last_ok_at?: string | null;
    }
  >;
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
