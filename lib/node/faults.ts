import { writeSync } from 'node:fs';

/** The one test seam, DESK_FAULT (tests only): every job's fault points, as docs/operations.md#fault-points-tests-only lists them. */
export const FAULT_POINTS = {
  markets: ['write'],
  register: ['write'],
  intake: ['write'],
  telegram: ['post'],
  publish: ['push', 'put'],
} as const;

export type FaultJob = keyof typeof FAULT_POINTS;
type FaultPointName<J extends FaultJob> = (typeof FAULT_POINTS)[J][number];

/** In order of precedence when two faults name one occurrence. */
const ACTIONS = ['kill', 'throw', 'pause', 'trace'] as const;
type FaultAction = (typeof ACTIONS)[number];

interface Fault {
  readonly job: string;
  readonly point: string;
  readonly action: FaultAction;
  /** The n-th occurrence, the occurrence with this label, or (null) every one. */
  readonly at: number | string | null;
}

/** Where a job can be stopped: `begin` when it knows how many occurrences follow (resets the count), `step` at each. */
export interface FaultPoint {
  begin(total: number): void;
  step(label: string): void;
}

export const NO_FAULTS: FaultPoint = { begin: () => undefined, step: () => undefined };

export class InjectedFault extends Error {
  override name = 'InjectedFault';
}

function isAction(value: string): value is FaultAction {
  return (ACTIONS as readonly string[]).includes(value);
}

/** The faults of a `DESK_FAULT` value; a malformed entry stops the process naming it, so a test never passes on a typo. */
export function parseFaults(value: string | undefined): Fault[] {
  if (!value) return [];
  return value.split(',').map((entry) => {
    const [job = '', point = '', action = '', ...rest] = entry.trim().split(':');
    const points: readonly string[] | undefined = (FAULT_POINTS as Record<string, readonly string[]>)[job];
    if (!points) throw new Error(`DESK_FAULT ${JSON.stringify(entry)}: no job "${job}" (${Object.keys(FAULT_POINTS).join(', ')})`);
    if (!points.includes(point))
      throw new Error(`DESK_FAULT ${JSON.stringify(entry)}: ${job} has no point "${point}" (${points.join(', ')})`);
    if (!isAction(action)) throw new Error(`DESK_FAULT ${JSON.stringify(entry)}: no action "${action}" (${ACTIONS.join(', ')})`);
    const at = rest.join(':');
    return { job, point, action, at: at === '' ? null : /^[1-9]\d*$/.test(at) ? Number(at) : at };
  });
}

/** The fault point `point` of `job`, from DESK_FAULT as it is now (read on each call, like lib/config.ts). */
export function faultPoint<J extends FaultJob>(job: J, point: FaultPointName<J>, value = process.env.DESK_FAULT): FaultPoint {
  const faults = parseFaults(value).filter((fault) => fault.job === job && fault.point === point);
  if (faults.length === 0) return NO_FAULTS;
  let total: number | null = null;
  let n = 0;
  return {
    begin(count) {
      total = count;
      n = 0;
    },
    step(label) {
      n += 1;
      const matching = faults.filter((fault) => fault.at === null || fault.at === n || fault.at === label);
      const action = ACTIONS.find((candidate) => matching.some((fault) => fault.action === candidate));
      if (!action) return;
      const where = `${job}:${point}:${action} n=${n}${total === null ? '' : ` total=${total}`} pid=${process.pid} at=${label}`;
      // Written synchronously, so the line is out before the process stops or dies.
      writeSync(2, `fault: ${where}\n`);
      if (action === 'kill') process.kill(process.pid, 'SIGKILL');
      if (action === 'throw') throw new InjectedFault(`injected failure (DESK_FAULT) at ${where}`);
      // Stopped by the kernel until the test sends SIGCONT (or SIGKILL): an exact point, no polling.
      if (action === 'pause') process.kill(process.pid, 'SIGSTOP');
    },
  };
}
