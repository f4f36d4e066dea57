import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeContext } from '@/lib/core/context';
import type { SiteData } from '@/lib/data/site-data';
import { notifyItems } from '@/lib/notify/telegram-post';
import { parseTelegramConfig } from '@/lib/notify/telegram-config';
import { fileLedgerStore, readLedger } from '@/lib/notify/node/telegram-ledger';
import { runTelegram, type TelegramRunOptions } from '@/lib/notify/node/telegram-run';
import { nextState } from '@/lib/register/node/refresh';
import { changesFeed } from '@/lib/register/feed';
import { NOW } from '../../fixtures/content';
import { fixtureSiteData, TEST_CONFIG } from '../../fixtures/site-data';
import { FakeBotApi } from './fake-bot-api';

/**
 * A change of whom an exchange of the markets page may serve is first in the
 * register's changes feed and posted to Telegram once per chat, through the existing ledger (a
 * crash between the post and the ledger posts that one again, nothing else).
 */

const real = readFileSync('tests/fixtures/register/CASPS-2026-04-07.csv', 'utf8');
const lines = real.split('\r\n');
const coinmotion = lines.find((line) => line.includes('Coinmotion Oy'))!;
const bybit = lines.find((line) => line.includes('Bybit EU GmbH'))!;
/** A later file: Coinmotion also passporting into Denmark and Norway; Bybit (not an exchange of ours) drops Denmark. */
const later = real.replace(coinmotion, coinmotion.replace(',FI | SE,', ',FI | SE | DK | NO,')).replace(bybit, bybit.replace('|DK|', '|'));
/** A file after that: only Coinmotion's services change (not its standing). */
const servicesOnly = later
  .replace(',FI | SE | DK | NO,', ',FI | SE | DK | NO,')
  .replace(
    coinmotion.replace(',FI | SE,', ',FI | SE | DK | NO,'),
    coinmotion
      .replace(',FI | SE,', ',FI | SE | DK | NO,')
      .replace(' | j. providing transfer', ' | h. providing advice on crypto-assets | j. providing transfer'),
  );

const DAY = 86_400_000;
const at = (ms: number) => makeContext(new Date(ms), TEST_CONFIG);

function withRegister(body: string, before: string, seenAt = NOW.getTime() - DAY): SiteData {
  const first = nextState(before, 'https://esma.test/CASPS.csv', null, at(seenAt - 30 * DAY));
  const register = nextState(body, 'https://esma.test/CASPS.csv', first, at(seenAt));
  return { ...fixtureSiteData(), register };
}

const CHATS = parseTelegramConfig('chats:\n  - id: "-1001"\n    languages: [en]\n  - id: "@desk_fi"\n    languages: [fi]\n');

let dir: string;
let api: FakeBotApi;
let baseUrl: string;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'notify-register-'));
  api = new FakeBotApi();
  baseUrl = await api.start();
});

afterEach(async () => {
  await api.stop();
  rmSync(dir, { recursive: true, force: true });
});

function run(data: SiteData, overrides: Partial<TelegramRunOptions> = {}): Promise<number> {
  return runTelegram({
    config: CHATS,
    data,
    site: TEST_CONFIG,
    now: NOW,
    ledger: fileLedgerStore(path.join(dir, 'telegram.json')),
    api: { baseUrl, token: '123:secret' },
    log: () => undefined,
    sleep: async () => undefined,
    ...overrides,
  });
}

describe('a change of an exchange\u2019s standing', () => {
  it('is the first item of its run in the changes feed, named with the exchange and the countries it gained', () => {
    const data = withRegister(later, real);
    const changes = data.register!.changes;
    expect(changes.map((change) => [change.legal_name, change.exchange])).toEqual([
      ['Coinmotion Oy', 'coinmotion'],
      ['Bybit EU GmbH', null],
    ]);
    expect(changes[0]).toMatchObject({ kind: 'changed', nordic_before: ['SE', 'FI'], nordic: ['NO', 'SE', 'DK', 'FI'] });
    const feed = changesFeed(data.register!, at(NOW.getTime()), 'en');
    const first = feed.indexOf('<item>');
    expect(feed.slice(first, feed.indexOf('</item>', first))).toContain(
      'Coinmotion, on our markets page: the Nordic countries it is listed for changed',
    );
    expect(feed.slice(first, feed.indexOf('</item>', first))).toContain('Now listed for: Norway, Denmark.');
    expect(feed.indexOf('Bybit')).toBeGreaterThan(feed.indexOf('Coinmotion'));
  });

  it('is posted once to each chat in its language, linked to the exchange\u2019s standing; again, nothing', async () => {
    await run({ ...fixtureSiteData(), register: null }); // the chats start in the ledger
    const data = withRegister(later, real);
    expect(notifyItems(data, NOW).filter((item) => item.kind === 'register')).toHaveLength(1);
    expect(await run(data)).toBe(0);
    expect(api.sent.map((message) => message.chat_id)).toEqual(['-1001', '@desk_fi']);
    expect(api.sent[0]!.text).toContain('<b>Register</b>');
    expect(api.sent[0]!.text).toContain('href="https://desk.test/markets/#standing-coinmotion"');
    expect(api.sent[0]!.text).toContain('Now listed for: Norway, Denmark.');
    expect(api.sent[1]!.text).toContain('href="https://desk.test/fi/markets/#standing-coinmotion"');
    expect(api.sent[1]!.text).toContain('Nyt merkitty: Norja, Tanska.');
    expect(Object.keys(readLedger(path.join(dir, 'telegram.json')).chats['-1001']!.posted)).toContainEqual(
      expect.stringMatching(/^register:\d{4}-\d{2}-\d{2}-changed-743700PZG5RRF7SA4Q58$/),
    );
    api.sent.length = 0;
    expect(await run(data)).toBe(0);
    expect(api.sent).toEqual([]);
  });

  it('after a crash between the post and the ledger, posts that one again and nothing else', async () => {
    await run({ ...fixtureSiteData(), register: null });
    const data = withRegister(later, real);
    process.env.DESK_FAULT = 'telegram:post:throw:1';
    try {
      await expect(run(data)).rejects.toThrow(/injected failure \(DESK_FAULT\) at telegram:post:throw n=1/);
    } finally {
      delete process.env.DESK_FAULT;
    }
    expect(api.sent).toHaveLength(1);
    expect(await run(data)).toBe(0);
    expect(api.sent.map((message) => message.chat_id)).toEqual(['-1001', '-1001', '@desk_fi']);
  });

  it('is not posted for a change that leaves whom it may serve alone, for a firm that is not ours, or once it is old', () => {
    const services = withRegister(servicesOnly, later);
    expect(services.register!.changes.map((change) => [change.exchange, change.fields])).toEqual([['coinmotion', ['services']]]);
    expect(notifyItems(services, NOW).filter((item) => item.kind === 'register')).toEqual([]);
    const old = withRegister(later, real, NOW.getTime() - 20 * DAY);
    expect(old.register!.changes).toHaveLength(2);
    expect(notifyItems(old, NOW).filter((item) => item.kind === 'register')).toEqual([]);
  });
});
