import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  it('notify:telegram without a token posts nothing and says how to preview', () => {
    const result = run('scripts/notify-telegram.ts', []);
    expect(result.status).toBe(2);
    expect(result.output).toContain('set TELEGRAM_BOT_TOKEN (or use --dry-run to see what would be posted)');
  });

  it('notify:telegram refuses a --max that is not a whole number of 1 or more', () => {
    const result = run('scripts/notify-telegram.ts', ['--max', '0'], { TELEGRAM_BOT_TOKEN: '1:x' });
    expect(result.status).toBe(2);
    expect(result.output).toContain('--max must be a whole number of 1 or more (got "0")');
  });

  it('digest names a week the year does not have', () => {
    const result = run('scripts/digest.ts', ['--', '--week', '2025-W53']);
    expect(result.status).toBe(2);
    expect(result.output).toContain('digest: --week: 2025 has weeks 01 to 52 (got "2025-W53")');
  });

  it('notify:telegram refuses a --backfill that is not a whole number', () => {
    const result = run('scripts/notify-telegram.ts', ['--backfill=-1'], { TELEGRAM_BOT_TOKEN: '1:x' });
    expect(result.status).toBe(2);
    expect(result.output).toContain('--backfill must be a whole number of 0 or more (got "-1")');
  });

  it('notify:telegram --markets reads the moves from a published folder’s history (dry run)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'notify-markets-'));
    try {
      const at = (h: number) => new Date(Date.parse('2026-06-01T00:17:00Z') + h * 3_600_000).toISOString();
      const rows = Array.from({ length: 31 }, (_, h) => {
        const price = h < 30 ? '1000000' : '940000';
        return { at: at(h), price, method: 'mean_last', last: price, mid: null, exchange_count: 1, exchanges: ['firi'] };
      });
      const history = path.join(dir, 'published', 'api', 'v1', 'markets', 'history');
      mkdirSync(history, { recursive: true });
      const envelope = { api_version: '1', name: 'Test', generated_at: at(30), preview: false };
      writeFileSync(path.join(history, 'BTC-NOK.json'), JSON.stringify({ ...envelope, symbol: 'BTC-NOK', quote: 'NOK', rows }));
      const config = path.join(dir, 'telegram.yaml');
      writeFileSync(config, 'chats:\n  - id: "-1001"\n    languages: [nb]\n    moves: { currency: NOK }\n');
      const args = [
        '--dry-run',
        '--max',
        '500',
        '--config',
        config,
        '--markets',
        path.join(dir, 'published'),
        '--ledger',
        path.join(dir, 'l.json'),
      ];
      const result = run('scripts/notify-telegram.ts', args, { BUILD_NOW: at(30), SITE_URL: 'https://desk.test' });
      expect(result.output, result.output.slice(0, 3000)).toContain('-- move:BTC-NOK-20260602T0617Z');
      expect(result.output).toContain('<a href="https://desk.test/nb/markets/btc/">BTC falt 6,00 % på 24 timer (NOK)</a>');
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
