import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { TSX_NODE, tsxArgs } from '@/tests/helpers/tsx';

/** The two commands' own checks of their arguments, before any content is read or anything posted. */
function run(script: string, args: string[], env: Record<string, string | undefined> = {}) {
  const result = spawnSync(TSX_NODE, tsxArgs(script, args), {
    encoding: 'utf8',
    env: { ...process.env, TELEGRAM_BOT_TOKEN: undefined, ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run notify:telegram and npm run digest, by hand', () => {
  it('notify:telegram without a token posts nothing and says how to preview', { timeout: 60_000 }, () => {
    const result = run('scripts/notify-telegram.ts', []);
    expect(result.status).toBe(2);
    expect(result.output).toContain('set TELEGRAM_BOT_TOKEN (or use --dry-run to see what would be posted)');
  });

  it('notify:telegram refuses a --max that is not a whole number of 1 or more', { timeout: 60_000 }, () => {
    const result = run('scripts/notify-telegram.ts', ['--max', '0'], { TELEGRAM_BOT_TOKEN: '1:x' });
    expect(result.status).toBe(2);
    expect(result.output).toContain('--max must be a whole number of 1 or more (got "0")');
  });

  it('digest names a week the year does not have', { timeout: 60_000 }, () => {
    const result = run('scripts/digest.ts', ['--', '--week', '2025-W53']);
    expect(result.status).toBe(2);
    expect(result.output).toContain('digest: --week: 2025 has weeks 01 to 52 (got "2025-W53")');
  });
});
