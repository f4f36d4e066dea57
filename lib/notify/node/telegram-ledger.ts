import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '@/lib/node/atomic';

/** What was posted where, per chat; a new chat is seeded with every current item unposted, so it is never flooded with the back list. */
const ledgerSchema = z.strictObject({
  version: z.literal(1),
  chats: z.record(z.string(), z.strictObject({ seeded_at: z.string(), posted: z.record(z.string(), z.string()) })),
});

export type TelegramLedger = z.output<typeof ledgerSchema>;

export function emptyLedger(): TelegramLedger {
  return { version: 1, chats: {} };
}

export class LedgerError extends Error {
  override name = 'LedgerError';
}

/** The ledger, or an empty one when the file does not exist yet; a damaged file stops the run. */
export function readLedger(file: string): TelegramLedger {
  if (!existsSync(file)) return emptyLedger();
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new LedgerError(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)}); nothing was posted`);
  }
  const result = ledgerSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new LedgerError(`${file} (${issue.path.join('.') || '(file)'}): ${issue.message}; nothing was posted`);
  }
  return result.data;
}

export interface LedgerStore {
  readonly file: string;
  read(): TelegramLedger;
  /** Writes the whole ledger atomically (and, for a branch, commits and pushes it). */
  save(ledger: TelegramLedger, why: string): void;
}

function serialise(ledger: TelegramLedger): string {
  return `${JSON.stringify(ledger, null, 2)}\n`;
}

export function fileLedgerStore(file: string): LedgerStore {
  return { file, read: () => readLedger(file), save: (ledger) => writeFileAtomic(file, serialise(ledger)) };
}

/** The ledger on its own branch (`telegram-ledger`), one commit pushed per save, so the next runner on any machine starts from it. */
export function gitLedgerStore(file: string, branch: string): LedgerStore {
  const dir = path.dirname(file);
  const git = (...args: string[]) => execFileSync('git', ['-C', dir, ...args], { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  return {
    file,
    read: () => readLedger(file),
    save(ledger, why) {
      writeFileAtomic(file, serialise(ledger));
      git('add', '--', path.basename(file));
      if (git('status', '--porcelain', '--', path.basename(file)).trim() === '') return;
      git('commit', '--quiet', '-m', `telegram: ${why}`);
      git('push', '--quiet', 'origin', `HEAD:refs/heads/${branch}`);
    },
  };
}
