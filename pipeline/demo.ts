/**
 * `npm run demo [-- --port 3000 --exchanges-port 8787]`: the site with prices, offline. The fake
 * exchanges, eight days of hourly readings in .demo-markets/ (so changes and charts are drawn), a
 * build from them, live reads pointed at the fakes, and out/ served like `npm start`. Afterwards
 * `FORCE_BUILD=1 npm start` builds the real site again.
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
export const DEMO_HOURS = 8 * 24;
export const DEMO_DIR = '.demo-markets';

function offsetPercent(hoursBefore: number, phase: number): Decimal {
  const t = hoursBefore / 24;
  const wave = 2.2 * Math.sin(t * 1.3 + phase) + 0.8 * Math.sin(t * 4.1 + phase * 2) + 0.35 * Math.sin(t * 11 + phase);
  const atEnd = 2.2 * Math.sin(phase) + 0.8 * Math.sin(phase * 2) + 0.35 * Math.sin(phase);
  // A drawing, not a figure: rounded to two places before it becomes a decimal string.
  return new Decimal((wave - atEnd - 0.4 * t).toFixed(2));
}

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
  readonly port?: string;
  readonly exchangesPort: number;
}

export async function runDemo(values: DemoOptions): Promise<void> {
  const fake = await startFakeExchanges({ port: values.exchangesPort });
  console.log(`demo: fake exchanges on ${fake.url}`);
  const snapshot = await fetchMarkets({
    baseUrls: Object.fromEntries(EXCHANGE_IDS.map((id) => [id, fake.baseUrl(id)])),
    signal: AbortSignal.timeout(20_000),
  });
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
  const server = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env });
  const stop = () => {
    server.kill('SIGTERM');
    void fake.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.on('exit', (code) => void fake.close().then(() => process.exit(code ?? 0)));
}
