import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteData } from '@/lib/data/site-data';
import type { MarketHistoryRow } from '@/lib/markets/types';
import { parseTelegramConfig } from '@/lib/notify/telegram-config';
import { fileLedgerStore, readLedger } from '@/lib/notify/node/telegram-ledger';
import { runTelegram, type TelegramRunOptions } from '@/lib/notify/node/telegram-run';
import { fixtureSiteData, TEST_CONFIG } from '../../fixtures/site-data';
import { FakeBotApi, refused, tooMany } from './fake-bot-api';

/** Moves go through the ledger as stories do: posted once, a crash reposts at most the one post, 429 and 403 as for any post. */

const START = Date.parse('2026-06-01T00:17:00.000Z');
const at = (h: number) => new Date(START + h * 3_600_000);

function rows(prices: readonly string[]): MarketHistoryRow[] {
  return prices.map((price, h) => ({
    at: at(h).toISOString(),
    price,
    method: 'mean_last' as const,
    last: price,
    mid: null,
    exchange_count: 2,
    exchanges: ['firi', 'nbx'],
  }));
}

const flat = (n: number, price: string) => Array.from({ length: n }, () => price);

/** BTC-NOK falls 6 % at hour 30; ETH-NOK rises 8 % at hour 31; BTC-EUR falls 6 % (no NOK chat hears of it). */
function withMoves(): SiteData {
  const history = new Map([
    ['BTC-NOK', rows([...flat(30, '1000000'), '940000', '940000'])],
    ['BTC-EUR', rows([...flat(30, '90000'), '84600', '84600'])],
    ['ETH-NOK', rows([...flat(31, '30000'), '32400'])],
  ]);
  return { ...fixtureSiteData(), marketHistory: history };
}

const CHATS = parseTelegramConfig(
  [
    'chats:',
    '  - id: "-1001"',
    '    languages: [nb]',
    '    moves: { currency: NOK }',
    '  - id: "@desk_da"',
    '    languages: [da]',
    '    moves: { currency: NOK, threshold_pct: 7 }',
  ].join('\n'),
);

let dir: string;
let api: FakeBotApi;
let baseUrl: string;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'move-posts-'));
  api = new FakeBotApi();
  baseUrl = await api.start();
});

afterEach(async () => {
  await api.stop();
  rmSync(dir, { recursive: true, force: true });
});

function run(hour: number, overrides: Partial<TelegramRunOptions> = {}): Promise<number> {
  return runTelegram({
    config: CHATS,
    data: withMoves(),
    site: TEST_CONFIG,
    now: at(hour),
    ledger: fileLedgerStore(path.join(dir, 'telegram.json')),
    api: { baseUrl, token: '123:secret' },
    log: () => undefined,
    sleep: async () => undefined,
    ...overrides,
  });
}

const sent = () => api.sent.map((m) => [m.chat_id, /markets\/(\w+)\//.exec(m.text)?.[1]]);

describe('price moves through the Telegram ledger', () => {
  it('each chat gets the moves of its currency at its threshold, once', async () => {
    expect(await run(29)).toBe(0); // both chats start: nothing moved yet
    expect(await run(31)).toBe(0);
    expect(sent()).toEqual([
      ['-1001', 'btc'],
      ['-1001', 'eth'],
      ['@desk_da', 'eth'],
    ]);
    expect(api.sent[2]!.text).toContain('<a href="https://desk.test/da/markets/eth/">ETH steg 8,00 % på 24 timer (NOK)</a>');
    api.sent.length = 0;
    expect(await run(32)).toBe(0);
    expect(api.sent).toEqual([]);
    expect(Object.keys(readLedger(path.join(dir, 'telegram.json')).chats['-1001']!.posted).filter((k) => k.startsWith('move:'))).toEqual([
      'move:BTC-NOK-20260602T0617Z',
      'move:ETH-NOK-20260602T0717Z',
    ]);
  });

  it('a crash between the post and the ledger reposts that one post and nothing else', async () => {
    await run(29);
    process.env.DESK_FAULT = 'telegram:post:throw:1';
    try {
      await expect(run(31)).rejects.toThrow(
        /injected failure \(DESK_FAULT\) at telegram:post:throw n=1 .* at=move:BTC-NOK-20260602T0617Z -1001/,
      );
    } finally {
      delete process.env.DESK_FAULT;
    }
    expect(await run(31)).toBe(0);
    expect(sent()).toEqual([
      ['-1001', 'btc'],
      ['-1001', 'btc'],
      ['-1001', 'eth'],
      ['@desk_da', 'eth'],
    ]);
  });

  it('429 defers a chat and 403 stops it, the other chat goes on; the next run finishes', async () => {
    await run(29);
    api.answer = (message) => (message.chat_id === '@desk_da' ? refused(403, 'Forbidden: bot was kicked') : tooMany(3600));
    expect(await run(31)).toBe(1);
    expect(readLedger(path.join(dir, 'telegram.json')).chats['-1001']!.posted['move:BTC-NOK-20260602T0617Z']).toBeUndefined();
    api.answer = () => ({ status: 200, body: { ok: true, result: { message_id: 3 } } });
    api.sent.length = 0;
    expect(await run(31)).toBe(0);
    expect(sent()).toEqual([
      ['-1001', 'btc'],
      ['-1001', 'eth'],
      ['@desk_da', 'eth'],
    ]);
  });

  it('a move older than 24 hours is never posted', async () => {
    await run(29);
    expect(await run(31 + 25)).toBe(0);
    expect(api.sent).toEqual([]);
  });

  it('a chat for several languages gets each language’s line with its figures in its own format', async () => {
    const both = parseTelegramConfig('chats:\n  - id: "-1002"\n    languages: [en, fi]\n    moves: { currency: NOK, pairs: [BTC-NOK] }\n');
    await run(29, { config: both });
    expect(await run(31, { config: both })).toBe(0);
    expect(api.sent.map((m) => m.text)).toEqual([
      [
        '<b>Price move</b>',
        'English: <a href="https://desk.test/markets/btc/">BTC fell 6.00% in 24 hours (NOK)</a>',
        'From 1,000,000 to 940,000 NOK (\u221260,000 NOK) between June 1, 2026, 06:17 and June 2, 2026, 06:17 UTC. Exchanges: Firi, Norwegian Block Exchange.',
        'Suomi: <a href="https://desk.test/fi/markets/btc/">BTC laski 6,00 % 24 tunnissa (NOK)</a>',
        '1\u00a0000\u00a0000 → 940\u00a0000 NOK (\u221260\u00a0000 NOK) aikavälillä 1. kesäkuuta 2026, 06.17 – 2. kesäkuuta 2026, 06.17 UTC. Pörssit: Firi, Norwegian Block Exchange.',
      ].join('\n'),
    ]);
  });
});
