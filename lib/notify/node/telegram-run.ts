import path from 'node:path';
import { setTimeout as sleepFor } from 'node:timers/promises';
import type { SiteConfig } from '@/lib/config';
import type { SiteData } from '@/lib/data/site-data';
import { faultPoint } from '@/lib/node/faults';
import { acquireLock, LockTimeoutError, type HeldLock } from '@/lib/node/lock';
import type { TelegramChat, TelegramConfig } from '../telegram-config';
import { chatItems, renderPost, type NotifyItem } from '../telegram-post';
import { sendMessage, type BotApi } from './bot-api';
import type { LedgerStore, TelegramLedger } from './telegram-ledger';

export const DEFAULT_MAX_POSTS = 5;
/** The longest `retry_after` waited for; a longer one defers the chat to the next run. */
export const MAX_RETRY_AFTER_S = 60;
const MAX_ATTEMPTS = 3;
/** Exit code when another runner holds the ledger (EX_TEMPFAIL, as the market commands use). */
export const EXIT_BUSY = 75;

export interface TelegramRunOptions {
  readonly config: TelegramConfig;
  readonly data: SiteData;
  readonly site: SiteConfig;
  readonly now: Date;
  readonly ledger: LedgerStore;
  readonly max?: number;
  readonly dryRun?: boolean;
  /** Required unless dry-running. */
  readonly api?: BotApi;
  readonly log?: (line: string) => void;
  readonly sleep?: (ms: number) => Promise<void>;
  /** How long to wait for another runner's lock; 0 (the default) gives up at once. */
  readonly lockWaitMs?: number;
  /** A chat new to the ledger is sent its latest this many items once (default 0: all are recorded unposted). */
  readonly backfill?: number;
}

/** What a chat new to the ledger is seeded with: every current item but the latest `backfill`, which it is sent. */
function seedItems(items: readonly NotifyItem[], backfill: number): readonly NotifyItem[] {
  return backfill > 0 ? items.slice(0, Math.max(0, items.length - backfill)) : items;
}

function pending(items: readonly NotifyItem[], ledger: TelegramLedger, chat: TelegramChat): NotifyItem[] {
  const posted = ledger.chats[chat.id]?.posted ?? {};
  return items.filter((item) => !Object.hasOwn(posted, item.key));
}

type ItemsOf = (chat: TelegramChat) => readonly NotifyItem[];

function dryRun(options: TelegramRunOptions, itemsOf: ItemsOf, max: number): number {
  const log = options.log ?? console.log;
  const ledger = options.ledger.read();
  if (options.config.chats.length === 0) log('notify:telegram: no chats in content/site/telegram.yaml; nothing would be posted.');
  for (const chat of options.config.chats) {
    const seeded = Boolean(ledger.chats[chat.id]);
    const todo = pending(itemsOf(chat), ledger, chat);
    const tags = [chat.placeholder ? 'placeholder: never posted to' : null, seeded ? null : 'not in the ledger yet'].filter(Boolean);
    log(`\n== chat ${chat.id} (${chat.languages.join(', ')})${tags.length ? ` [${tags.join('; ')}]` : ''}`);
    const backfill = Math.min(options.backfill ?? 0, todo.length);
    if (!seeded && !chat.placeholder) {
      log(
        backfill > 0
          ? `A new chat: a real run records ${todo.length - backfill} of its ${todo.length} current items without posting them and sends it the latest ${backfill} (--backfill), then posts what is new. The posts would read:`
          : `A new chat: a real run records its ${todo.length} current items without posting them, then posts only what is new (\`--backfill N\` sends it the latest N once). The posts would read:`,
      );
    }
    const shown = (seeded || chat.placeholder || backfill === 0 ? todo : todo.slice(todo.length - backfill)).slice(0, max);
    if (shown.length === 0) log('(nothing new)');
    for (const item of shown) log(`\n-- ${item.key}\n${renderPost(item, chat.languages, options.data, options.site)}`);
    if (todo.length > shown.length) log(`\n(${todo.length - shown.length} more ${seeded ? 'wait for later runs' : 'not shown'})`);
  }
  return 0;
}

