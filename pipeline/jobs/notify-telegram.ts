/**
 * `npm run notify:telegram [-- --dry-run] [--max 5] [--backfill N] [--markets DIR] [--ledger FILE] [--push BRANCH] [--config FILE]`:
 * each new story, upcoming event and price move posted once to the chats of content/site/telegram.yaml (README, "Telegram posts").
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PUBLISHED_HISTORY_DIR, readHistoryDir } from '@/lib/markets/node/history-files';
import { getConfig } from '@/lib/config';
import { buildInstant } from '@/lib/core/clock';
import { loadSiteData } from '@/lib/data/load';
import { TELEGRAM_CONFIG_FILE } from '@/lib/notify/telegram-config';
import { readTelegramConfig } from '@/lib/notify/node/telegram-config-file';
import { fileLedgerStore, gitLedgerStore } from '@/lib/notify/node/telegram-ledger';
import { DEFAULT_MAX_POSTS, runTelegram } from '@/lib/notify/node/telegram-run';
import { readEnv } from '@/lib/config';

export const DEFAULT_LEDGER = '.notify/telegram.json';
const DEFAULT_API_URL = 'https://api.telegram.org';

export async function notifyTelegramCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    options: {
      'dry-run': { type: 'boolean', default: false },
      max: { type: 'string', default: String(DEFAULT_MAX_POSTS) },
      backfill: { type: 'string', default: '0' },
      markets: { type: 'string' },
      ledger: { type: 'string', default: DEFAULT_LEDGER },
      push: { type: 'string' },
      config: { type: 'string', default: TELEGRAM_CONFIG_FILE },
    },
    strict: true,
    allowPositionals: false,
  });
  const max = Number(values.max);
  if (!Number.isInteger(max) || max < 1) {
    console.error(`notify:telegram: --max must be a whole number of 1 or more (got ${JSON.stringify(values.max)})`);
    return 2;
  }
  const backfill = Number(values.backfill);
  if (!Number.isInteger(backfill) || backfill < 0) {
    console.error(`notify:telegram: --backfill must be a whole number of 0 or more (got ${JSON.stringify(values.backfill)})`);
    return 2;
  }
  const config = readTelegramConfig(values.config);
  const env = readEnv();
  const token = env.TELEGRAM_BOT_TOKEN ?? '';
  if (!values['dry-run'] && !token) {
    console.error('notify:telegram: set TELEGRAM_BOT_TOKEN (or use --dry-run to see what would be posted)');
    return 2;
  }
  const ledger = values.push ? gitLedgerStore(values.ledger, values.push) : fileLedgerStore(values.ledger);
  const site = loadSiteData();
  const data = values.markets
    ? { ...site, marketHistory: readHistoryDir(path.join(values.markets, PUBLISHED_HISTORY_DIR), { onInvalid: 'skip' }) }
    : site;
  return runTelegram({
    config,
    data,
    site: getConfig(),
    now: buildInstant(),
    ledger,
    max,
    backfill,
    dryRun: values['dry-run'],
    api: token ? { baseUrl: env.TELEGRAM_API_URL || DEFAULT_API_URL, token } : undefined,
  });
}
