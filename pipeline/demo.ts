/**
 * `npm run demo` (scripts/demo.ts): the site with prices, offline, in one command. Starts the loopback fake
 * exchanges (fakes/exchanges/fake-exchanges.ts), writes eight days of plausible hourly
 * readings before their prices into `.demo-markets/` (so the 24-hour and 7-day change, the
 * sparklines and the asset pages' charts are drawn), builds the site with it (the prebuild
 * reads the fake exchanges and adds the latest reading), points the markets page's live reads
 * at the fake exchanges (LIVE_*_API_URL, allowed by the page's connect-src), and serves out/
 * like `npm start` on $PORT (default 3000). Ctrl-C stops both servers.
 *   npm run demo [-- --port 3000 --exchanges-port 8787]
 * Needs no network. The build it leaves in out/ has demo prices: `FORCE_BUILD=1 npm start`
 * builds the real one again.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Decimal from 'decimal.js';
import { makeContext } from '@/lib/core/context';
import { DEFAULT_CONFIG } from '@/lib/config';
import { EXCHANGE_IDS } from '@/lib/markets/constants';
import { marketAggregateCores } from '@/lib/markets/documents';
import { ADAPTERS } from '@/lib/markets/exchanges';
import { fetchMarkets } from '@/lib/markets/fetch';
import { buildHistoryDocument } from '@/lib/markets/history';
import { childEnv } from '@/lib/config';
import { serialiseSnapshot } from '@/lib/markets/node/snapshot';
import type { MarketHistoryRow, MarketsSnapshot } from '@/lib/markets/types';
import { startFakeExchanges } from '@/fakes/exchanges/fake-exchanges';
import { movedRow } from '@/fakes/exchanges/history-walk';

const HOUR_MS = 3_600_000;
/** Hourly readings before the current one: eight days, so the 7-day change has a reading to start from. */
export const DEMO_HOURS = 8 * 24;
export const DEMO_DIR = '.demo-markets';

/**
 * A price path that ends at the current price: a few slow waves and a drift, the same for every
 * run (no randomness), a different phase per pair so the sparklines differ. Percent from the end.
 */
function offsetPercent(hoursBefore: number, phase: number): Decimal {
  const t = hoursBefore / 24;
  const wave = 2.2 * Math.sin(t * 1.3 + phase) + 0.8 * Math.sin(t * 4.1 + phase * 2) + 0.35 * Math.sin(t * 11 + phase);
  const atEnd = 2.2 * Math.sin(phase) + 0.8 * Math.sin(phase * 2) + 0.35 * Math.sin(phase);
  // A drawing, not a figure: rounded to two places before it becomes a decimal string.
  return new Decimal((wave - atEnd - 0.4 * t).toFixed(2));
}

/** Readings of every priced pair of `snapshot`, hourly for DEMO_HOURS before it (oldest first). */
export function demoHistory(snapshot: MarketsSnapshot): Map<string, MarketHistoryRow[]> {
  const end = Date.parse(snapshot.generated_at);
  const history = new Map<string, MarketHistoryRow[]>();
  marketAggregateCores(snapshot).forEach((aggregate, n) => {
    const { price } = aggregate;
    if (price === null) return;
    const rows: MarketHistoryRow[] = [];
    for (let h = DEMO_HOURS; h >= 1; h--)
      rows.push(movedRow({ ...aggregate, price }, new Date(end - h * HOUR_MS).toISOString(), offsetPercent(h, n * 0.9)));
    history.set(aggregate.symbol, rows);
  });
  return history;
}

function writeDemoMarkets(dir: string, snapshot: MarketsSnapshot): void {
  const ctx = makeContext(new Date(snapshot.generated_at), DEFAULT_CONFIG);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'history'), { recursive: true });
  // The snapshot of an hour ago: the prebuild then fetches the current prices and appends them.
  writeFileSync(path.join(dir, 'snapshot.json'), serialiseSnapshot(snapshot));
  for (const [symbol, rows] of demoHistory(snapshot)) {
    writeFileSync(path.join(dir, 'history', `${symbol}.json`), `${JSON.stringify(buildHistoryDocument(rows, ctx, symbol))}\n`);
  }
}

export interface DemoOptions {
  /** The site's port (PORT, default 3000 as for `npm start`). */
  readonly port?: string;
  /** The fake exchanges' port (0: any free one). */
  readonly exchangesPort: number;
}

/** Starts the fake exchanges, writes the demo history, then builds and serves the site (see above). */
export async function runDemo(values: DemoOptions): Promise<void> {
  const fake = await startFakeExchanges({ port: values.exchangesPort });
  console.log(`demo: fake exchanges on ${fake.url}`);
  const snapshot = await fetchMarkets({
    baseUrls: Object.fromEntries(EXCHANGE_IDS.map((id) => [id, fake.baseUrl(id)])),
    signal: AbortSignal.timeout(20_000),
  });
  // The history ends an hour before now; the build's prebuild adds the reading of now.
  const anHourAgo = new Date(Date.now() - HOUR_MS).toISOString();
  const earlier: MarketsSnapshot = {
    ...snapshot,
    generated_at: anHourAgo,
    exchanges: snapshot.exchanges.map((e) => ({
      ...e,
      fetched_at: anHourAgo,
      tickers: e.tickers.map((t) => ({ ...t, fetched_at: anHourAgo })),
    })),
  };
  const dir = path.resolve(DEMO_DIR);
  writeDemoMarkets(dir, earlier);
  console.log(`demo: wrote ${DEMO_HOURS} hourly readings per pair to ${DEMO_DIR}/`);

  // The refresh, and the browser's live reads of the exchanges that allow them, go to the fakes.
  const live = Object.values(ADAPTERS).flatMap(({ descriptor, settings }) =>
    settings.liveApiUrl ? [[settings.liveApiUrl, fake.baseUrl(descriptor.id)]] : [],
  );
  const env = childEnv({
    ...fake.env(),
    ...Object.fromEntries(live),
    MARKETS_SNAPSHOT: path.join(dir, 'snapshot.json'),
    FORCE_BUILD: '1',
    ...(values.port && { PORT: values.port }),
  });
  // npm start builds (FORCE_BUILD) with the demo's market data, then serves out/.
  const server = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env });
  const stop = () => {
    server.kill('SIGTERM');
    void fake.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.on('exit', (code) => void fake.close().then(() => process.exit(code ?? 0)));
}
