import { existsSync, writeSync } from 'node:fs';
import { positiveInt } from './numbers';
import { readEnv } from '@/lib/config';

type Env = Record<string, string | undefined>;

/** Test-only hooks into the market write, so a test can stop the real command at an exact step and kill it from outside. */
export interface StepHooks {
  /** Called once the write knows how many steps it has. */
  begin(total: number): void;
  /** Called before each step. */
  step(label: string): void;
}

export const NO_HOOKS: StepHooks = { begin: () => undefined, step: () => undefined };

const PAUSE_LIMIT_MS = 10 * 60_000;

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

export function hooksFromEnv(env: Env = readEnv()): StepHooks {
  const pauseAt = positiveInt(env.MARKETS_TEST_PAUSE_AT);
  const throwAt = positiveInt(env.MARKETS_TEST_THROW_AT);
  const trace = env.MARKETS_TEST_TRACE === '1';
  const resumeFile = env.MARKETS_TEST_RESUME_FILE;
  if (pauseAt === undefined && throwAt === undefined && !trace) return NO_HOOKS;
  let total = 0;
  let count = 0;
  const announce = (action: string, label: string) =>
    // Written synchronously, so the line is out before the pause begins.
    writeSync(2, `markets:test-hook pid=${process.pid} step=${count} total=${total} action=${action} at=${label}\n`);
  return {
    begin(n) {
      total = n;
      count = 0;
    },
    step(label) {
      count += 1;
      if (count === throwAt) {
        announce('throw', label);
        throw new Error(`injected failure before step ${count} (${label}) (MARKETS_TEST_THROW_AT)`);
      }
      if (count === pauseAt) {
        announce('pause', label);
        const until = Date.now() + PAUSE_LIMIT_MS;
        while (Date.now() < until && !(resumeFile && existsSync(resumeFile))) sleepSync(20);
      } else if (trace) {
        announce('trace', label);
      }
    },
  };
}
