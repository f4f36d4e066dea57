import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processStart } from '@/lib/node/lock';
import { recoverFileSets } from '@/lib/node/transaction';
import { marketSchemaForPath } from '@/lib/api/market-documents';
import type { MarketHistory, MarketsCatalogue } from '@/lib/markets/types';
import { startFakeExchanges, type FakeExchanges } from '@/fakes/exchanges/fake-exchanges';
import { resume } from '@/tests/helpers/faults';
import { FAST_FETCH, readJson, readTree, removeTempDirs, runCommand, runScript, startScript, tempDir } from './helpers';

/**
 * The market files change as one set, checked on the real command: `tsx scripts/markets-refresh.ts`
 * is stopped at an exact step of its write by the fault seam (DESK_FAULT=markets:write:pause:<k>), killed from
 * outside with SIGKILL, and the folder is checked after `markets:recover` (the real command once,
 * its library `recoverFileSets()` in the rest). Runs that nothing kills (the baseline, the injected
 * exceptions) call the command in process (tests/helpers/in-process.ts).
 */

let fake: FakeExchanges;
/** A published folder after one refresh (prices of variant 0). */
let baseline: string;
let baselineFiles: Map<string, Buffer>;
/** The steps of a complete write of variant 1 over the baseline, in order. */
let labels: string[];

/** A fault point's line (lib/node/faults.ts): action, step, total, pid, label. */
const HOOK = /fault: markets:write:(\w+) n=(\d+) total=(\d+) pid=(\d+) at=(.*)/;
const at = (action: string, k: number) => `markets:write:${action}:${k}`;

function marketFiles(dir: string): Map<string, Buffer> {
  return new Map([...readTree(dir)].filter(([relative]) => relative.startsWith('api/')));
}

function copyOfBaseline(name: string): string {
  const dir = tempDir(name);
  cpSync(baseline, dir, { recursive: true });
  return dir;
}

function refreshEnv(variant: number, extra: Record<string, string> = {}): Record<string, string> {
  return { ...fake.env({}, undefined, variant), ...FAST_FETCH, ...extra };
}

function startRefresh(dir: string, variant: number, extra: Record<string, string> = {}) {
  return startScript(
    'markets-refresh',
    ['--out', dir, '--snapshot', path.join(dir, '..', `${path.basename(dir)}-snapshot.json`)],
    refreshEnv(variant, extra),
  );
}

function expectBaseline(dir: string, what: string): void {
  const now = marketFiles(dir);
  expect([...now.keys()].sort(), what).toEqual([...baselineFiles.keys()].sort());
  for (const [relative, bytes] of baselineFiles) expect(now.get(relative)!.equals(bytes), `${what}: ${relative}`).toBe(true);
}

