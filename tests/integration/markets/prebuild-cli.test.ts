import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADAPTERS } from '@/lib/markets/exchanges';
import { prebuildMarkets } from '@/lib/markets/node/refresh';
import { marketHistorySchema, marketsSnapshotSchema } from '@/lib/schemas/markets';
import { FAST_FETCH, readJson, removeTempDirs, runCommand, runScript, tempDir, fakeExchangesForFile } from './helpers';

const fake = fakeExchangesForFile();
afterAll(() => removeTempDirs());

const ALL_DOWN = { firi: 'down', nbx: 'not-found', coinmotion: 'success-false' } as const;

/** In process unless a test needs the command as its own process (its exit code and streams). */
function prebuild(snapshot: string, env: Record<string, string>, extra: string[] = [], run = runCommand) {
  return run('markets-prebuild', ['--snapshot', snapshot, ...extra], { ...FAST_FETCH, ...env });
}

describe('markets prebuild (before next build)', () => {
  it('saves a fresh snapshot and copies the logos of the bases present', async () => {
    const dir = tempDir('prebuild-ok');
    const snapshot = path.join(dir, 'snapshot.json');
    const logos = path.join(dir, 'logos');
    // Spawned: argv, exit code and stdout as npm's process has them.
    const run = await prebuild(snapshot, fake().env(), ['--logos', logos], runScript);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('saved the new snapshot');
    const saved = marketsSnapshotSchema.parse(readJson(snapshot));
    expect(saved.exchanges.map((e) => e.status)).toEqual(['ok', 'ok', 'ok']);
    expect(existsSync(path.join(logos, 'btc.svg'))).toBe(true);
    expect(existsSync(path.join(logos, 'pol.svg'))).toBe(false);
  });

  it('keeps a previous snapshot untouched when every exchange fails, and exits 0', async () => {
    const dir = tempDir('prebuild-keep');
    const snapshot = path.join(dir, 'snapshot.json');
    expect((await prebuild(snapshot, fake().env())).code).toBe(0);
    const before = readFileSync(snapshot);
    const history = readFileSync(path.join(dir, 'history/BTC-NOK.json'));
    const run = await prebuild(snapshot, fake().env(ALL_DOWN, 'keep'));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('kept the previous snapshot');
    expect(readFileSync(snapshot).equals(before)).toBe(true);
    expect(readFileSync(path.join(dir, 'history/BTC-NOK.json')).equals(history)).toBe(true);
  });

  it('keeps the price history beside the snapshot, in the published format, appending like the refresh', async () => {
    const dir = tempDir('prebuild-history');
    const snapshot = path.join(dir, 'snapshot.json');
    expect((await prebuild(snapshot, fake().env())).code).toBe(0);
    expect((await prebuild(snapshot, fake().env({}, undefined, 2))).code).toBe(0);
    const files = readdirSync(path.join(dir, 'history')).filter((f) => f.endsWith('.json'));
    expect(files).toHaveLength(19);
    const btc = marketHistorySchema.parse(readJson(path.join(dir, 'history/BTC-NOK.json')));
    expect(btc.rows.map((r) => r.price)).toEqual(['1012373.085', '1012375.085']);
    const saved = marketsSnapshotSchema.parse(readJson(snapshot));
    expect(btc.generated_at).toBe(saved.generated_at);
  });

  it('moves a damaged local history file aside (nothing deleted) and starts that pair afresh; the build goes on', async () => {
    const dir = tempDir('prebuild-damaged');
    const snapshot = path.join(dir, 'snapshot.json');
    expect((await prebuild(snapshot, fake().env())).code).toBe(0);
    writeFileSync(path.join(dir, 'history/BTC-NOK.json'), '{"broken": ');
    const run = await prebuild(snapshot, fake().env({}, undefined, 1));
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/BTC-NOK\.json: not valid JSON.*moved to .*BTC-NOK\.json\.damaged-/);
    const aside = readdirSync(path.join(dir, 'history')).filter((f) => f.startsWith('BTC-NOK.json.damaged-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(path.join(dir, 'history', aside[0]!), 'utf8')).toBe('{"broken": ');
    expect(marketHistorySchema.parse(readJson(path.join(dir, 'history/BTC-NOK.json'))).rows).toHaveLength(1);
    expect(marketHistorySchema.parse(readJson(path.join(dir, 'history/ETH-NOK.json'))).rows).toHaveLength(2);
  });

  it("with no previous snapshot, saves each exchange's real error and no tickers, and exits 0", async () => {
    const dir = tempDir('prebuild-none');
    const snapshot = path.join(dir, 'snapshot.json');
    const run = await prebuild(snapshot, fake().env(ALL_DOWN, 'none'));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('saved an all-error snapshot');
    const saved = marketsSnapshotSchema.parse(readJson(snapshot));
    expect(saved.exchanges.map((e) => [e.id, e.status, e.tickers.length])).toEqual([
      ['firi', 'error', 0],
      ['nbx', 'error', 0],
      ['coinmotion', 'error', 0],
    ]);
    expect(saved.exchanges[0]!.error).toMatch(/HTTP 503/);
    expect(saved.exchanges[1]!.error).toMatch(/HTTP 404/);
    expect(saved.exchanges[2]!.error).toMatch(/success: false/);
  });

  it('keeps, for an exchange that fails, when its last good figures were fetched (in process, as the command runs it)', async () => {
    const dir = tempDir('prebuild-last-good');
    const snapshotFile = path.join(dir, 'snapshot.json');
    const log = () => undefined;
    const first = await prebuildMarkets({ snapshotFile, env: { ...FAST_FETCH, ...fake().env() }, log });
    const answered = first.snapshot.exchanges.find((e) => e.id === 'firi')!.fetched_at;
    const second = await prebuildMarkets({ snapshotFile, env: { ...FAST_FETCH, ...fake().env({ firi: 'truncated' }, 'last-good') }, log });
    expect(second.source).toBe('fetched');
    const saved = marketsSnapshotSchema.parse(readJson(snapshotFile));
    expect(saved.exchanges.map((e) => [e.id, e.status, e.last_ok_at])).toEqual([
      ['firi', 'error', answered],
      ['nbx', 'ok', saved.exchanges[1]!.fetched_at],
      ['coinmotion', 'ok', saved.exchanges[2]!.fetched_at],
    ]);
  });

  it('replaces an unreadable previous snapshot and finishes without network (refused connections)', async () => {
    const dir = tempDir('prebuild-offline');
    const snapshot = path.join(dir, 'snapshot.json');
    writeFileSync(snapshot, '{"half": ');
    const closed = 'http://127.0.0.1:1';
    const run = await prebuild(snapshot, Object.fromEntries(Object.values(ADAPTERS).map(({ settings }) => [settings.apiUrl, closed])));
    expect(run.code).toBe(0);
    const saved = marketsSnapshotSchema.parse(readJson(snapshot));
    expect(saved.exchanges.every((e) => e.status === 'error' && /network error/.test(e.error ?? ''))).toBe(true);
  });
});
