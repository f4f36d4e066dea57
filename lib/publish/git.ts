import { execFile } from 'node:child_process';
import { childEnv } from '@/lib/config';

/** The `git` CLI with an argument list, never a shell string; GIT_DIR and friends are dropped so only the publish's clone is touched. */
const REDIRECTING_VARIABLES = [
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_INDEX_FILE',
  'GIT_OBJECT_DIRECTORY',
  'GIT_ALTERNATE_OBJECT_DIRECTORIES',
  'GIT_COMMON_DIR',
  'GIT_NAMESPACE',
  'GIT_CEILING_DIRECTORIES',
];

export interface GitResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export class GitError extends Error {
  override name = 'GitError';
  constructor(
    readonly args: readonly string[],
    readonly result: GitResult,
  ) {
    const detail = (result.stderr.trim() || result.stdout.trim()).split('\n').slice(-6).join('\n  ');
    super(`git ${args.join(' ')} failed (exit ${result.code})${detail ? `:\n  ${detail}` : ''}`);
  }
}

function gitEnv(): NodeJS.ProcessEnv {
  const env = childEnv({ GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' });
  for (const name of REDIRECTING_VARIABLES) delete env[name];
  return env;
}

/** Runs git; resolves with its exit code and output whatever the code. */
export function gitRun(cwd: string, args: readonly string[]): Promise<GitResult> {
  return new Promise((resolve) => {
    execFile('git', [...args], { cwd, env: gitEnv(), maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr: error && !stderr ? error.message : stderr });
    });
  });
}

/** Runs git and returns its stdout; any non-zero exit is a GitError naming the command. */
export async function git(cwd: string, args: readonly string[]): Promise<string> {
  const result = await gitRun(cwd, args);
  if (result.code !== 0) throw new GitError(args, result);
  return result.stdout;
}
