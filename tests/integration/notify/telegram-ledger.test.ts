import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyLedger, gitLedgerStore, LedgerError, readLedger } from '@/lib/notify/node/telegram-ledger';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' },
  });

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the Telegram ledger', () => {
  it('on its own branch: each save is one commit, pushed at once; an unchanged save commits nothing', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'telegram-ledger-'));
    const remote = path.join(dir, 'remote.git');
    const work = path.join(dir, 'work');
    git(dir, 'init', '-q', '--bare', remote);
    git(dir, 'init', '-q', work);
    git(work, 'remote', 'add', 'origin', remote);
    git(work, 'checkout', '-q', '--orphan', 'telegram-ledger');
    git(work, 'config', 'user.name', 'Test');
    git(work, 'config', 'user.email', 'test@example.org');
    const store = gitLedgerStore(path.join(work, 'telegram.json'), 'telegram-ledger');
    const ledger = emptyLedger();
    ledger.chats['-1'] = { seeded_at: '2026-11-27T10:00:00.000Z', posted: {} };
    store.save(ledger, 'start chat -1');
    ledger.chats['-1'].posted['story:a'] = '2026-11-27T10:30:00.000Z';
    store.save(ledger, 'posted story:a to -1');
    store.save(ledger, 'again');
    expect(git(remote, 'log', '--format=%s', 'telegram-ledger').trim().split('\n')).toEqual([
      'telegram: posted story:a to -1',
      'telegram: start chat -1',
    ]);
    expect(JSON.parse(git(remote, 'show', 'telegram-ledger:telegram.json'))).toEqual(ledger);
  });

  it('a damaged ledger stops the run naming the file and field', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'telegram-ledger-'));
    const file = path.join(dir, 'telegram.json');
    writeFileSync(file, '{"version":1,"chats":{"-1":{"seeded_at":"x","posted":{"story:a":3}}}}');
    expect(() => readLedger(file)).toThrow(LedgerError);
    expect(() => readLedger(file)).toThrow(/telegram\.json \(chats\.-1\.posted\.story:a\): .*nothing was posted/);
  });
});
