import { format } from 'node:util';
import { vi } from 'vitest';

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A command's library entry (pipeline/jobs/*): arguments → exit code, output on the console. */
export type Command = (argv: string[]) => Promise<number>;

/**
 * Runs a command's library entry in this process, the way its `scripts/*.ts` runs it under
 * `runMain`: `env` set for the run only, console.log as stdout, console.error/warn as stderr, a
 * throw as exit 1. Each file keeps one spawned run per command for the argv, exit-code and stream
 * wiring; the rest come here, since a node start costs more CPU than most of what they test.
 * Runs one at a time (never in `it.concurrent`): the environment and the console are the process's.
 */
export async function runInProcess(
  command: Command,
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): Promise<CommandResult> {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  const setEnv = (values: Readonly<Record<string, string | undefined>>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  let stdout = '';
  let stderr = '';
  const spies = [
    vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void (stdout += `${format(...args)}\n`)),
    vi.spyOn(console, 'info').mockImplementation((...args: unknown[]) => void (stdout += `${format(...args)}\n`)),
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void (stderr += `${format(...args)}\n`)),
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void (stderr += `${format(...args)}\n`)),
  ];
  setEnv(env);
  try {
    const code = await command([...argv]);
    return { code, stdout, stderr };
  } catch (error) {
    // What runMain prints and exits with when the command throws.
    stderr += `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`;
    return { code: 1, stdout, stderr };
  } finally {
    setEnv(saved);
    spies.forEach((spy) => spy.mockRestore());
  }
}
