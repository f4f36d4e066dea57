// What a build's markets depend on besides the sources, for `npm start` to tell whether out/ is
// current (freshness.mjs): the market data at MARKETS_SNAPSHOT (the snapshot and its history/)
// and the settings below, which every build records in the build cache (build.mjs).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const MARKETS_SNAPSHOT = process.env.MARKETS_SNAPSHOT || path.join('.markets', 'snapshot.json');
export const MARKET_INPUTS = [MARKETS_SNAPSHOT, path.join(path.dirname(MARKETS_SNAPSHOT), 'history')];
// Each exchange names its own `<ID>_API_URL` and `LIVE_<ID>_API_URL` (lib/markets/exchanges/); this
// plain-Node file matches their shape, as lib/config.ts does, so a new exchange's are recorded too.
// The other services' URLs (lib/config.ts) change no page.
const EXCHANGE_URL = /^(?:LIVE_)?[A-Z][A-Z0-9]*_API_URL$/;
const OTHER_SERVICES = new Set(['GITHUB_API_URL', 'DEEPL_API_URL', 'TELEGRAM_API_URL']);
const mark = (cacheDir) => path.join(cacheDir, 'market-settings.json');
const settings = () => {
  const urls = Object.keys(process.env)
    .filter((name) => EXCHANGE_URL.test(name) && !OTHER_SERVICES.has(name) && process.env[name])
    .sort();
  return JSON.stringify(Object.fromEntries(['MARKETS_SNAPSHOT', ...urls].map((name) => [name, process.env[name] ?? null])));
};

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
