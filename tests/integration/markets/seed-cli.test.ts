import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContext } from '@/lib/core/context';
import { loadRegisterState } from '@/lib/register/node/refresh';
import { exchangeStandings } from '@/lib/register/standing';
import { EXCHANGES } from '@/lib/markets/exchanges';
import { getConfig } from '@/lib/config';
import { buildCatalogue } from '@/lib/markets/documents';
import type { MarketHistory, MarketsCatalogue } from '@/lib/markets/types';
import { marketsSnapshotSchema } from '@/lib/schemas/markets';
import { startFakeExchanges, type FakeExchanges } from '@/fakes/exchanges/fake-exchanges';
import { FAST_FETCH, readJson, removeTempDirs, runCommand, runScript, startScript, tempDir } from './helpers';

let fake: FakeExchanges;
/** A published folder after two refreshes, one of them with Coinmotion down (an error to carry over). */
let published: string;

const ALL_DOWN = { firi: 'down', nbx: 'not-found', coinmotion: 'success-false' } as const;

beforeAll(async () => {
  fake = await startFakeExchanges();
  published = tempDir('seed-published');
  const env = { ...FAST_FETCH };
  const args = ['--out', published, '--snapshot', `${published}-snapshot.json`];
  expect((await runCommand('markets-refresh', args, { ...fake.env({}, undefined, 0), ...env })).code).toBe(0);
  expect((await runCommand('markets-refresh', args, { ...fake.env({ coinmotion: 'down' }, 'seed', 3), ...env })).code).toBe(0);
});

afterAll(async () => {
  await fake.close();
  removeTempDirs();
});

/** In process unless a test needs the command as its own process (its exit code and streams). */
function seed(from: string, snapshot: string, run = runCommand) {
  return run('markets-seed', ['--from', from, '--snapshot', snapshot], {});
}

const historyFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

