import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { fsyncDir, isCode, writeFileDurable } from './durable';

/** One writer at a time per folder: renaming a directory onto a non-empty one fails, so exactly one claimant wins. */

/** Working folder of every file-set write and lock (named when markets were its only user; folders written then still recover). */
export const TXN_DIR = '.markets-txn';
const LOCK = 'lock';
const OWNER = 'owner.json';
const TOMBSTONE_TTL_MS = 60_000;
/** Default wait for another writer of the same folder (a refresh's fetch budget plus its write). */
export const DEFAULT_LOCK_WAIT_MS = 120_000;

export interface LockOwner {
  readonly pid: number;
  readonly host: string;
  readonly token: string;
  readonly command: string;
  readonly started_at: string;
  /** Kernel start time of the process (Linux), so a reused pid is not mistaken for the owner. */
  readonly proc_start: string | null;
}

export interface LockOptions {
  /** How long to wait for another writer; 0 gives up at once. */
  readonly waitMs?: number;
  readonly pollMs?: number;
  /** Named in the lock, so a waiter can say who holds it. */
  readonly command?: string;
  readonly log?: (line: string) => void;
}

export interface HeldLock {
  readonly root: string;
  readonly owner: LockOwner;
  /** Throws when the lock is no longer ours (broken by someone who judged us gone). */
  assertHeld(): void;
  release(): void;
}

export class LockTimeoutError extends Error {
  override name = 'LockTimeoutError';
}

// Tokens of the locks this process holds: a lock file naming our pid but another token is a
// dead earlier process that had the same pid.
const ownTokens = new Set<string>();

export function txnDir(root: string): string {
  return path.join(root, TXN_DIR);
}

/** Creates `<root>/.markets-txn/` (TXN_DIR) with a `.gitignore` of `*`, so git never commits its contents. */
export function ensureTxnDir(root: string): string {
  const dir = txnDir(root);
  mkdirSync(dir, { recursive: true });
  const ignore = path.join(dir, '.gitignore');
  if (!existsSync(ignore)) {
    writeFileDurable(ignore, '# Working files of the market write (locks, journals); never published.\n*\n');
    fsyncDir(dir);
    fsyncDir(root);
  }
  return dir;
}

/** Start time of a process in clock ticks since boot (field 22 of /proc/<pid>/stat), or null. */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses; fields after it are plain.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function newOwner(command: string): LockOwner {
  return {
    pid: process.pid,
    host: hostname(),
    token: `${process.pid}-${randomBytes(6).toString('hex')}`,
    command,
    started_at: new Date().toISOString(),
    proc_start: processStart(process.pid),
  };
}

/** Whether the process that wrote `owner` may still be running. Another host's process: assume yes. */
export function ownerAlive(owner: Pick<LockOwner, 'pid' | 'host' | 'token' | 'proc_start'>): boolean {
  if (owner.host !== hostname()) return true;
  if (owner.pid === process.pid) return ownTokens.has(owner.token);
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return !isCode(error, 'ESRCH');
  }
  const start = owner.proc_start ? processStart(owner.pid) : null;
  return start === null || start === owner.proc_start;
}

/** Pid encoded in a `claim-`, `txn-` or `done-` name (`<kind>-<pid>-<hex>`). */
export function pidOfName(name: string): number | null {
  const match = /^(?:claim|txn|done)-(\d+)-[0-9a-f]+$/.exec(name);
  return match?.[1] ? Number(match[1]) : null;
}

export function readOwner(dir: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path.join(dir, OWNER), 'utf8')) as LockOwner;
    return typeof owner.pid === 'number' && typeof owner.token === 'string' && typeof owner.host === 'string' ? owner : null;
  } catch {
    return null;
  }
}

