// `npm test`'s first check: Debian's Chromium (never `playwright install`, whose download cannot work
// here), installed by root with apt-get, or the one command named before any test runs.
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM = '/usr/bin/chromium';
const APT = [
  ['apt-get', ['update']],
  ['apt-get', ['install', '-y', 'chromium']],
];
const COMMAND = (sudo) => APT.map(([command, args]) => `${sudo}${command} ${args.join(' ')}`).join(' && ');

/** What to do about Chromium: nothing, install it (root with apt-get), or stop with the command to run. */
export function chromiumPlan({ exists, isRoot, hasAptGet }) {
  if (exists) return { kind: 'ready' };
  if (isRoot && hasAptGet) return { kind: 'install', commands: APT };
  const missing = `npm test: the browser tests need Chromium at ${CHROMIUM}, which is missing.`;
  const message = hasAptGet
    ? `${missing} Install it with:\n  ${COMMAND(isRoot ? '' : 'sudo ')}\nthen run npm test again.`
    : `${missing} This machine has no apt-get: put a Chromium at ${CHROMIUM} (on Debian: ${COMMAND('')}), then run npm test again.`;
  return { kind: 'stop', message };
}

export function machineChecks() {
  const executable = (file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  return {
    exists: executable(CHROMIUM),
    isRoot: process.getuid?.() === 0,
    hasAptGet: spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0,
  };
}

/** Carries the plan out; returns 0 when Chromium is there (again), else 1 with the reason printed. */
export function ensureChromium({ checks = machineChecks, run = runInherit, log = console.log, error = console.error } = {}) {
  const plan = chromiumPlan(checks());
  if (plan.kind === 'ready') return 0;
  if (plan.kind === 'stop') {
    error(plan.message);
    return 1;
  }
  log(`npm test: ${CHROMIUM} is missing; installing Debian's chromium (${COMMAND('')})`);
  for (const [command, args] of plan.commands) {
    const status = run(command, args);
    if (status !== 0) {
      error(`npm test: ${command} ${args.join(' ')} failed (exit ${status}); install chromium and run npm test again.`);
      return 1;
    }
  }
  if (chromiumPlan(checks()).kind === 'ready') return 0;
  error(`npm test: chromium was installed, but ${CHROMIUM} is still missing.`);
  return 1;
}

function runInherit(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return result.status ?? 1;
}