/** One run of `npm run notify:telegram`. */
export async function runTelegram(options: TelegramRunOptions): Promise<number> {
  const log = options.log ?? console.log;
  const max = options.max ?? DEFAULT_MAX_POSTS;
  const byChat = new Map(options.config.chats.map((chat) => [chat.id, chatItems(options.data, chat, options.now)]));
  const itemsOf: ItemsOf = (chat) => byChat.get(chat.id)!;
  if (options.dryRun) return dryRun(options, itemsOf, max);
  if (!options.api) throw new Error('runTelegram: a Bot API (TELEGRAM_BOT_TOKEN) is required unless --dry-run');
  const api = options.api;
  const sleep = options.sleep ?? ((ms: number) => sleepFor(ms));

  for (const chat of options.config.chats.filter((c) => c.placeholder)) log(`notify:telegram: chat ${chat.id} is a placeholder; skipped.`);
  const chats = options.config.chats.filter((chat) => !chat.placeholder);
  if (chats.length === 0) {
    log('notify:telegram: no real chats in content/site/telegram.yaml; nothing to post.');
    return 0;
  }

  let lock: HeldLock;
  try {
    lock = await acquireLock(path.dirname(path.resolve(options.ledger.file)), {
      waitMs: options.lockWaitMs ?? 0,
      command: 'notify:telegram',
      log,
    });
  } catch (error) {
    if (error instanceof LockTimeoutError) {
      log(`notify:telegram: another run holds the ledger (${error.message}); this run posts nothing.`);
      return EXIT_BUSY;
    }
    throw error;
  }
  try {
    const ledger = options.ledger.read();
    const nowIso = options.now.toISOString();
    const backfill = options.backfill ?? 0;
    for (const chat of chats.filter((c) => !ledger.chats[c.id])) {
      const items = itemsOf(chat);
      const seed = seedItems(items, backfill);
      ledger.chats[chat.id] = { seeded_at: nowIso, posted: Object.fromEntries(seed.map((item) => [item.key, nowIso])) };
      options.ledger.save(ledger, `start chat ${chat.id} with ${seed.length} items`);
      const sent = items.length - seed.length;
      log(
        `notify:telegram: chat ${chat.id} is new to the ledger: ${seed.length} current items are recorded, not posted` +
          (sent > 0 ? `; the latest ${sent} are sent to it (--backfill).` : '.'),
      );
    }

    const stopped = new Map<string, string>();
    let refused = false;
    let posts = 0;
    const perChat = new Map<string, number>();
    const posted = faultPoint('telegram', 'post');
    // Oldest first across the chats; each chat takes the items it asks for (its moves are its own).
    const wanted = new Map(chats.map((chat) => [chat.id, new Set(itemsOf(chat).map((item) => item.key))]));
    const todo = [...new Map(chats.flatMap((chat) => itemsOf(chat).map((item) => [item.key, item] as const))).values()]
      .filter((item) => chats.some((chat) => wanted.get(chat.id)!.has(item.key) && !Object.hasOwn(ledger.chats[chat.id]!.posted, item.key)))
      .sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.key.localeCompare(b.key));
    for (const item of todo) {
      for (const chat of chats) {
        if (!wanted.get(chat.id)!.has(item.key)) continue;
        if ((perChat.get(chat.id) ?? 0) >= max || stopped.has(chat.id) || Object.hasOwn(ledger.chats[chat.id]!.posted, item.key)) continue;
        const html = renderPost(item, chat.languages, options.data, options.site);
        const outcome = await sendMessage(api, chat.id, html, {
          sleep,
          wait: (answer, tries) => {
            if (answer.kind !== 'retry' || answer.afterSeconds > MAX_RETRY_AFTER_S || tries >= MAX_ATTEMPTS) return undefined;
            log(`notify:telegram: ${chat.id}: Telegram asks to wait ${answer.afterSeconds} s (${answer.description}); waiting.`);
            return answer.afterSeconds * 1000;
          },
        });
        if (outcome.kind === 'ok') {
          posts++;
          perChat.set(chat.id, (perChat.get(chat.id) ?? 0) + 1);
          posted.step(`${item.key} ${chat.id}`);
          ledger.chats[chat.id]!.posted[item.key] = options.now.toISOString();
          options.ledger.save(ledger, `posted ${item.key} to ${chat.id}`);
          log(`notify:telegram: posted ${item.key} to ${chat.id}`);
        } else if (outcome.kind === 'retry') {
          stopped.set(chat.id, `rate limited (${outcome.description}); the rest waits for the next run`);
        } else if (outcome.kind === 'chat-refused') {
          refused = true;
          stopped.set(
            chat.id,
            `Telegram refused the post (${outcome.description}): is the chat id right and the bot still a member with the right to post? No more posts to it this run; the others go on.`,
          );
        } else {
          log(
            `notify:telegram: stopped at ${item.key} for ${chat.id}: ${outcome.description}. The ledger keeps the ${posts} posts confirmed before it; the next run goes on from there.`,
          );
          return 1;
        }
        const reason = stopped.get(chat.id);
        if (reason) log(`notify:telegram: chat ${chat.id}: ${reason}`);
      }
    }
    const waiting = chats
      .filter((chat) => !stopped.has(chat.id))
      .map((chat) => [chat.id, itemsOf(chat).filter((item) => !Object.hasOwn(ledger.chats[chat.id]!.posted, item.key)).length] as const)
      .filter(([, count]) => count > 0);
    const left = waiting.map(([id, count]) => `${count} for ${id}`).join(', ');
    log(`notify:telegram: ${posts} posts${left ? `; waiting for the next run (at most ${max} posts to each chat a run): ${left}` : ''}.`);
    return refused ? 1 : 0;
  } finally {
    lock.release();
  }
}