export function describeOwner(owner: LockOwner): string {
  return `pid ${owner.pid} on ${owner.host}, ${owner.command}, since ${owner.started_at}`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Moves a dead owner's lock aside as `done-<token>` (`expected` null: a damaged lock without an owner file). */
function breakLock(dir: string, expected: LockOwner | null, log: (line: string) => void): void {
  const tombstone = path.join(dir, `done-${expected ? expected.token : `damaged-${randomBytes(6).toString('hex')}`}`);
  try {
    renameSync(path.join(dir, LOCK), tombstone);
  } catch (error) {
    if (isCode(error, 'ENOENT', 'ENOTEMPTY', 'EEXIST')) return;
    throw error;
  }
  const moved = readOwner(tombstone);
  if ((moved?.token ?? null) !== (expected?.token ?? null)) {
    // Not the lock we judged dead: its owner released and a new one took it between our read and the rename.
    try {
      renameSync(tombstone, path.join(dir, LOCK));
    } catch {
      log(`WARNING: moved a live lock aside by mistake (${moved ? describeOwner(moved) : 'unknown owner'}); it could not be put back`);
    }
    return;
  }
  fsyncDir(dir);
  log(
    expected
      ? `removed the lock of ${describeOwner(expected)}: that process is no longer running`
      : 'removed a damaged lock (no owner file)',
  );
}

/** Removes claims of processes that are gone and tombstones older than a minute. */
function sweep(dir: string): void {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name.startsWith('claim-')) {
      const owner = readOwner(full);
      const pid = pidOfName(name);
      const alive = owner
        ? ownerAlive(owner)
        : pid !== null && pid !== process.pid && ownerAlive({ pid, host: hostname(), token: '', proc_start: null });
      if (!alive) rmSync(full, { recursive: true, force: true });
    } else if (name.startsWith('done-')) {
      try {
        if (Date.now() - statSync(full).mtimeMs > TOMBSTONE_TTL_MS) rmSync(full, { recursive: true, force: true });
      } catch {
        // removed by another process meanwhile
      }
    }
  }
}

export async function acquireLock(root: string, options: LockOptions = {}): Promise<HeldLock> {
  const log = options.log ?? ((line: string) => console.error(line));
  const waitMs = options.waitMs ?? DEFAULT_LOCK_WAIT_MS;
  const pollMs = options.pollMs ?? 100;
  const dir = ensureTxnDir(root);
  sweep(dir);
  const owner = newOwner(options.command ?? 'file-set write');
  const claim = path.join(dir, `claim-${owner.token}`);
  mkdirSync(claim);
  writeFileDurable(path.join(claim, OWNER), `${JSON.stringify(owner, null, 2)}\n`);
  fsyncDir(claim);
  const lockPath = path.join(dir, LOCK);
  const deadline = Date.now() + waitMs;
  let announced = false;
  ownTokens.add(owner.token);
  try {
    for (;;) {
      try {
        renameSync(claim, lockPath);
        fsyncDir(dir);
        break;
      } catch (error) {
        if (!isCode(error, 'ENOTEMPTY', 'EEXIST')) throw error;
      }
      const holder = readOwner(lockPath);
      if (holder === null) {
        // Released between the rename and the read (then the next rename wins), or damaged by hand.
        if (existsSync(lockPath)) breakLock(dir, null, log);
      } else if (!ownerAlive(holder)) {
        breakLock(dir, holder, log);
      } else {
        if (Date.now() >= deadline) {
          throw new LockTimeoutError(
            `another writer holds ${root} (${describeOwner(holder)}); gave up after ${Math.round(waitMs / 1000)} s. ` +
              `Nothing was written. If that process is gone on another machine, remove ${lockPath}.`,
          );
        }
        if (!announced) {
          log(`${root} is being written by ${describeOwner(holder)}; waiting up to ${Math.round(waitMs / 1000)} s`);
          announced = true;
        }
        await sleep(Math.min(pollMs, Math.max(1, deadline - Date.now())));
      }
    }
  } catch (error) {
    ownTokens.delete(owner.token);
    rmSync(claim, { recursive: true, force: true });
    throw error;
  }

  let released = false;
  return {
    root,
    owner,
    assertHeld() {
      const current = readOwner(lockPath);
      if (released || current?.token !== owner.token) {
        throw new Error(`the lock on ${root} is no longer held by this process (${current ? describeOwner(current) : 'no lock'})`);
      }
    },
    release() {
      if (released) return;
      released = true;
      ownTokens.delete(owner.token);
      if (readOwner(lockPath)?.token !== owner.token) return; // broken by someone else: not ours to move
      try {
        renameSync(lockPath, path.join(dir, `done-${owner.token}`));
        fsyncDir(dir);
      } catch (error) {
        if (!isCode(error, 'ENOENT')) throw error;
      }
    },
  };
}
