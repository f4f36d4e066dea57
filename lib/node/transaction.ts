import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, unlinkSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { fsyncDir, isCode, linkOrCopy, writeFileDurable } from './durable';
import { acquireLock, ensureTxnDir, ownerAlive, pidOfName, readOwner, TXN_DIR, txnDir, type HeldLock, type LockOptions } from './lock';
import { NO_FAULTS, type FaultPoint } from './faults';

/** The desk's one way to publish a set of files whole (markets, register, any later job): every file of the set is replaced (or removed), or none is (lib/node/README.md). */

export interface FileSetEntry {
  /** Path relative to the root, `/`-separated, e.g. `api/v1/markets.json` or `api/v1/rules/casps.json`. */
  readonly path: string;
  readonly content: string | Uint8Array;
}

export interface CommitOptions {
  /** Folders (relative) whose `*.json` files that are not in this set are removed with it. */
  readonly pruneJsonIn?: readonly string[];
  /** The only paths the set may touch: exact files, or folders ending in `/`. */
  readonly scope?: readonly string[];
  /** Called before each step (DESK_FAULT's `<job>:write` point, lib/node/faults.ts). */
  readonly faults?: FaultPoint;
}

export interface CommitResult {
  readonly written: number;
  readonly removed: number;
  readonly unchanged: number;
}

export interface RecoverResult {
  /** Interrupted writes undone (their journal found). */
  readonly rolledBack: number;
  /** Staging folders removed (their writer died before changing anything, or after committing). */
  readonly cleaned: number;
  /** Working folders of a writer that is still running, left alone. */
  readonly skipped: number;
}

interface JournalEntry {
  /** Index: the new file is `new/<i>`, the kept old version `old/<i>`. */
  readonly i: number;
  readonly path: string;
  readonly action: 'put' | 'remove';
  /** Whether the path had a file before; when false, undoing removes the path. */
  readonly hadOld: boolean;
}

interface Journal {
  readonly version: 1;
  readonly token: string;
  readonly entries: readonly JournalEntry[];
}

const JOURNAL = 'journal.json';

export class UnsafePathError extends Error {
  override name = 'UnsafePathError';
}

/** Whether a path lies in a scope: a folder (ending in `/`) holds everything below it, a file only itself. */
export function inScope(scope: readonly string[], relative: string): boolean {
  return scope.some((allowed) => (allowed.endsWith('/') ? relative.startsWith(allowed) : relative === allowed));
}

function checkRelative(relative: string, scope: readonly string[] | undefined): string {
  const normal = path.posix.normalize(relative);
  if (
    relative === '' ||
    normal !== relative ||
    path.posix.isAbsolute(relative) ||
    relative.split('/').some((part) => part === '..' || part === '.' || part === '') ||
    relative.startsWith(TXN_DIR)
  ) {
    throw new UnsafePathError(`refusing to write ${JSON.stringify(relative)}: not a plain relative path`);
  }
  if (scope && !inScope(scope, relative)) {
    throw new UnsafePathError(`refusing to write ${relative}: outside ${scope.join(', ')}`);
  }
  return relative;
}

/** Folders between a file and the root (inclusive), deepest first. */
function foldersUp(root: string, relative: string): string[] {
  const folders: string[] = [];
  let dir = path.posix.dirname(relative);
  for (;;) {
    folders.push(dir === '.' ? root : path.join(root, dir));
    if (dir === '.') return folders;
    dir = path.posix.dirname(dir);
  }
}

/** A target's existing parent folders must resolve inside the root (no symlinked escape). */
function checkInside(root: string, realRoot: string, relative: string): void {
  for (const folder of foldersUp(root, relative)) {
    if (!existsSync(folder)) continue;
    const real = realpathSync(folder);
    if (real !== realRoot && !real.startsWith(`${realRoot}${path.sep}`)) {
      throw new UnsafePathError(`refusing to write ${relative}: ${folder} leads outside ${root}`);
    }
    return;
  }
}

/** What is at a path now: nothing, a file (with its bytes), or something the write refuses to replace. */
function current(target: string): { kind: 'none' } | { kind: 'file'; bytes: Buffer } | { kind: 'link' } {
  let stat;
  try {
    stat = lstatSync(target);
  } catch (error) {
    if (isCode(error, 'ENOENT', 'ENOTDIR')) return { kind: 'none' };
    throw error;
  }
  if (stat.isSymbolicLink()) return { kind: 'link' };
  if (!stat.isFile()) throw new UnsafePathError(`refusing to replace ${target}: it is not a file`);
  return { kind: 'file', bytes: readFileSync(target) };
}

