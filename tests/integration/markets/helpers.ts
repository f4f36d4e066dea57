import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { runInProcess, type Command } from '@/tests/helpers/in-process';
import { TSX_NODE, tsxArgs } from '@/tests/helpers/tsx';
import { startFakeExchanges, type FakeExchanges } from '@/fakes/exchanges/fake-exchanges';

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a market command the way npm would (`tsx scripts/<name>.ts …`). */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      TSX_NODE,
      tsxArgs(`scripts/${script}.ts`, args),
      { cwd: process.cwd(), env: { ...process.env, ...env }, timeout: 600_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** The library entries of the commands `runCommand` calls in process (scripts/<name>.ts → pipeline/jobs/). */
const COMMANDS: Record<string, () => Promise<Command>> = {
  'markets-refresh': async () => (await import('@/pipeline/jobs/markets-refresh')).marketsRefreshCommand,
  'markets-prebuild': async () => (await import('@/pipeline/jobs/markets-prebuild')).marketsPrebuildCommand,
  'markets-seed': async () => (await import('@/pipeline/jobs/markets-seed')).marketsSeedCommand,
  'register-refresh': async () => (await import('@/pipeline/jobs/register-refresh')).registerRefreshCommand,
  'register-seed': async () => (await import('@/pipeline/jobs/register-seed')).registerSeedCommand,
  intake: async () => (await import('@/pipeline/jobs/intake')).intakeCommand,
  'intake-pr': async () => (await import('@/pipeline/jobs/intake-pr')).intakePrCommand,
  publish: async () => (await import('@/pipeline/jobs/publish')).publishCommand,
  'publish-pages': async () => (await import('@/pipeline/jobs/publish-pages')).publishPagesCommand,
};

/**
 * Runs a command's library entry in this process (tests/helpers/in-process.ts): what `runScript`
 * proves, less the process. Each command keeps a spawned run (`runScript`) for its argv, exit code
 * and streams; kills and pauses at a fault point (DESK_FAULT) need the process too.
 */
export async function runCommand(script: string, args: string[], env: Record<string, string>): Promise<RunResult> {
  const load = COMMANDS[script];
  if (!load) throw new Error(`runCommand: no library entry listed for scripts/${script}.ts`);
  return runInProcess(await load(), args, env);
}

export interface Running {
  readonly child: ChildProcess;
  output(): string;
  /** Resolves with the first match in stdout+stderr; rejects when the command ends without one. */
  waitFor(pattern: RegExp): Promise<RegExpExecArray>;
  readonly exit: Promise<RunResult>;
}

// Commands still running when a test file ends: one stopped at a fault point by a test that failed
// before it killed or resumed it would otherwise stay stopped for good.
const running = new Set<ChildProcess>();
afterAll(() => running.forEach((child) => child.kill('SIGKILL')));

/** Starts a market command (`tsx scripts/<name>.ts …`) and follows its output as it comes. */
export function startScript(script: string, args: string[], env: Record<string, string>): Running {
  const child = spawn(TSX_NODE, tsxArgs(`scripts/${script}.ts`, args), { cwd: process.cwd(), env: { ...process.env, ...env } });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let stdout = '';
  let stderr = '';
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  child.stdout.on('data', (chunk: Buffer) => ((stdout += chunk.toString()), notify()));
  child.stderr.on('data', (chunk: Buffer) => ((stderr += chunk.toString()), notify()));
  const exit = new Promise<RunResult>((resolve) => child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr })));
  const output = () => `${stdout}${stderr}`;
  return {
    child,
    output,
    exit,
    waitFor(pattern) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output());
          if (match) {
            listeners.delete(check);
            resolve(match);
          }
        };
        listeners.add(check);
        check();
        void exit.then((result) => {
          if (listeners.has(check)) {
            check();
            if (listeners.delete(check)) reject(new Error(`exited ${result.code} without ${pattern}:\n${output()}`));
          }
        });
      });
    },
  };
}

/** Fetch limits short enough for the timeout fault, long enough for a busy machine's healthy answers; not asserted on. */
export const FAST_FETCH = { MARKETS_FETCH_TIMEOUT_MS: '5000', MARKETS_RETRY_DELAY_MS: '20' };

const created: string[] = [];

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `markets-${prefix}-`));
  created.push(dir);
  return dir;
}

/** Removes the folders made by `tempDir` (and a snapshot written beside one). */
export function removeTempDirs(): void {
  for (const dir of created.splice(0)) {
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}-snapshot.json`, { force: true });
  }
}

/** Every file under `dir`, relative path → bytes. */
export function readTree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const full = path.join(folder, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(path.relative(dir, full), readFileSync(full));
    }
  };
  walk(dir);
  return files;
}

export function readJson<T = Record<string, unknown>>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/**
 * One loopback fake of the exchanges for a test file: started before its tests and closed after
 * them. Returns an accessor, since the fake exists only once `beforeAll` has run.
 */
export function fakeExchangesForFile(): () => FakeExchanges {
  let fake: FakeExchanges | undefined;
  beforeAll(async () => {
    fake = await startFakeExchanges();
  });
  afterAll(async () => {
    await fake?.close();
  });
  return () => {
    if (!fake) throw new Error('the fake exchanges start in beforeAll: use them inside a test');
    return fake;
  };
}
