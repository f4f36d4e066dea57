import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { marketSchemaForPath } from '@/lib/api/market-documents';
import { marketsSnapshotSchema } from '@/lib/schemas/markets';
import type { MarketAggregate, MarketsCatalogue } from '@/lib/markets/types';
import type { ExchangeName, Fault } from '@/fakes/exchanges/fake-exchanges';
import { mkdirSync, writeFileSync } from 'node:fs';
import { registerDocumentFiles } from '@/lib/api/register-documents';
import { makeContext } from '@/lib/core/context';
import { getConfig } from '@/lib/config';
import { nextState, renderRegisterFiles } from '@/lib/register/node/refresh';
import { APRIL, JUNE, realFile } from '../../fixtures/register/variants';
import { FAST_FETCH, readJson, removeTempDirs, readTree, runCommand, runScript, tempDir, fakeExchangesForFile } from './helpers';

const fake = fakeExchangesForFile();
afterAll(() => removeTempDirs());

function refresh(
  out: string,
  snapshot: string,
  faults: Partial<Record<ExchangeName, Fault>> = {},
  extraEnv: Record<string, string> = {},
  tag = '',
  // In process unless a test needs the command as its own process (its exit code and streams).
  run = runCommand,
) {
  return run('markets-refresh', ['--out', out, '--snapshot', snapshot], {
    ...fake().env(faults, tag || undefined),
    ...FAST_FETCH,
    ...extraEnv,
  });
}

