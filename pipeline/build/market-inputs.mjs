// What a build's markets depend on besides the sources, recorded by each build for freshness.mjs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const MARKETS_SNAPSHOT = process.env.MARKETS_SNAPSHOT || path.join('.markets', 'snapshot.json');
export const MARKET_INPUTS = [MARKETS_SNAPSHOT, path.join(path.dirname(MARKETS_SNAPSHOT), 'history')];
// Each exchange's `<ID>_API_URL` and `LIVE_<ID>_API_URL` by their shape: plain Node cannot read
// lib/markets/exchanges/, and a new exchange's settings are recorded too.
const EXCHANGE_URL = /^(?:LIVE_)?[A-Z][A-Z0-9]*_API_URL$/;
const OTHER_SERVICES = new Set(['GITHUB_API_URL', 'DEEPL_API_URL', 'TELEGRAM_API_URL']);
const mark = (cacheDir) => path.join(cacheDir, 'market-settings.json');
const settings = () => {
  const urls = Object.keys(process.env)
    .filter((name) => EXCHANGE_URL.test(name) && !OTHER_SERVICES.has(name) && process.env[name])
    .sort();
  return JSON.stringify(Object.fromEntries(['MARKETS_SNAPSHOT', ...urls].map((name) => [name, process.env[name] ?? null])));
};

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
