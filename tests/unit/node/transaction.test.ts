import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireLock, LockTimeoutError, processStart, txnDir, type LockOwner } from '@/lib/node/lock';
import type { FaultPoint } from '@/lib/node/faults';
import { commitFileSet, recoverFileSets, withFileSetLock, type FileSetEntry } from '@/lib/node/transaction';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function folder(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'markets-txn-'));
  made.push(dir);
  for (const [relative, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    writeFileSync(path.join(dir, relative), content);
  }
  return dir;
}

/** Every file under `dir` except the writer's working folder, relative path → text. */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const relative = sub ? `${sub}/${entry.name}` : entry.name;
      if (relative === '.markets-txn') continue;
      if (entry.isDirectory()) walk(relative);
      else out[relative] = readFileSync(path.join(dir, relative), 'utf8');
    }
  };
  walk('');
  return out;
}

const OLD = {
  'api/v1/markets.json': 'old catalogue',
  'api/v1/markets/aggregated.json': 'old aggregated',
  'api/v1/markets/by-asset/BTC.json': 'old btc',
  'api/v1/markets/by-asset/POL.json': 'old pol (gone in the new set)',
  'api/v1/markets/logos/btc.svg': '<svg>same</svg>',
  'api/v1/news.json': 'not a market file',
};
const NEW: FileSetEntry[] = [
  { path: 'api/v1/markets/logos/btc.svg', content: '<svg>same</svg>' },
  { path: 'api/v1/markets/by-asset/BTC.json', content: 'new btc' },
  { path: 'api/v1/markets/by-asset/ETH.json', content: 'new eth' },
  { path: 'api/v1/markets/history/BTC-NOK.json', content: 'new history' },
  { path: 'api/v1/markets/aggregated.json', content: 'new aggregated' },
  { path: 'api/v1/markets.json', content: Buffer.from('new catalogue') },
];
const NEW_TREE = {
  'api/v1/markets.json': 'new catalogue',
  'api/v1/markets/aggregated.json': 'new aggregated',
  'api/v1/markets/by-asset/BTC.json': 'new btc',
  'api/v1/markets/by-asset/ETH.json': 'new eth',
  'api/v1/markets/history/BTC-NOK.json': 'new history',
  'api/v1/markets/logos/btc.svg': '<svg>same</svg>',
  'api/v1/news.json': 'not a market file',
};
const SCOPE = { scope: ['api/v1/markets.json', 'api/v1/markets/'], pruneJsonIn: ['api/v1/markets/by-asset'] };

function deadPid(): number {
  const child = spawnSync('true');
  return child.pid!;
}

function plantOwner(dir: string, owner: Partial<LockOwner>): void {
  mkdirSync(dir, { recursive: true });
  const full: LockOwner = {
    pid: 1,
    host: hostname(),
    token: 'x',
    command: 'test',
    started_at: '2026-01-01T00:00:00Z',
    proc_start: null,
    ...owner,
  };
  writeFileSync(path.join(dir, 'owner.json'), JSON.stringify(full));
}