function sameBytes(bytes: Buffer, content: string | Uint8Array): boolean {
  return bytes.equals(typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content));
}

/** Writes `files` under `lock.root` as one set (see the module comment). */
export function commitFileSet(lock: HeldLock, files: readonly FileSetEntry[], options: CommitOptions = {}): CommitResult {
  const root = lock.root;
  const faults = options.faults ?? NO_FAULTS;
  const realRoot = realpathSync(root);
  const seen = new Set<string>();
  const puts: { path: string; content: string | Uint8Array; hadOld: boolean }[] = [];
  let unchanged = 0;
  for (const file of files) {
    const relative = checkRelative(file.path, options.scope);
    if (seen.has(relative)) throw new UnsafePathError(`${relative} appears twice in one file-set write`);
    seen.add(relative);
    checkInside(root, realRoot, relative);
    const now = current(path.join(root, relative));
    if (now.kind === 'file' && sameBytes(now.bytes, file.content)) unchanged += 1;
    else puts.push({ path: relative, content: file.content, hadOld: now.kind !== 'none' });
  }
  const removals: string[] = [];
  for (const folder of options.pruneJsonIn ?? []) {
    const dir = path.join(root, checkRelative(folder, undefined));
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      const relative = `${folder}/${name}`;
      if (!name.endsWith('.json') || seen.has(relative)) continue;
      const stat = lstatSync(path.join(dir, name));
      if (stat.isFile() || stat.isSymbolicLink()) removals.push(checkRelative(relative, options.scope));
    }
  }
  if (puts.length === 0 && removals.length === 0) return { written: 0, removed: 0, unchanged };

  const entries: JournalEntry[] = [
    ...puts.map((put, i) => ({ i, path: put.path, action: 'put' as const, hadOld: put.hadOld })),
    ...removals.map((relative, n) => ({ i: puts.length + n, path: relative, action: 'remove' as const, hadOld: true })),
  ];
  const kept = entries.filter((entry) => entry.hadOld);
  faults.begin(puts.length + kept.length + entries.length + 4);

  lock.assertHeld();
  const work = path.join(ensureTxnDir(root), `txn-${lock.owner.token}`);
  const fresh = path.join(work, 'new');
  const old = path.join(work, 'old');
  try {
    // 1. Stage: every new file whole and flushed, beside the targets (same file system).
    mkdirSync(fresh, { recursive: true });
    mkdirSync(old);
    writeFileDurable(path.join(work, 'owner.json'), `${JSON.stringify(lock.owner)}\n`);
    fsyncDir(txnDir(root));
    for (const [i, put] of puts.entries()) {
      faults.step(`stage ${put.path}`);
      writeFileDurable(path.join(fresh, String(i)), put.content);
    }
    fsyncDir(fresh);
    // 2. Keep the old versions under a second name (hard links; nothing in place changes).
    for (const entry of kept) {
      faults.step(`keep ${entry.path}`);
      linkOrCopy(path.join(root, entry.path), path.join(old, String(entry.i)));
    }
    fsyncDir(old);
    // 3. The journal: from the moment it is durable, any reader rolls this write back.
    faults.step('journal');
    const journal: Journal = { version: 1, token: lock.owner.token, entries };
    writeFileDurable(path.join(work, `${JOURNAL}.tmp`), `${JSON.stringify(journal, null, 2)}\n`);
    renameSync(path.join(work, `${JOURNAL}.tmp`), path.join(work, JOURNAL));
    fsyncDir(work);
  } catch (error) {
    // Nothing in place has changed yet; the staging goes.
    rmSync(work, { recursive: true, force: true });
    throw error;
  }

  try {
    // 4. Install: rename each new file over its target; remove the pruned files.
    for (const entry of entries) {
      faults.step(`${entry.action === 'put' ? 'install' : 'remove'} ${entry.path}`);
      const target = path.join(root, entry.path);
      if (entry.action === 'put') {
        mkdirSync(path.dirname(target), { recursive: true });
        renameSync(path.join(fresh, String(entry.i)), target);
      } else {
        rmSync(target, { force: true });
      }
    }
    // 5. Make every rename and removal durable before the commit can be.
    faults.step('flush folders');
    for (const folder of new Set(entries.flatMap((entry) => foldersUp(root, entry.path)))) fsyncDir(folder);
    // 6. Commit: the journal's removal, made durable.
    faults.step('commit');
    lock.assertHeld();
    unlinkSync(path.join(work, JOURNAL));
    fsyncDir(work);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    try {
      rollBack(root, work, faults);
    } catch (undoError) {
      throw new Error(
        `${reason}; rolling back also failed (${undoError instanceof Error ? undoError.message : String(undoError)}). ` +
          `The journal is kept: the next write of ${root}, or npm run markets:recover -- --dir ${root}, puts the previous set back.`,
        { cause: error },
      );
    }
    throw new Error(`${reason} (the files were rolled back to the previous set)`, { cause: error });
  }
  // 7. Clean up: the kept old versions and the staging are garbage now.
  faults.step('clean up');
  rmSync(work, { recursive: true, force: true });
  return { written: puts.length, removed: removals.length, unchanged };
}