describe('npm run markets:seed -- --from <published dir>', () => {
  it('rebuilds the snapshot exactly from the published markets.json and copies the history', async () => {
    const local = tempDir('seed-local');
    const snapshotFile = path.join(local, 'snapshot.json');
    const run = await seed(published, snapshotFile);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/coinmotion: error, .*HTTP 503/);
    expect(run.stdout).toMatch(/19 history files copied/);

    const catalogue = readJson<MarketsCatalogue>(path.join(published, 'api/v1/markets.json'));
    const snapshot = marketsSnapshotSchema.parse(readJson(snapshotFile));
    expect(snapshot.generated_at).toBe(catalogue.generated_at);
    expect(snapshot.exchanges.map((e) => [e.id, e.status, e.error, e.fetched_at, e.tickers.length])).toEqual(
      catalogue.exchanges.map((e) => [e.id, e.status, e.error, e.fetched_at, e.ticker_count]),
    );
    // Exact: the catalogue built from the seeded snapshot is the published one, field for field (the
    // exchanges' standing from the same register set: this folder has none, so the build's copy).
    const standings = exchangeStandings(loadRegisterState(), EXCHANGES, snapshot.generated_at.slice(0, 10));
    expect(buildCatalogue(snapshot, makeContext(new Date(snapshot.generated_at), getConfig()), standings)).toEqual(catalogue);

    const from = path.join(published, 'api/v1/markets/history');
    const to = path.join(local, 'history');
    expect(historyFiles(to)).toEqual(historyFiles(from));
    for (const name of historyFiles(from))
      expect(readFileSync(path.join(to, name)).equals(readFileSync(path.join(from, name))), name).toBe(true);
  });

  it('the prebuild then keeps the seeded prices without exchange access, and appends when the exchanges answer', async () => {
    const local = tempDir('seed-prebuild');
    const snapshotFile = path.join(local, 'snapshot.json');
    expect((await seed(published, snapshotFile)).code).toBe(0);
    const seeded = readFileSync(snapshotFile);
    const btc = () => readJson<MarketHistory>(path.join(local, 'history/BTC-NOK.json'));
    const seededBtc = readFileSync(path.join(local, 'history/BTC-NOK.json'));

    const offline = await runCommand('markets-prebuild', ['--snapshot', snapshotFile], {
      ...fake.env(ALL_DOWN, 'seed-off'),
      ...FAST_FETCH,
    });
    expect(offline.code).toBe(0);
    expect(offline.stdout).toMatch(/kept the previous snapshot/);
    expect(readFileSync(snapshotFile).equals(seeded)).toBe(true);
    expect(readFileSync(path.join(local, 'history/BTC-NOK.json')).equals(seededBtc)).toBe(true); // no copy of the last row

    const online = await runCommand('markets-prebuild', ['--snapshot', snapshotFile], { ...fake.env({}, undefined, 6), ...FAST_FETCH });
    expect(online.code).toBe(0);
    expect(btc().rows.map((r) => r.price)).toEqual(['1012373.085', '1012376.085', '1012379.085']);
  });

  it('replaces local history with the published one (a local pair file the folder lacks goes)', async () => {
    const local = tempDir('seed-prune');
    mkdirSync(path.join(local, 'history'), { recursive: true });
    writeFileSync(path.join(local, 'history/ZZZ-NOK.json'), '{}');
    expect((await seed(published, path.join(local, 'snapshot.json'))).code).toBe(0);
    expect(existsSync(path.join(local, 'history/ZZZ-NOK.json'))).toBe(false);
  });

  it('with nothing published yet: says so, exits 0, changes nothing', async () => {
    const empty = tempDir('seed-empty');
    const local = tempDir('seed-empty-local');
    const run = await seed(empty, path.join(local, 'snapshot.json'));
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/does not exist \(nothing published yet\)/);
    expect(readdirSync(local)).toEqual([]);
    expect(readdirSync(empty)).toEqual([]);
  });

  it('refuses a missing folder (2) and a damaged catalogue or history file (1), naming it, changing nothing', async () => {
    const local = tempDir('seed-bad-local');
    // Spawned: the exit code as the process ends with it.
    expect((await seed(path.join(local, 'nope'), path.join(local, 'snapshot.json'), runScript)).code).toBe(2);

    const damaged = tempDir('seed-damaged');
    mkdirSync(path.join(damaged, 'api/v1/markets/history'), { recursive: true });
    const catalogue = readJson<MarketsCatalogue>(path.join(published, 'api/v1/markets.json'));
    writeFileSync(
      path.join(damaged, 'api/v1/markets.json'),
      JSON.stringify({ ...catalogue, tickers: [{ ...catalogue.tickers[0], last: 5 }] }),
    );
    const bad = await seed(damaged, path.join(local, 'snapshot.json'));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/markets\.json: tickers\.0\.last: .*nothing was changed/);

    writeFileSync(path.join(damaged, 'api/v1/markets.json'), JSON.stringify(catalogue));
    writeFileSync(path.join(damaged, 'api/v1/markets/history/BTC-NOK.json'), 'not json');
    const badHistory = await seed(damaged, path.join(local, 'snapshot.json'));
    expect(badHistory.code).toBe(1);
    expect(badHistory.stderr).toMatch(/history\/BTC-NOK\.json: not valid JSON/);
    expect(readdirSync(local)).toEqual([]);
  });

  it('first undoes a refresh that was killed in the published folder, then seeds from the previous set', async () => {
    const folder = tempDir('seed-killed');
    const args = ['--out', folder, '--snapshot', `${folder}-snapshot.json`];
    expect((await runCommand('markets-refresh', args, { ...fake.env({}, undefined, 0), ...FAST_FETCH })).code).toBe(0);
    const before = readJson<MarketsCatalogue>(path.join(folder, 'api/v1/markets.json'));
    // Learn the steps of the next write on a copy, then stop the real one a few installs in.
    const copy = tempDir('seed-trace');
    cpSync(folder, copy, { recursive: true });
    const trace = await runScript('markets-refresh', ['--out', copy, '--snapshot', `${copy}-snapshot.json`], {
      ...fake.env({}, undefined, 5),
      ...FAST_FETCH,
      DESK_FAULT: 'markets:write:trace',
    });
    const firstInstall = [...trace.stderr.matchAll(/fault: markets:write:trace n=(\d+) total=\d+ pid=\d+ at=install /g)].map((m) =>
      Number(m[1]),
    )[0]!;
    const run = startScript('markets-refresh', args, {
      ...fake.env({}, undefined, 5),
      ...FAST_FETCH,
      DESK_FAULT: `markets:write:pause:${firstInstall + 5}`,
    });
    const [, pid, label] = await run.waitFor(/fault: markets:write:pause n=\d+ total=\d+ pid=(\d+) at=(.*)/);
    expect(label).toMatch(/^install /);
    process.kill(Number(pid), 'SIGKILL');
    await run.exit;

    const local = tempDir('seed-killed-local');
    const seeded = await seed(folder, path.join(local, 'snapshot.json'));
    expect(seeded.code, seeded.stderr).toBe(0);
    expect(seeded.stderr).toMatch(/rolled back an interrupted write/);
    expect(readJson<{ generated_at: string }>(path.join(local, 'snapshot.json')).generated_at).toBe(before.generated_at);
  });
});
