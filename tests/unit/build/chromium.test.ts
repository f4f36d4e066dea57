import { describe, expect, it } from 'vitest';
import { CHROMIUM, chromiumPlan, ensureChromium, machineChecks, type ChromiumChecks } from '@/pipeline/build/chromium.mjs';

const missing: ChromiumChecks = { exists: false, isRoot: true, hasAptGet: true };

/** ensureChromium with the machine played by `states` (one per check) and the commands recorded. */
function ensure(states: readonly ChromiumChecks[], status: (command: string, args: readonly string[]) => number = () => 0) {
  const ran: string[] = [];
  const lines: string[] = [];
  let check = 0;
  const code = ensureChromium({
    checks: () => states[Math.min(check++, states.length - 1)]!,
    run: (command, args) => (ran.push(`${command} ${args.join(' ')}`), status(command, args)),
    log: (line) => lines.push(line),
    error: (line) => lines.push(line),
  });
  return { code, ran, output: lines.join('\n') };
}

describe("npm test's Chromium, before any test runs (pipeline/build/chromium.mjs)", () => {
  it('does nothing when /usr/bin/chromium is there', () => {
    expect(CHROMIUM).toBe('/usr/bin/chromium');
    expect(chromiumPlan({ exists: true, isRoot: false, hasAptGet: false })).toEqual({ kind: 'ready' });
    expect(ensure([{ ...missing, exists: true }])).toEqual({ code: 0, ran: [], output: '' });
  });

  it("installs Debian's package as root with apt-get, and checks again", () => {
    const run = ensure([missing, { ...missing, exists: true }]);
    expect(run).toMatchObject({ code: 0, ran: ['apt-get update', 'apt-get install -y chromium'] });
    expect(run.output).toContain("installing Debian's chromium");
  });

  it('stops at once with the one command to run when it may not install', () => {
    const asUser = ensure([{ ...missing, isRoot: false }]);
    expect(asUser.code).toBe(1);
    expect(asUser.ran).toEqual([]);
    expect(asUser.output).toContain('\n  sudo apt-get update && sudo apt-get install -y chromium\n');
    const noApt = ensure([{ ...missing, hasAptGet: false }]);
    expect(noApt).toMatchObject({ code: 1, ran: [] });
    expect(noApt.output).toMatch(/no apt-get: put a Chromium at \/usr\/bin\/chromium/);
  });

  it('stops when the install fails, or leaves no browser behind', () => {
    const failed = ensure([missing], (_, args) => (args[0] === 'install' ? 100 : 0));
    expect(failed).toMatchObject({ code: 1, ran: ['apt-get update', 'apt-get install -y chromium'] });
    expect(failed.output).toContain('apt-get install -y chromium failed (exit 100)');
    expect(ensure([missing, missing]).output).toContain('still missing');
  });

  it('finds this machine ready: its Chromium is installed', () => {
    expect(chromiumPlan(machineChecks())).toEqual({ kind: 'ready' });
  });
});