describe('commitFileSet', () => {
  it('replaces changed files, adds new ones, prunes stale by-asset files, leaves equal files and other files alone', async () => {
    const dir = folder(OLD);
    const result = await withFileSetLock(dir, {}, (lock) => commitFileSet(lock, NEW, SCOPE));
    expect(result).toEqual({ written: 5, removed: 1, unchanged: 1 });
    expect(tree(dir)).toEqual(NEW_TREE);
    expect(readdirSync(txnDir(dir)).filter((name) => name.startsWith('txn-') || name === 'lock')).toEqual([]);
    // The working folder is never committed by git.
    expect(readFileSync(path.join(txnDir(dir), '.gitignore'), 'utf8')).toMatch(/^\*$/m);
  });

  it('touches nothing when every file is already in place', async () => {
    const dir = folder(NEW_TREE);
    const steps: string[] = [];
    const hooks: FaultPoint = { begin: () => undefined, step: (label) => steps.push(label) };
    const result = await withFileSetLock(dir, {}, (lock) => commitFileSet(lock, NEW, { ...SCOPE, faults: hooks }));
    expect(result).toEqual({ written: 0, removed: 0, unchanged: 6 });
    expect(steps).toEqual([]);
  });

  it('an exception before any step rolls the folder back to the exact previous set, at every step', async () => {
    const probe = folder(OLD);
    let total = 0;
    await withFileSetLock(probe, {}, (lock) =>
      commitFileSet(lock, NEW, { ...SCOPE, faults: { begin: (n) => (total = n), step: () => undefined } }),
    );
    expect(total).toBe(5 + 4 + 6 + 4); // stage 5, keep 4 old versions, journal, 6 installs/removals, flush, commit, clean up
    for (let k = 1; k <= total; k += 1) {
      const dir = folder(OLD);
      let count = 0;
      const hooks: FaultPoint = {
        begin: () => undefined,
        step: (label) => {
          count += 1;
          if (count === k) throw new Error(`boom at ${label}`);
        },
      };
      const attempt = withFileSetLock(dir, {}, (lock) => commitFileSet(lock, NEW, { ...SCOPE, faults: hooks }));
      if (k === total) {
        // The last step is the clean-up after the commit: the new set is in place.
        await expect(attempt).rejects.toThrow(/boom at clean up/);
        await recoverFileSets(dir);
        expect(tree(dir), `step ${k}`).toEqual(NEW_TREE);
      } else {
        await expect(attempt).rejects.toThrow(/boom/);
        expect(tree(dir), `step ${k}`).toEqual(OLD);
      }
      expect(
        readdirSync(txnDir(dir)).filter((name) => name.startsWith('txn-')),
        `step ${k}`,
      ).toEqual([]);
    }
  });

  it.each([
    ['../outside.json', /not a plain relative path/],
    ['/etc/passwd', /not a plain relative path/],
    ['api/v1/./markets.json', /not a plain relative path/],
    ['api/v1/markets/../news.json', /not a plain relative path/],
    ['api/v1/news.json', /outside api\/v1\/markets.json, api\/v1\/markets\//],
    ['.markets-txn/lock/owner.json', /not a plain relative path/],
  ])('refuses to write %s', async (target, message) => {
    const dir = folder(OLD);
    await expect(withFileSetLock(dir, {}, (lock) => commitFileSet(lock, [{ path: target, content: 'x' }], SCOPE))).rejects.toThrow(message);
    expect(tree(dir)).toEqual(OLD);
  });

  it('refuses a folder that is a symlink out of the root, and a directory where a file goes', async () => {
    const outside = folder();
    const dir = folder(OLD);
    symlinkSync(outside, path.join(dir, 'api/v1/markets/history'));
    await expect(
      withFileSetLock(dir, {}, (lock) => commitFileSet(lock, [{ path: 'api/v1/markets/history/BTC-NOK.json', content: 'x' }], SCOPE)),
    ).rejects.toThrow(/leads outside/);
    expect(readdirSync(outside)).toEqual([]);
    mkdirSync(path.join(dir, 'api/v1/markets/by-asset/SOL.json'));
    await expect(
      withFileSetLock(dir, {}, (lock) => commitFileSet(lock, [{ path: 'api/v1/markets/by-asset/SOL.json', content: 'x' }], SCOPE)),
    ).rejects.toThrow(/not a file/);
  });

  it('refuses the same path twice in one set', async () => {
    const dir = folder(OLD);
    const twice = [NEW[1]!, NEW[1]!];
    await expect(withFileSetLock(dir, {}, (lock) => commitFileSet(lock, twice, SCOPE))).rejects.toThrow(/appears twice/);
  });
});

describe('recoverFileSets', () => {
  /** Leaves a write of `NEW` stopped just before step k, as a killed process would (no rollback ran). */
  async function interrupted(k: number, owner?: { pid: number; proc_start?: string | null }): Promise<string> {
    const dir = folder(OLD);
    let count = 0;
    const stop = new Error('stopped');
    const lock = await acquireLock(dir);
    try {
      commitFileSet(lock, NEW, {
        ...SCOPE,
        faults: {
          begin: () => undefined,
          step: () => {
            count += 1;
            // Freeze the folder as it is now: copy the working folder aside, so the rollback
            // that follows the exception can be undone to the crashed state below.
            if (count === k) {
              spawnSync('cp', ['-a', txnDir(dir), `${txnDir(dir)}.crashed`]);
              spawnSync('cp', ['-a', path.join(dir, 'api'), path.join(dir, 'api.crashed')]);
              throw stop;
            }
          },
        },
      });
    } catch (error) {
      if (error instanceof Error && !error.message.startsWith('stopped')) throw error;
    }
    lock.release();
    rmSync(txnDir(dir), { recursive: true });
    rmSync(path.join(dir, 'api'), { recursive: true });
    spawnSync('mv', [`${txnDir(dir)}.crashed`, txnDir(dir)]);
    spawnSync('mv', [path.join(dir, 'api.crashed'), path.join(dir, 'api')]);
    // The crashed process is gone (or, with `owner`, is some other process).
    const lockDir = path.join(txnDir(dir), 'lock');
    const work = readdirSync(txnDir(dir)).find((name) => name.startsWith('txn-'));
    const pid = owner?.pid ?? deadPid();
    const token = `${pid}-abcdef`;
    plantOwner(lockDir, { pid, token, proc_start: owner?.proc_start ?? null });
    if (work) {
      spawnSync('mv', [path.join(txnDir(dir), work), path.join(txnDir(dir), `txn-${token}`)]);
      plantOwner(path.join(txnDir(dir), `txn-${token}`), { pid, token, proc_start: owner?.proc_start ?? null });
    }
    return dir;
  }

  it.each([3, 8, 10, 11, 13, 15, 16, 17, 18])('after a crash before step %i, puts the whole previous set back', async (k) => {
    const dir = await interrupted(k);
    const before = tree(dir);
    if (k >= 12) expect(before).not.toEqual(OLD); // installs had begun: a mix is on disk
    const lines: string[] = [];
    const result = await recoverFileSets(dir, { log: (line) => lines.push(line) });
    expect(tree(dir)).toEqual(OLD);
    expect(result.rolledBack + result.cleaned).toBe(1);
    expect(lines.join('\n')).toMatch(/no longer running/);
    expect(readdirSync(txnDir(dir)).filter((name) => name.startsWith('txn-') || name === 'lock')).toEqual([]);
  });

  it('after a crash between the commit and the clean-up, keeps the new set', async () => {
    const dir = await interrupted(19);
    await recoverFileSets(dir);
    expect(tree(dir)).toEqual(NEW_TREE);
  });

  it("leaves a live writer's journal alone and waits for its lock", async () => {
    const sleeper = spawn('sleep', ['30']);
    try {
      const dir = await interrupted(13, { pid: sleeper.pid!, proc_start: processStart(sleeper.pid!) });
      const mixed = tree(dir);
      await expect(recoverFileSets(dir, { waitMs: 0 })).rejects.toThrow(LockTimeoutError);
      await expect(recoverFileSets(dir, { waitMs: 0 })).rejects.toThrow(new RegExp(`pid ${sleeper.pid}`));
      expect(tree(dir)).toEqual(mixed);
      expect(readdirSync(txnDir(dir)).some((name) => name.startsWith('txn-'))).toBe(true);
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('treats a reused pid (same pid, another process start) as gone', async () => {
    const dir = await interrupted(13, { pid: process.ppid, proc_start: 'not-the-real-start' });
    await recoverFileSets(dir);
    expect(tree(dir)).toEqual(OLD);
  });

  it('does not touch a folder with nothing to recover', async () => {
    const dir = folder(OLD);
    expect(await recoverFileSets(dir)).toEqual({ rolledBack: 0, cleaned: 0, skipped: 0 });
    expect(existsSync(txnDir(dir))).toBe(false);
  });
});

describe('the lock', () => {
  it('lets one writer in at a time; the others wait their turn', async () => {
    const dir = folder();
    let inside = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3, 4].map((n) =>
        withFileSetLock(dir, { pollMs: 5 }, async () => {
          inside += 1;
          most = Math.max(most, inside);
          await new Promise((resolve) => setTimeout(resolve, 20));
          order.push(n);
          inside -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(order.sort()).toEqual([1, 2, 3, 4]);
  });

  it('gives up after the wait with the holder named, and writes nothing', async () => {
    const dir = folder();
    const held = await acquireLock(dir, { command: 'markets:refresh' });
    try {
      const error = await acquireLock(dir, { waitMs: 30, pollMs: 5 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LockTimeoutError);
      expect(String(error)).toMatch(new RegExp(`pid ${process.pid} on .*markets:refresh.*gave up after 0 s`));
      expect(readdirSync(txnDir(dir)).filter((name) => name.startsWith('claim-'))).toEqual([]);
    } finally {
      held.release();
    }
  });

  it('breaks the lock of a dead process, once, even with several waiters at the same moment', async () => {
    const dir = folder();
    const pid = deadPid();
    plantOwner(path.join(txnDir(dir), 'lock'), { pid, token: `${pid}-dead00` });
    const lines: string[] = [];
    let inside = 0;
    let most = 0;
    await Promise.all(
      [1, 2, 3].map(() =>
        withFileSetLock(dir, { pollMs: 5, log: (line) => lines.push(line) }, async () => {
          inside += 1;
          most = Math.max(most, inside);
          await new Promise((resolve) => setTimeout(resolve, 10));
          inside -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(lines.filter((line) => /no longer running/.test(line))).toHaveLength(1);
  });

  it('assumes a process on another host is alive, and removes a damaged lock (no owner file)', async () => {
    const dir = folder();
    plantOwner(path.join(txnDir(dir), 'lock'), { pid: deadPid(), host: 'another-machine', token: '1-abc' });
    await expect(acquireLock(dir, { waitMs: 0 })).rejects.toThrow(/on another-machine/);
    rmSync(path.join(txnDir(dir), 'lock'), { recursive: true });
    mkdirSync(path.join(txnDir(dir), 'lock'));
    const lock = await acquireLock(dir, { waitMs: 0, log: () => undefined });
    lock.assertHeld();
    lock.release();
    expect(() => lock.assertHeld()).toThrow(/no longer held/);
  });
});
