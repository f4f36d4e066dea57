import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeExchanges, type ExchangeName, type FakeExchanges } from '@/fakes/exchanges/fake-exchanges';
import { validateContent } from '@/lib/content/validate';
import { prepareSiteData } from '@/lib/data/site-data';
import { ADAPTERS } from '@/lib/markets/exchanges';
import { readHistoryDir, PUBLISHED_HISTORY_DIR } from '@/lib/markets/node/history-files';
import { refreshMarkets } from '@/lib/markets/node/refresh';
import { readSnapshot } from '@/lib/markets/node/snapshot';
import { parseTelegramConfig } from '@/lib/notify/telegram-config';
import { fileLedgerStore, readLedger } from '@/lib/notify/node/telegram-ledger';
import { EXIT_BUSY, runTelegram } from '@/lib/notify/node/telegram-run';
import type { MarketMoves } from '@/lib/markets/types';
import { compare, difference, product } from '@/lib/markets/decimal';
import { marketMovesSchema } from '@/lib/schemas/markets';
import { marketSetFiles } from '@/pipeline/jobs/markets-refresh';
import { fixtureRawContent } from '../../fixtures/content';
import { TEST_CONFIG } from '../../fixtures/site-data';
import { FakeBotApi } from './fake-bot-api';
import { parseJsonFeed, parseRssFeed } from 'feedsmith';
import { SaxesParser } from 'saxes';
import { LOCALES } from '@/lib/i18n/locales';
import { QUOTES } from '@/lib/markets/constants';
import { moveFeedPath, moveText } from '@/lib/feeds/move-feeds';

/** A week of hourly refreshes against the fake exchanges, each followed by a Telegram run against the fake Bot API; every clock is the fixture's. */

const START = Date.parse('2026-06-01T00:17:00.000Z');
const hour = (h: number) => new Date(START + h * 3_600_000);
const WEEK = 168;

/** Every price of every exchange is the fake's times this factor at hour h: the week's story. */
function scaleAt(h: number): string {
  if (h < 30) return '1';
  if (h < 80) return '0.94'; // a 6 % fall at hour 30, then flat
  // A wobble around a further 5 % (0.893 is 5 % under 0.94): 5 %, 4.9 %, 5 %, 4.95 %, 5.05 %.
  const wobble = ['0.893', '0.89394', '0.893', '0.89347', '0.8925530'];
  if (h < 85) return wobble[h - 80]!;
  if (h < 90) return '0.8925530';
  if (h < 120) return '0.84835'; // a further 5 % from the alerted 0.893 at hour 90
  return '0.8'; // 5.7 % under hour 96's price: first seen at hour 120, when NBX fails
}

const NBX_DOWN_AT = 120;

const CHATS = parseTelegramConfig(
  [
    'chats:',
    '  - id: "-1001"',
    '    languages: [nb]',
    '    moves: { currency: NOK, threshold_pct: 5, pairs: [BTC-NOK] }',
    '  - id: "@desk_sv"',
    '    languages: [sv]',
    '    moves: { currency: NOK, threshold_pct: "5", bases: [BTC] }',
    '  - id: "@desk_en"',
    '    languages: [en]',
  ].join('\n'),
);

let fakes: FakeExchanges;
let bot: FakeBotApi;
let botUrl: string;
let dir: string;
/** Posts to -1001 by the hour they were sent. */
const postsAt = new Map<number, string[]>();
const movesAt = new Map<number, MarketMoves>();

function exchangeEnv(h: number): Record<string, string> {
  const env: Record<string, string> = { MARKETS_FETCH_TIMEOUT_MS: '5000', MARKETS_RETRY_DELAY_MS: '20' };
  for (const name of ['firi', 'nbx', 'coinmotion'] as ExchangeName[]) {
    const fault = name === 'nbx' && h === NBX_DOWN_AT ? '/fault/down' : '';
    env[ADAPTERS[name].settings.apiUrl] = `${fakes.url}/${name}/scale/${scaleAt(h)}${fault}`;
  }
  return env;
}

const content = validateContent(fixtureRawContent());

function siteData(out: string, snapshotFile: string) {
  const history = readHistoryDir(path.join(out, PUBLISHED_HISTORY_DIR), { onInvalid: 'throw' });
  return prepareSiteData(content, readSnapshot(snapshotFile)!, history);
}