/** Every published file is whole and every JSON validates; returns path → generated_at. */
function validateTree(out: string): Map<string, string> {
  const stamps = new Map<string, string>();
  for (const [relative, bytes] of readTree(out)) {
    if (!relative.startsWith('api/')) continue; // the snapshot kept beside the output in these tests
    // The move feeds (RSS and JSON Feed) are checked in tests/integration/notify/moves-week.test.ts.
    if (relative.startsWith('api/v1/markets/moves/')) {
      expect(bytes.length, relative).toBeGreaterThan(0);
      continue;
    }
    if (relative.endsWith('.svg')) {
      expect(bytes.toString('utf8').trimEnd(), relative).toMatch(/^<svg[\s\S]*<\/svg>$/);
      continue;
    }
    const document = JSON.parse(bytes.toString('utf8')) as { generated_at: string };
    marketSchemaForPath(relative.replace(/^api\/v1\//, ''))!.parse(document);
    stamps.set(relative, document.generated_at);
  }
  return stamps;
}

const pair = (catalogue: MarketsCatalogue, symbol: string) => catalogue.aggregated.find((a) => a.symbol === symbol) as MarketAggregate;

describe('npm run markets:refresh', () => {
  it('writes every market file, valid, with hand-computed aggregates, and saves the snapshot', async () => {
    const out = tempDir('happy');
    const snapshot = path.join(out, '..', `${path.basename(out)}-snapshot.json`);
    const run = await refresh(out, snapshot);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('firi: ok, 11 tickers');
    expect(run.stdout).toContain('nbx: ok, 10 tickers');
    expect(run.stdout).toContain('coinmotion: ok, 8 tickers');

    const stamps = validateTree(out);
    expect(new Set(stamps.values()).size).toBe(1);
    const files = [...readTree(out).keys()].filter((f) => f.startsWith('api/')).sort();
    expect(files).toEqual(
      expect.arrayContaining([
        'api/v1/markets.json',
        'api/v1/markets/aggregated.json',
        'api/v1/markets/firi.json',
        'api/v1/markets/nbx.json',
        'api/v1/markets/coinmotion.json',
        'api/v1/markets/by-asset/BTC.json',
        'api/v1/markets/by-asset/POL.json',
        'api/v1/markets/logos/btc.svg',
        'api/v1/markets/logos/usdc.svg',
      ]),
    );
    expect(files).not.toContain('api/v1/markets/logos/pol.svg');
    expect(files).not.toContain('api/v1/markets/logos/matic.svg');
    expect(files.some((f) => f.includes('staging') || f.includes('.markets-txn'))).toBe(false);
    expect(files.filter((f) => f.startsWith('api/v1/markets/history/'))).toHaveLength(19);

    const catalogue = readJson<MarketsCatalogue>(path.join(out, 'api/v1/markets.json'));
    expect(pair(catalogue, 'BTC-NOK')).toMatchObject({
      method: 'mean_last',
      price: '1012373.085', // (1012345.67 + 1012400.5) / 2
      min: '1012345.67',
      max: '1012400.5',
      mid: '1012312.6000000000000000', // mean of 1012250.0000000000000000 and 1012375.2
      exchange_count: 2,
      volume: { volume_base: '12.34567891', volume_base_24h: '3.21', volume_quote: null, volume_quote_exchanges: 0 },
    });
    expect(pair(catalogue, 'ETH-EUR')).toMatchObject({
      method: 'mean_last',
      price: '2981.4', // only NBX has a last; Coinmotion is a contributor without one
      mid: '2982.275', // mean of 2981.55 and 2983.00
      exchange_count: 2,
    });
    expect(pair(catalogue, 'SOL-EUR')).toMatchObject({ method: 'mean_bid_ask_mid', price: '140.50', last: null, exchange_count: 1 });
    expect(pair(catalogue, 'BTC-SEK')).toMatchObject({ price: '1043000', mid: '1043275.00' });
    expect(pair(catalogue, 'SOL-NOK').volume).toMatchObject({ volume_base: '0', volume_base_24h: '0', volume_quote_24h: '0' });
    expect(catalogue.aggregated.map((a) => a.symbol)).not.toContain('ETH-BTC');
    expect(catalogue.aggregated.map((a) => a.symbol)).not.toContain('SOL-USDC');

    const saved = marketsSnapshotSchema.parse(readJson(snapshot));
    expect(saved.exchanges.every((e) => e.status === 'ok')).toBe(true);
  });

  // One fault per exchange through the real command: the faulted exchange is recorded and the
  // others published. Every fault on every exchange is tried in-process (fetch-faults.test.ts).
  const faults: [ExchangeName, Fault][] = [
    ['firi', 'timeout'],
    ['nbx', 'html'],
    ['coinmotion', 'json-numbers'],
  ];
  const stillOk = new Set<Fault>(['flaky', 'json-numbers']);

  // One after another: in process, each run's environment is this process's.
  it.each(faults)('%s %s: recorded on that exchange, the others published', async (exchange, fault) => {
    const out = tempDir(`${exchange}-${fault}`);
    const run = await refresh(out, path.join(out, 'snapshot.json'), { [exchange]: fault }, {}, `${exchange}-${fault}`);
    expect(run.code, run.stderr).toBe(0);
    validateTree(out);
    const catalogue = readJson<MarketsCatalogue>(path.join(out, 'api/v1/markets.json'));
    for (const entry of catalogue.exchanges) {
      if (entry.id === exchange && !stillOk.has(fault)) {
        expect(entry.status).toBe('error');
        expect(entry.error).toBeTruthy();
        expect(entry.ticker_count).toBe(0);
        expect(run.stdout).toContain(`${exchange}: error, `);
      } else {
        expect(entry).toMatchObject({ status: 'ok', error: null });
        expect(entry.ticker_count).toBeGreaterThan(0);
      }
    }
    // A zero appears only where the payload published one (SOL-NOK volumes) — never for a failure.
    for (const ticker of catalogue.tickers) {
      for (const field of ['last', 'bid', 'ask'] as const) expect(ticker[field], `${ticker.id} ${field}`).not.toBe('0');
    }
  });

  it('when every exchange fails: writes nothing, keeps the previous files byte for byte, exits non-zero', async () => {
    const out = tempDir('all-fail');
    const snapshot = path.join(out, 'snapshot.json');
    const first = await refresh(out, snapshot);
    expect(first.code, first.stderr).toBe(0);
    const before = readTree(out);

    // Spawned: the exit code and the two streams as the process ends with them.
    const run = await refresh(out, snapshot, { firi: 'down', nbx: 'timeout', coinmotion: 'html' }, {}, 'all-fail', runScript);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/every exchange failed; no files were written/);
    expect(run.stdout).toMatch(/firi: error, .*HTTP 503/);
    expect(run.stdout).toMatch(/nbx: error, .*no complete answer/);
    expect(run.stdout).toMatch(/coinmotion: error, .*not JSON/);

    const after = readTree(out);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [file, bytes] of before) expect(after.get(file)!.equals(bytes), file).toBe(true);
  });

  it('removes by-asset files of bases that are gone, keeps exchange files for all three', async () => {
    const out = tempDir('prune');
    const snapshot = path.join(out, 'snapshot.json');
    expect((await refresh(out, snapshot)).code).toBe(0);
    expect(existsSync(path.join(out, 'api/v1/markets/by-asset/POL.json'))).toBe(true);
    // Firi alone lists POL and DOGE; with Firi down they are gone.
    expect((await refresh(out, snapshot, { firi: 'down' }, {}, 'prune')).code).toBe(0);
    expect(existsSync(path.join(out, 'api/v1/markets/by-asset/POL.json'))).toBe(false);
    expect(existsSync(path.join(out, 'api/v1/markets/by-asset/BTC.json'))).toBe(true);
    expect(existsSync(path.join(out, 'api/v1/markets/firi.json'))).toBe(true);
  });

  it('keeps each exchange\u2019s standing from the register set published in the folder, refresh after refresh', async () => {
    const out = tempDir('refresh-register');
    const publishRegister = (file: string) => {
      const ctx = makeContext(new Date('2026-07-01T05:41:00Z'), getConfig());
      const state = nextState(realFile(file), 'https://esma.test/CASPS.csv', null, ctx);
      for (const document of renderRegisterFiles(state, ctx, registerDocumentFiles)) {
        mkdirSync(path.dirname(path.join(out, document.path)), { recursive: true });
        writeFileSync(path.join(out, document.path), document.content);
      }
      return state;
    };
    const june = publishRegister(JUNE);
    for (const round of [1, 2]) {
      const run = await refresh(out, path.join(out, '..', `${path.basename(out)}-snapshot.json`));
      expect(run.code, run.stderr).toBe(0);
      const catalogue = readJson<MarketsCatalogue>(path.join(out, 'api/v1/markets.json'));
      const standing = Object.fromEntries(catalogue.exchanges.map((e) => [e.id, e.register?.serves ?? null]));
      expect(standing, `round ${round}`).toEqual({ firi: ['NO', 'SE', 'DK'], nbx: null, coinmotion: ['SE', 'FI'] });
      expect(catalogue.exchanges.every((e) => e.register_source?.file_date === june.source.file_date)).toBe(true);
      const firi = readJson<{ exchange: MarketsCatalogue['exchanges'][number] }>(path.join(out, 'api/v1/markets/firi.json'));
      expect(firi.exchange.register).toEqual(catalogue.exchanges[0]!.register);
    }
    // The register job publishes an older file: the next hourly refresh says what that one says.
    const april = publishRegister(APRIL);
    expect((await refresh(out, path.join(out, '..', `${path.basename(out)}-snapshot.json`))).code).toBe(0);
    const catalogue = readJson<MarketsCatalogue>(path.join(out, 'api/v1/markets.json'));
    expect(catalogue.exchanges.map((e) => [e.id, e.register?.serves ?? null, e.register_source?.file_date])).toEqual([
      ['firi', null, april.source.file_date],
      ['nbx', null, april.source.file_date],
      ['coinmotion', ['SE', 'FI'], april.source.file_date],
    ]);
  });

  it('refuses to run without --out', async () => {
    const run = await runScript('markets-refresh', [], fake().env());
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--out <dir> is required/);
  });
});