/** Undoes an interrupted write from its journal: every path it listed gets its old file back, or is removed when it had none. */
function rollBack(root: string, work: string, faults: FaultPoint = NO_FAULTS): 'rolled-back' | 'cleaned' {
  const file = path.join(work, JOURNAL);
  if (!existsSync(file)) {
    rmSync(work, { recursive: true, force: true });
    return 'cleaned';
  }
  const journal = JSON.parse(readFileSync(file, 'utf8')) as Journal;
  for (const entry of [...journal.entries].reverse()) {
    faults.step(`undo ${entry.path}`);
    const target = path.join(root, entry.path);
    const kept = path.join(work, 'old', String(entry.i));
    if (entry.hadOld) {
      // Missing: already put back by an earlier, interrupted recovery.
      if (existsSync(kept)) {
        mkdirSync(path.dirname(target), { recursive: true });
        renameSync(kept, target);
      }
    } else {
      rmSync(target, { force: true });
    }
  }
  for (const folder of new Set(journal.entries.flatMap((entry) => foldersUp(root, entry.path)))) fsyncDir(folder);
  faults.step('undo done');
  unlinkSync(file);
  fsyncDir(work);
  rmSync(work, { recursive: true, force: true });
  return 'rolled-back';
}

/** With the folder's lock held: rolls back every interrupted write left by a process that is gone and removes its staging. */
function recoverLocked(lock: HeldLock, log: (line: string) => void = () => undefined): RecoverResult {
  const dir = txnDir(lock.root);
  let rolledBack = 0;
  let cleaned = 0;
  let skipped = 0;
  if (!existsSync(dir)) return { rolledBack, cleaned, skipped };
  for (const name of readdirSync(dir).sort()) {
    if (!name.startsWith('txn-')) continue;
    const work = path.join(dir, name);
    const pid = pidOfName(name);
    const owner = readOwner(work) ?? (pid === null ? null : { pid, host: hostname(), token: name.slice(4), proc_start: null });
    if (owner && owner.token !== lock.owner.token && ownerAlive(owner)) {
      log(`left ${work} alone: its writer (pid ${owner.pid} on ${owner.host}) is still running`);
      skipped += 1;
      continue;
    }
    const outcome = rollBack(lock.root, work);
    if (outcome === 'rolled-back') {
      rolledBack += 1;
      log(`rolled back an interrupted write of pid ${owner?.pid ?? '?'} in ${lock.root}: the previous set is in place`);
    } else {
      cleaned += 1;
      log(`removed the staging of an interrupted write of pid ${owner?.pid ?? '?'} (nothing had been changed)`);
    }
  }
  return { rolledBack, cleaned, skipped };
}

/** Rolls back or cleans up the interrupted file-set writes in `root`, if any: every writer does it first, and the publish and recover commands. */
export async function recoverFileSets(root: string, options: LockOptions = {}): Promise<RecoverResult> {
  const dir = txnDir(root);
  const pending = existsSync(dir) && readdirSync(dir).some((name) => name === 'lock' || name.startsWith('txn-'));
  if (!pending) return { rolledBack: 0, cleaned: 0, skipped: 0 };
  const lock = await acquireLock(root, { command: 'recover', ...options });
  try {
    return recoverLocked(lock, options.log);
  } finally {
    lock.release();
  }
}

/** Runs `fn` holding the folder's lock after recovering any interrupted write: every read-then-rewrite of a file set belongs inside. */
export async function withFileSetLock<T>(root: string, options: LockOptions, fn: (lock: HeldLock) => Promise<T> | T): Promise<T> {
  mkdirSync(root, { recursive: true });
  const lock = await acquireLock(root, options);
  try {
    recoverLocked(lock, options.log);
    return await fn(lock);
  } finally {
    lock.release();
  }
}
