// What a build's markets depend on besides the sources, for `npm start` to tell whether out/ is
// current (freshness.mjs): the market data at MARKETS_SNAPSHOT (the snapshot and its history/)
// and the settings below, which every build records in the build cache (build.mjs).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const MARKETS_SNAPSHOT = process.env.MARKETS_SNAPSHOT || path.join('.markets', 'snapshot.json');
export const MARKET_INPUTS = [MARKETS_SNAPSHOT, path.join(path.dirname(MARKETS_SNAPSHOT), 'history')];
const MARKET_ENV = [
  'MARKETS_SNAPSHOT',
  'FIRI_API_URL',
  'NBX_API_URL',
  'COINMOTION_API_URL',
  'LIVE_FIRI_API_URL',
  'LIVE_COINMOTION_API_URL',
];
const mark = (cacheDir) => path.join(cacheDir, 'market-settings.json');
const settings = () => JSON.stringify(Object.fromEntries(MARKET_ENV.map((name) => [name, process.env[name] ?? null])));

/** Records the market settings of the build that just ran. */
export function writeMarketSettings(cacheDir) {
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(mark(cacheDir), settings());
}

/** Whether the settings differ from the last build's (false when no build recorded them). */
export function marketSettingsChanged(cacheDir) {
  try {
    return readFileSync(mark(cacheDir), 'utf8') !== settings();
  } catch {
    return false;
  }
}
