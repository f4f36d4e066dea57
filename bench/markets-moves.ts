/**
 * Price moves at the scale of a real history: 60 pairs of 30 days of hourly readings (43,200
 * readings), through markets/moves.json's replay and the 56 move feeds, for a calm market (no
 * move) and a wild one (hundreds of moves). Each run builds a fresh history, so nothing is cached
 * between runs; within a run the feeds reuse the document's replay.
 * Run:  npx tsx bench/markets-moves.ts
 */
import { performance } from 'node:perf_hooks';
import { DEFAULT_CONFIG } from '@/lib/config';
import { makeContext } from '@/lib/core/context';
import { moveFeedFiles } from '@/lib/feeds/move-feeds';
import { buildMovesDocument } from '@/lib/markets/moves';
import type { MarketHistoryRow } from '@/lib/markets/types';

const START = Date.parse('2026-01-01T00:17:00Z');
const PAIRS = 60;
const HOURS = 30 * 24;
const QUOTES = ['NOK', 'SEK', 'DKK', 'EUR'] as const;

function history(swing: number): Map<string, MarketHistoryRow[]> {
  const map = new Map<string, MarketHistoryRow[]>();
  for (let p = 0; p < PAIRS; p++) {
    const rows: MarketHistoryRow[] = [];
    let price = 1000 + p * 37;
    for (let h = 0; h < HOURS; h++) {
      price = Math.max(1, price * (1 + Math.sin(h * 0.7 + p) * swing));
      const text = price.toFixed(4);
      const at = new Date(START + h * 3_600_000).toISOString();
      rows.push({ at, price: text, method: 'mean_last', last: text, mid: null, exchange_count: 2, exchanges: ['firi', 'nbx'] });
    }
    map.set(`C${p}-${QUOTES[p % 4]}`, rows);
  }
  return map;
}

const ctx = makeContext(new Date(START + HOURS * 3_600_000), DEFAULT_CONFIG);
for (const [name, swing] of [
  ['calm (±0.4 % an hour)', 0.004],
  ['wild (±2 % an hour)', 0.02],
] as const) {
  for (let run = 1; run <= 3; run++) {
    const data = history(swing);
    const t0 = performance.now();
    const doc = buildMovesDocument(data, ctx, '5');
    const t1 = performance.now();
    const feeds = moveFeedFiles(data, ctx);
    const t2 = performance.now();
    const bytes = feeds.reduce((sum, file) => sum + file.content.length, 0);
    console.log(
      `${name} run ${run}: moves.json ${(t1 - t0).toFixed(0)} ms (${doc.count} moves), 56 feeds ${(t2 - t1).toFixed(0)} ms (${bytes} bytes)`,
    );
  }
}