/** A complete set from one refresh newer than the baseline, with `rows` history rows per pair. */
function expectCompleteNewSet(dir: string, rows: number): MarketsCatalogue {
  const catalogue = readJson<MarketsCatalogue>(path.join(dir, 'api/v1/markets.json'));
  const old = readJson<MarketsCatalogue>(path.join(baseline, 'api/v1/markets.json'));
  expect(catalogue.generated_at).not.toBe(old.generated_at);
  for (const [relative, bytes] of marketFiles(dir)) {
    // Logos, and the move feeds (not documents: compared byte for byte with the set like every file).
    if (relative.endsWith('.svg') || relative.startsWith('api/v1/markets/moves/')) continue;
    const document = JSON.parse(bytes.toString('utf8')) as { generated_at: string };
    marketSchemaForPath(relative.replace(/^api\/v1\//, ''))!.parse(document);
    expect(document.generated_at, relative).toBe(catalogue.generated_at);
  }
  const bases = [...new Set(catalogue.tickers.map((t) => t.base))].sort();
  expect(readdirSync(path.join(dir, 'api/v1/markets/by-asset')).sort()).toEqual(bases.map((b) => `${b}.json`).sort());
  for (const aggregate of catalogue.aggregated) {
    const history = readJson<MarketHistory>(path.join(dir, `api/v1/markets/history/${aggregate.symbol}.json`));
    expect(history.rows, aggregate.symbol).toHaveLength(rows);
    expect(history.rows.at(-1)).toEqual({
      at: aggregate.updated_at,
      price: aggregate.price,
      method: aggregate.method,
      last: aggregate.last,
      mid: aggregate.mid,
      exchange_count: aggregate.exchange_count,
      exchanges: aggregate.contributors
        .filter((contributor) => contributor.included_in_price)
        .map((contributor) => contributor.exchange_id)
        .sort(),
    });
  }
  return catalogue;
}

function leftovers(dir: string): string[] {
  const txn = path.join(dir, '.markets-txn');
  return existsSync(txn) ? readdirSync(txn).filter((name) => name === 'lock' || name.startsWith('txn-') || name.startsWith('claim-')) : [];
}

const index = (predicate: (label: string) => boolean, from: 'first' | 'last' = 'first') =>
  (from === 'first' ? labels.findIndex(predicate) : labels.findLastIndex(predicate)) + 1;

beforeAll(async () => {
  fake = await startFakeExchanges();
  baseline = tempDir('atomic-baseline');
  const first = await runCommand('markets-refresh', ['--out', baseline, '--snapshot', `${baseline}-snapshot.json`], refreshEnv(0));
  expect(first.code, first.stderr).toBe(0);
  baselineFiles = marketFiles(baseline);
  const traced = copyOfBaseline('atomic-trace');
  const run = await runScript(
    'markets-refresh',
    ['--out', traced, '--snapshot', `${traced}-snapshot.json`],
    refreshEnv(1, { DESK_FAULT: 'markets:write:trace' }),
  );
  expect(run.code, run.stderr).toBe(0);
  labels = run.stderr
    .split('\n')
    .map((line) => HOOK.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => m[5]!);
  expect(labels.length).toBeGreaterThan(60);
});

afterAll(async () => {
  await fake.close();
  removeTempDirs();
});

describe('a refresh killed (SIGKILL) during its write', () => {
  // One point in each phase of the write, through the real command and a real SIGKILL; the unit
  // tests (transaction.test.ts) stop the same write before every one of its steps in-process.
  const points = () => {
    const firstInstall = index((l) => l.startsWith('install '));
    const lastInstall = index((l) => l.startsWith('install '), 'last'); // the catalogue
    return [
      index((l) => l.startsWith('stage '), 'last'),
      index((l) => l.startsWith('keep ')),
      index((l) => l === 'journal'),
      firstInstall + 1,
      Math.floor((firstInstall + lastInstall) / 2),
      lastInstall,
      index((l) => l === 'commit'),
      index((l) => l === 'clean up'),
    ];
  };

  it('has a step list covering every phase', () => {
    for (const phase of ['stage ', 'keep ', 'journal', 'install ', 'flush folders', 'commit', 'clean up']) {
      expect(
        labels.some((l) => l.startsWith(phase)),
        phase,
      ).toBe(true);
    }
    expect(new Set(points()).size).toBe(points().length);
  });

  it.concurrent.each(Array.from({ length: 8 }, (_, i) => i))(
    'kill point %i: the folder holds the old set or the complete new set',
    async (i) => {
      const k = points()[i]!;
      const dir = copyOfBaseline(`kill-${k}`);
      const snapshot = `${dir}-snapshot.json`;
      const run = startRefresh(dir, 1, { DESK_FAULT: at('pause', k) });
      const [, action, step, total, pid, label] = await run.waitFor(HOOK);
      expect([Number(step), Number(total), action, label]).toEqual([k, labels.length, 'pause', labels[k - 1]]);
      process.kill(Number(pid), 'SIGKILL');
      expect((await run.exit).code).not.toBe(0);
      if (labels[k - 1]!.startsWith('install ') && k > index((l) => l.startsWith('install ')) + 1) {
        // The crash left both refreshes on disk: this is what recovery is for.
        expect([...marketFiles(dir)].some(([relative, bytes]) => !baselineFiles.get(relative)?.equals(bytes))).toBe(true);
      }

      // The library under `npm run markets:recover` (its command is run in 'killed while rolling back'):
      // these tests run side by side, and each call keeps its own log.
      const recovered: string[] = [];
      await recoverFileSets(dir, { log: (line) => recovered.push(line) });
      expect(recovered.join('\n')).toMatch(/no longer running/);
      if (label === 'clean up') expectCompleteNewSet(dir, 2);
      else expectBaseline(dir, `killed before step ${k} (${label})`);
      expect(leftovers(dir)).toEqual([]);
      expect(existsSync(snapshot)).toBe(false); // the snapshot is saved only after the set is in place
    },
  );

  it('the next refresh recovers by itself and completes; the killed refresh left no row', async () => {
    const k = index((l) => l.startsWith('install api/v1/markets/history/'));
    const dir = copyOfBaseline('kill-then-refresh');
    const run = startRefresh(dir, 1, { DESK_FAULT: at('pause', k) });
    const [, , , , pid] = await run.waitFor(HOOK);
    process.kill(Number(pid), 'SIGKILL');
    await run.exit;
    const next = await runCommand('markets-refresh', ['--out', dir, '--snapshot', `${dir}-snapshot.json`], refreshEnv(2));
    expect(next.code, next.stderr).toBe(0);
    expect(next.stderr).toMatch(new RegExp(`removed the lock of pid ${pid} .*no longer running`));
    expect(next.stderr).toMatch(/rolled back an interrupted write/);
    const catalogue = expectCompleteNewSet(dir, 2);
    const btc = readJson<MarketHistory>(path.join(dir, 'api/v1/markets/history/BTC-NOK.json'));
    expect(btc.rows.map((r) => r.price)).toEqual(['1012373.085', '1012375.085']); // variant 0, then variant 2
    expect(catalogue.aggregated.find((a) => a.symbol === 'BTC-NOK')!.price).toBe('1012375.085');
  });

  it('killed while rolling back an exception: recovery finishes the rollback', async () => {
    const k = index((l) => l.startsWith('install ')) + 3;
    const dir = copyOfBaseline('kill-in-rollback');
    const run = startRefresh(dir, 1, { DESK_FAULT: `${at('throw', k)},${at('pause', k + 2)}` });
    const [, action, , , pid, label] = await run.waitFor(/fault: markets:write:(pause) n=(\d+) total=(\d+) pid=(\d+) at=(.*)/);
    expect([action, label?.startsWith('undo ')]).toEqual(['pause', true]);
    process.kill(Number(pid), 'SIGKILL');
    await run.exit;
    expect((await runScript('markets-recover', ['--dir', dir], {})).code).toBe(0);
    expectBaseline(dir, 'killed during the rollback');
  });
});

describe('an exception during the write', () => {
  it.each(['stage ', 'journal', 'install api/v1/markets/by-asset/', 'install api/v1/markets.json', 'commit'])(
    'before "%s…": rolled back before the command exits non-zero',
    async (prefix) => {
      const k = index((l) => l.startsWith(prefix));
      const dir = copyOfBaseline(`throw-${k}`);
      // In process: the injected throw needs no process to kill.
      const result = await runCommand(
        'markets-refresh',
        ['--out', dir, '--snapshot', `${dir}-snapshot.json`],
        refreshEnv(1, { DESK_FAULT: at('throw', k) }),
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(new RegExp(`injected failure \\(DESK_FAULT\\) at markets:write:throw n=${k} `));
      if (k > index((l) => l === 'journal')) expect(result.stderr).toMatch(/rolled back to the previous set/);
      expectBaseline(dir, `exception before step ${k}`);
      expect(leftovers(dir)).toEqual([]);
      expect(existsSync(`${dir}-snapshot.json`)).toBe(false);
    },
  );
});

describe('two refreshes at once', () => {
  it('the second waits for the first; both succeed in turn, and each appends its row', async () => {
    const dir = copyOfBaseline('two-in-turn');
    const first = startRefresh(dir, 1, {
      DESK_FAULT: at(
        'pause',
        index((l) => l === 'install api/v1/markets.json'),
      ),
    });
    const [, , , , pid] = await first.waitFor(HOOK);
    const second = startRefresh(dir, 2);
    await second.waitFor(new RegExp(`is being written by pid ${pid} .*markets:refresh.*waiting up to 120 s`));
    await resume(pid!);
    const [a, b] = await Promise.all([first.exit, second.exit]);
    expect(a.code, a.stderr).toBe(0);
    expect(b.code, b.stderr).toBe(0);
    expectCompleteNewSet(dir, 3);
    const btc = readJson<MarketHistory>(path.join(dir, 'api/v1/markets/history/BTC-NOK.json'));
    expect(btc.rows.map((r) => r.price)).toEqual(['1012373.085', '1012374.085', '1012375.085']);
  });

  it('a second refresh that may not wait says who holds the folder, writes nothing, and the first completes', async () => {
    const dir = copyOfBaseline('two-busy');
    const first = startRefresh(dir, 1, {
      DESK_FAULT: at(
        'pause',
        index((l) => l === 'journal'),
      ),
    });
    const [, , , , pid] = await first.waitFor(HOOK);
    const busy = await startRefresh(dir, 2, { MARKETS_LOCK_WAIT_MS: '0' }).exit;
    expect(busy.code).toBe(75);
    expect(busy.stderr).toMatch(new RegExp(`another writer holds .* \\(pid ${pid} on .*markets:refresh.*Nothing was written`));
    expectBaseline(dir, 'while the first is paused before its journal');
    await resume(pid!);
    expect((await first.exit).code).toBe(0);
    expectCompleteNewSet(dir, 2);
  });

  it('after a kill, two refreshes started together recover once and never break each other', async () => {
    const dir = copyOfBaseline('two-after-kill');
    const run = startRefresh(dir, 1, { DESK_FAULT: at('pause', index((l) => l.startsWith('install ')) + 5) });
    const [, , , , pid] = await run.waitFor(HOOK);
    process.kill(Number(pid), 'SIGKILL');
    await run.exit;
    const [b, c] = await Promise.all([startRefresh(dir, 2).exit, startRefresh(dir, 3).exit]);
    expect(b.code, b.stderr).toBe(0);
    expect(c.code, c.stderr).toBe(0);
    const both = `${b.stderr}\n${c.stderr}`;
    expect(both.match(/no longer running/g)).toHaveLength(1);
    expect(both.match(/rolled back an interrupted write/g)).toHaveLength(1);
    // Each wrote a complete set in turn, unless the later writer found fresher prices already
    // published (then it says so and writes nothing).
    const wrote = [b, c].filter((r) => /as one set/.test(r.stdout)).length;
    const skipped = [b, c].filter((r) => /newer than this fetch; nothing was written/.test(r.stdout)).length;
    expect(wrote + skipped).toBe(2);
    expect(wrote).toBeGreaterThanOrEqual(1);
    expectCompleteNewSet(dir, 1 + wrote);
    expect(leftovers(dir)).toEqual([]);
  });

  it("leaves alone the working folder of a writer that is still running, and removes a dead one's", async () => {
    const dir = copyOfBaseline('live-staging');
    const sleeper = spawn('sleep', ['60']);
    try {
      const txn = path.join(dir, '.markets-txn');
      const plant = (pid: number, start: string | null) => {
        const work = path.join(txn, `txn-${pid}-0a0b0c`);
        mkdirSync(path.join(work, 'new'), { recursive: true });
        const owner = {
          pid,
          host: hostname(),
          token: `${pid}-0a0b0c`,
          command: 'test',
          started_at: '2026-11-22T00:00:00Z',
          proc_start: start,
        };
        writeFileSync(path.join(work, 'owner.json'), JSON.stringify(owner));
        writeFileSync(path.join(work, 'new', '0'), 'staged bytes');
        return work;
      };
      const live = plant(sleeper.pid!, processStart(sleeper.pid!));
      const dead = plant(2 ** 22 + 7, null); // above Linux's pid_max: never a running process
      const result = await startRefresh(dir, 1).exit;
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toMatch(new RegExp(`left .*txn-${sleeper.pid}-0a0b0c alone: its writer \\(pid ${sleeper.pid}`));
      expect(existsSync(live)).toBe(true);
      expect(readFileSync(path.join(live, 'new', '0'), 'utf8')).toBe('staged bytes');
      expect(existsSync(dead)).toBe(false);
      expectCompleteNewSet(dir, 2);
    } finally {
      sleeper.kill('SIGKILL');
    }
  });
});