function telegram(h: number, out: string, snapshotFile: string, lockWaitMs = 0) {
  return runTelegram({
    config: CHATS,
    data: siteData(out, snapshotFile),
    site: TEST_CONFIG,
    now: new Date(hour(h).getTime() + 5 * 60_000),
    ledger: fileLedgerStore(path.join(dir, 'ledger', 'telegram.json')),
    api: { baseUrl: botUrl, token: '123:secret' },
    log: () => undefined,
    sleep: async () => undefined,
    lockWaitMs,
  });
}

beforeAll(async () => {
  fakes = await startFakeExchanges();
  bot = new FakeBotApi();
  botUrl = await bot.start();
  dir = mkdtempSync(path.join(tmpdir(), 'moves-week-'));
  const out = path.join(dir, 'out');
  const snapshotFile = path.join(dir, 'snapshot.json');
  for (let h = 0; h < WEEK; h++) {
    const outcome = await refreshMarkets({
      outDir: out,
      snapshotFile,
      documents: marketSetFiles,
      config: TEST_CONFIG,
      env: exchangeEnv(h),
      now: () => hour(h),
      log: () => undefined,
    });
    expect(outcome.written, `hour ${h}`).toBe(true);
    movesAt.set(h, marketMovesSchema.parse(JSON.parse(readFileSync(path.join(out, 'api/v1/markets/moves.json'), 'utf8'))));
    const before = bot.sent.length;
    expect(await telegram(h, out, snapshotFile), `telegram at hour ${h}`).toBe(0);
    postsAt.set(
      h,
      bot.sent
        .slice(before)
        .filter((m) => m.chat_id === '-1001')
        .map((m) => m.text),
    );
  }
});

afterAll(async () => {
  await bot.stop();
  await fakes.close();
  rmSync(dir, { recursive: true, force: true });
});

const hoursWithPosts = () => [...postsAt].filter(([, posts]) => posts.length > 0).map(([h]) => h);

