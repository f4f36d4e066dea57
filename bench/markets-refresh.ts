/**
 * A full market refresh (fetch all three, aggregate, validate, write every file atomically)
 * against the fake exchanges with 200 ms latency per call, compared with the slowest exchange's
 * own sequence of calls alone. A ratio near 1 means the exchanges really run in parallel and the
 * rest of the refresh costs little.
 * Run:  npx tsx bench/markets-refresh.ts        Aim: ratio < 1.5.
 * The refresh runs in-process (refreshMarkets, the function the CLI calls) so Node/tsx start-up
 * time, which has nothing to do with the refresh, is not measured.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_CONFIG } from '@/lib/config';
import { EXCHANGE_IDS } from '@/lib/markets/constants';
import { fetchExchange } from '@/lib/markets/fetch';
import { marketDocumentFiles } from '@/lib/api/market-documents';
import { refreshMarkets } from '@/lib/markets/node/refresh';
import { startFakeExchanges } from '@/fakes/exchanges/fake-exchanges';

const LATENCY_MS = 200;
const RUNS = 7;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function main(): Promise<void> {
  const fake = await startFakeExchanges({ latencyMs: LATENCY_MS });
  const env = fake.env();
  const baseUrls = Object.fromEntries(EXCHANGE_IDS.map((id) => [id, fake.baseUrl(id)]));
  const dir = mkdtempSync(path.join(tmpdir(), 'markets-bench-'));
  try {
    // Warm-up: module loading, JIT, the first connection.
    await refreshMarkets({
      outDir: dir,
      snapshotFile: path.join(dir, 'snapshot.json'),
      env,
      config: DEFAULT_CONFIG,
      documents: marketDocumentFiles,
    });

    const perExchange: Record<string, number[]> = Object.fromEntries(EXCHANGE_IDS.map((id) => [id, []]));
    const full: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      for (const id of EXCHANGE_IDS) {
        perExchange[id]!.push(await time(() => fetchExchange(id, { baseUrls })));
      }
      full.push(
        await time(async () => {
          const outcome = await refreshMarkets({
            outDir: dir,
            snapshotFile: path.join(dir, 'snapshot.json'),
            env,
            config: DEFAULT_CONFIG,
            documents: marketDocumentFiles,
          });
          if (!outcome.written) throw new Error('refresh wrote nothing');
        }),
      );
    }
    const singles = EXCHANGE_IDS.map((id) => ({ id, ms: median(perExchange[id]!) }));
    const slowest = singles.reduce((a, b) => (b.ms > a.ms ? b : a));
    const refresh = median(full);
    console.log(`latency per call: ${LATENCY_MS} ms, runs: ${RUNS} (median)`);
    for (const { id, ms } of singles) console.log(`  ${id} alone: ${ms.toFixed(1)} ms`);
    console.log(`full refresh (fetch 3 + aggregate + validate + write ${'~'}22 files): ${refresh.toFixed(1)} ms`);
    console.log(`ratio vs slowest exchange alone (${slowest.id}): ${(refresh / slowest.ms).toFixed(2)} (aim < 1.5)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await fake.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
