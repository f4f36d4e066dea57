import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { faultPoint, InjectedFault, NO_FAULTS, parseFaults } from '@/lib/node/faults';
import { stopped } from '@/tests/helpers/faults';
import { TSX_NODE, tsxArgs } from '@/tests/helpers/tsx';

/** Runs `steps` through the point, recording which labels got past it. */
function walk(value: string, steps: readonly string[]): string[] {
  const point = faultPoint('markets', 'write', value);
  point.begin(steps.length);
  const past: string[] = [];
  for (const label of steps) {
    point.step(label);
    past.push(label);
  }
  return past;
}

afterEach(() => vi.restoreAllMocks());

describe('DESK_FAULT', () => {
  it('reads a list of <job>:<point>:<action>[:<at>], the occurrence by number or by label', () => {
    expect(parseFaults('markets:write:pause:5, publish:put:kill:news/b/index.html,register:write:trace')).toEqual([
      { job: 'markets', point: 'write', action: 'pause', at: 5 },
      { job: 'publish', point: 'put', action: 'kill', at: 'news/b/index.html' },
      { job: 'register', point: 'write', action: 'trace', at: null },
    ]);
    expect(parseFaults(undefined)).toEqual([]);
    expect(parseFaults('')).toEqual([]);
  });

  it.each([
    ['market:write:pause:1', /no job "market"/],
    ['markets:post:pause:1', /markets has no point "post" \(write\)/],
    ['markets:write:stop:1', /no action "stop" \(kill, throw, pause, trace\)/],
  ])('refuses %s, naming what is wrong', (value, message) => {
    expect(() => faultPoint('markets', 'write', value)).toThrow(message);
  });

  it('is no fault point at all when it names another job or point', () => {
    expect(faultPoint('markets', 'write', undefined)).toBe(NO_FAULTS);
    expect(faultPoint('markets', 'write', 'register:write:throw:1,intake:write:kill:1')).toBe(NO_FAULTS);
  });

  it('throws at the n-th occurrence, counted again from each begin()', () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const point = faultPoint('markets', 'write', 'markets:write:throw:2');
    point.begin(3);
    point.step('stage a');
    expect(() => point.step('journal')).toThrow(InjectedFault);
    point.begin(3);
    point.step('stage a');
    expect(() => point.step('journal')).toThrow(/injected failure \(DESK_FAULT\) at markets:write:throw n=2 total=3 pid=\d+ at=journal/);
  });

  it('throws at the occurrence whose label it names, and traces the rest', () => {
    expect(() => walk('markets:write:trace,markets:write:throw:commit', ['stage a', 'journal', 'commit'])).toThrow(/n=3 .* at=commit$/);
    expect(walk('markets:write:throw:nothing-by-this-name', ['stage a', 'journal'])).toEqual(['stage a', 'journal']);
  });
});

describe('a process at a fault point', () => {
  function start(fault: string) {
    const child = spawn(TSX_NODE, tsxArgs('tests/fixtures/faults/three-steps.ts'), { env: { ...process.env, DESK_FAULT: fault } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on('close', (code, signal) => resolve({ code, signal })),
    );
    const line = (pattern: RegExp) =>
      new Promise<RegExpExecArray>((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(output);
          if (match) resolve(match);
        };
        child.stdout.on('data', check);
        child.stderr.on('data', check);
        void exit.then(() => reject(new Error(`ended without ${pattern}:\n${output}`)));
      });
    return { exit, line, output: () => output };
  }

  it('pause: stops itself (SIGSTOP) after saying so, and goes on where it stood on SIGCONT', async () => {
    const run = start('markets:write:pause:2');
    const [, pid] = await run.line(/fault: markets:write:pause n=2 total=3 pid=(\d+) at=journal\n/);
    // Stopped by a signal (state T in /proc/<pid>/stat), past the first step only.
    await stopped(pid!);
    expect(run.output()).toContain('past stage a\n');
    expect(run.output()).not.toContain('past journal');
    process.kill(Number(pid), 'SIGCONT');
    expect(await run.exit).toEqual({ code: 0, signal: null });
    expect(run.output()).toMatch(/past journal\npast commit\n$/);
  });

  it('kill: dies by SIGKILL at that point, with nothing after it done', async () => {
    const run = start('markets:write:kill:journal');
    expect(await run.exit).toEqual({ code: null, signal: 'SIGKILL' });
    expect(run.output()).toMatch(/^past stage a\nfault: markets:write:kill n=2 total=3 pid=\d+ at=journal\n$/);
  });
});
