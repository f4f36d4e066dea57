import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { marketSettingsChanged, writeMarketSettings } from '@/pipeline/build/market-inputs.mjs';
import { ADAPTERS } from '@/lib/markets/exchanges';

const dirs: string[] = [];
const saved = { ...process.env };

afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build's record of the market settings, then `change` applied to the environment. */
function changedAfter(change: () => void): boolean {
  const cache = mkdtempSync(path.join(tmpdir(), 'market-inputs-'));
  dirs.push(cache);
  writeMarketSettings(cache);
  change();
  return marketSettingsChanged(cache);
}

describe("npm start's check of the market settings (pipeline/build/market-inputs.mjs)", () => {
  it.each(Object.values(ADAPTERS).flatMap(({ settings }) => [settings.apiUrl, settings.liveApiUrl].filter((name) => name !== null)))(
    'builds again when %s changes, as each exchange names it',
    (name) => {
      expect(changedAfter(() => (process.env[name] = 'http://127.0.0.1:7/changed'))).toBe(true);
    },
  );

  it("notices an exchange added later by its settings' shape, and the snapshot", () => {
    expect(changedAfter(() => (process.env.NEWEXCHANGE_API_URL = 'http://127.0.0.1:7'))).toBe(true);
    expect(changedAfter(() => (process.env.MARKETS_SNAPSHOT = '/elsewhere/snapshot.json'))).toBe(true);
  });

  it('does not build again for settings no page depends on', () => {
    expect(changedAfter(() => undefined)).toBe(false);
    expect(changedAfter(() => (process.env.GITHUB_API_URL = 'http://127.0.0.1:7'))).toBe(false);
    expect(changedAfter(() => (process.env.TELEGRAM_API_URL = 'http://127.0.0.1:7'))).toBe(false);
  });
});
