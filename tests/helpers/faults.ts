import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** The state letter of a process (`T`: stopped by a signal), or null once it is gone. */
function stateOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return null;
  }
}

/**
 * Resolves once a process that announced a `pause` fault point (lib/node/faults.ts) has stopped
 * itself: it says so just before its SIGSTOP, and a SIGCONT sent in between would be lost.
 */
export async function stopped(pid: number | string): Promise<void> {
  for (;;) {
    const state = stateOf(Number(pid));
    if (state === 'T') return;
    if (state === null) throw new Error(`pid ${pid} ended before it stopped at its fault point`);
    await sleep(5);
  }
}

/** Lets a process stopped at a `pause` fault point go on from there. */
export async function resume(pid: number | string): Promise<void> {
  await stopped(pid);
  process.kill(Number(pid), 'SIGCONT');
}