describe('price moves over a simulated week', () => {
  it('alerts the 6 % fall once, the wobble once, the further 5 % again, nothing on the refresh with a failed exchange', () => {
    expect(hoursWithPosts()).toEqual([30, 80, 90, 122]);
    for (const h of hoursWithPosts()) expect(postsAt.get(h), `hour ${h}`).toHaveLength(1);
    // NBX failed at hour 120 and was back at 121: both readings' exchanges differ from the one before.
    expect(postsAt.get(NBX_DOWN_AT)).toEqual([]);
    expect(postsAt.get(NBX_DOWN_AT + 1)).toEqual([]);
  });

  it('publishes the same moves in markets/moves.json, each price exact', () => {
    const btc = movesAt.get(WEEK - 1)!.moves.filter((move) => move.symbol === 'BTC-NOK');
    expect(btc.map((move) => [move.at, move.change_pct, move.exchanges])).toEqual([
      [hour(122).toISOString(), expect.any(String), ['firi', 'nbx']],
      [hour(90).toISOString(), expect.any(String), ['firi', 'nbx']],
      [hour(80).toISOString(), '-5', ['firi', 'nbx']],
      [hour(30).toISOString(), '-6', ['firi', 'nbx']],
    ]);
    const first = btc.at(-1)!;
    expect(first.from_at).toBe(hour(6).toISOString());
    expect(first.window_hours).toBe(24);
    // The fall of every exchange's price by 6 % moves the mean by exactly 6 %.
    expect(compare(product(first.from_price, '0.94'), first.to_price)).toBe(0);
    expect(first.change).toBe(difference(first.to_price, first.from_price));
    expect(movesAt.get(29)!.moves).toEqual([]);
  });

  it('writes each post in the chat\u2019s language and number format, with the asset page in that language', () => {
    const move = movesAt.get(30)!.moves.find((m) => m.symbol === 'BTC-NOK')!;
    expect([move.from_price, move.to_price, move.change]).toEqual(['1012373.085', '951630.6999', '-60742.3851']);
    // Bokmål: a no-break space between thousands, a decimal comma, U+2212 for the minus, every digit as published.
    expect(postsAt.get(30)).toEqual([
      '<b>Kursbevegelse</b>\n<a href="https://desk.test/nb/markets/btc/">BTC falt 6,00 % på 24 timer (NOK)</a>\n\n' +
        'Fra 1\u00a0012\u00a0373,085 til 951\u00a0630,6999 NOK (\u221260\u00a0742,3851 NOK) mellom 1. juni 2026, 06:17 og ' +
        '2. juni 2026, 06:17 UTC. Børser: Firi, Norwegian Block Exchange.',
    ]);
    const sv = bot.sent.find((m) => m.chat_id === '@desk_sv')!;
    expect(sv.text).toContain('<a href="https://desk.test/sv/markets/btc/">BTC föll 6,00 % på 24 timmar (NOK)</a>');
    // A chat that asks for no moves gets none.
    expect(bot.sent.filter((m) => m.chat_id === '@desk_en')).toEqual([]);
    expect(Object.keys(readLedger(path.join(dir, 'ledger', 'telegram.json')).chats['-1001']!.posted)).toContain(`move:${move.id}`);
  });

  it('two runners at once post a move once', async () => {
    const out = path.join(dir, 'out');
    const snapshotFile = path.join(dir, 'snapshot.json');
    const ledgerFile = path.join(dir, 'ledger', 'telegram.json');
    const ledger = readLedger(ledgerFile);
    // Forget the last move, as if its run had not happened yet, then start two runners together.
    const last = movesAt.get(WEEK - 1)!.moves.find((m) => m.symbol === 'BTC-NOK')!;
    delete ledger.chats['-1001']!.posted[`move:${last.id}`];
    fileLedgerStore(ledgerFile).save(ledger, 'test');
    const before = bot.sent.length;
    const codes = await Promise.all([telegram(122, out, snapshotFile), telegram(122, out, snapshotFile)]);
    expect(codes.sort()).toEqual([0, EXIT_BUSY]);
    expect(bot.sent.slice(before).map((m) => m.chat_id)).toEqual(['-1001']);
  });

  it('publishes an RSS 2.0 and a JSON Feed 1.1 of moves per currency in every language, with the text of the posts', () => {
    const feeds = path.join(dir, 'out', 'api', 'v1');
    const moves = movesAt.get(WEEK - 1)!.moves;
    for (const quote of QUOTES) {
      const ofQuote = moves.filter((move) => move.quote === quote);
      for (const lang of LOCALES) {
        const xml = readFileSync(path.join(feeds, moveFeedPath(quote, lang, 'rss')), 'utf8');
        // Well-formed XML 1.0 (saxes throws on anything else), an <rss version="2.0"> with a channel's three required elements.
        const parser = new SaxesParser();
        let root = '';
        parser.on('error', (error) => {
          throw error;
        });
        parser.on('opentag', (tag) => {
          if (!root) root = `${tag.name} ${String(tag.attributes.version)}`;
        });
        parser.write(xml).close();
        expect(root).toBe('rss 2.0');
        const rss = parseRssFeed(xml);
        expect([rss.title, rss.link, rss.description].every((field) => typeof field === 'string' && field.length > 0)).toBe(true);
        expect(rss.language).toBe(lang === 'en' ? 'en' : `${lang}-${{ nn: 'NO', nb: 'NO', sv: 'SE', da: 'DK', fi: 'FI', is: 'IS' }[lang]}`);
        const json = JSON.parse(readFileSync(path.join(feeds, moveFeedPath(quote, lang, 'json')), 'utf8'));
        expect(json.version).toBe('https://jsonfeed.org/version/1.1');
        expect(typeof json.title).toBe('string');
        expect(Array.isArray(json.items)).toBe(true);
        for (const item of json.items) expect(typeof item.id === 'string' && typeof item.content_text === 'string').toBe(true);
        expect(parseJsonFeed(json).items?.length ?? 0).toBe(ofQuote.length);
        expect((rss.items ?? []).map((item) => item.title)).toEqual(ofQuote.map((move) => moveText(move, lang, TEST_CONFIG).title));
        expect(json.items.map((item: { id: string }) => item.id)).toEqual((rss.items ?? []).map((item) => item.guid?.value));
      }
    }
    // The nb feed of NOK says what the post said, word for word.
    const rss = parseRssFeed(readFileSync(path.join(feeds, moveFeedPath('NOK', 'nb', 'rss')), 'utf8'));
    const first = rss.items!.find(
      (item) => item.pubDate && Date.parse(item.pubDate) === hour(30).getTime() && /BTC/.test(item.title ?? ''),
    )!;
    expect(postsAt.get(30)![0]).toBe(`<b>Kursbevegelse</b>\n<a href="${first.link}">${first.title}</a>\n\n${first.description}`);
    expect(rss.items!.length).toBeGreaterThan(0);
  });
});
