import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RawContent, RawDoc } from '@/lib/content/types';
import type { SiteData } from '@/lib/data/site-data';
import { parseTelegramConfig, type TelegramConfig } from '@/lib/notify/telegram-config';
import { escapeTelegramHtml, notifyItems, renderPost } from '@/lib/notify/telegram-post';
import { fileLedgerStore, readLedger } from '@/lib/notify/node/telegram-ledger';
import { EXIT_BUSY, runTelegram, type TelegramRunOptions } from '@/lib/notify/node/telegram-run';
import { cloneRaw, fixtureRawContent, NOW } from '../../fixtures/content';
import { fixtureSiteData, TEST_CONFIG } from '../../fixtures/site-data';
import { FakeBotApi, refused, tooMany } from './fake-bot-api';

const TWO_CHATS = parseTelegramConfig('chats:\n  - id: "-1001"\n    languages: [en]\n  - id: "@desk_nb"\n    languages: [nb]\n');

/** The fixture plus `count` new upcoming events, starting one day apart from 1 December. */
function withNewEvents(count: number, extra: (raw: RawContent) => void = () => undefined): SiteData {
  const raw = cloneRaw(fixtureRawContent());
  const events = raw.Event as RawDoc[];
  for (let i = 0; i < count; i++) {
    const day = String(i + 1).padStart(2, '0');
    events.push({
      file: `events/new-${day}.yaml`,
      data: {
        title: `New event ${day}`,
        start: `2026-12-${day}T18:00:00+01:00`,
        country: 'NO',
        city: 'Oslo',
        online: false,
        organiser: 'Organiser',
        url: `https://events.example.org/new-${day}`,
        source: 'meetup',
      },
    });
  }
  extra(raw);
  return fixtureSiteData(raw);
}

let dir: string;
let api: FakeBotApi;
let baseUrl: string;
let lines: string[];
let sleeps: number[];

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'notify-telegram-'));
  api = new FakeBotApi();
  baseUrl = await api.start();
  lines = [];
  sleeps = [];
});

afterEach(async () => {
  await api.stop();
  rmSync(dir, { recursive: true, force: true });
});

function ledgerFile(): string {
  return path.join(dir, 'telegram.json');
}

function run(data: SiteData, overrides: Partial<TelegramRunOptions> = {}, config: TelegramConfig = TWO_CHATS): Promise<number> {
  return runTelegram({
    config,
    data,
    site: TEST_CONFIG,
    now: NOW,
    ledger: fileLedgerStore(ledgerFile()),
    api: { baseUrl, token: '123:secret' },
    log: (line) => lines.push(line),
    sleep: async (ms) => void sleeps.push(ms),
    ...overrides,
  });
}

describe('npm run notify:telegram against a fake Bot API', () => {
  it('first run: records every current item for each chat and posts nothing', async () => {
    const data = fixtureSiteData();
    expect(await run(data)).toBe(0);
    expect(api.sent).toEqual([]);
    const ledger = readLedger(ledgerFile());
    const keys = notifyItems(data, NOW).map((item) => item.key);
    expect(keys).toContain('story:own-story');
    expect(keys).not.toContain('story:shared-story'); // not an own story
    expect(keys).not.toContain('event:past-meetup');
    expect(Object.keys(ledger.chats['-1001']!.posted).sort()).toEqual([...keys].sort());
    expect(Object.keys(ledger.chats['@desk_nb']!.posted).sort()).toEqual([...keys].sort());
  });

  it('nothing new: a second run sends nothing and leaves the ledger as it was', async () => {
    await run(fixtureSiteData());
    const before = readFileSync(ledgerFile(), 'utf8');
    expect(await run(fixtureSiteData())).toBe(0);
    expect(api.sent).toEqual([]);
    expect(readFileSync(ledgerFile(), 'utf8')).toBe(before);
  });

  it('more than N new: posts N to each chat, oldest first, each chat in its language; the rest next run', async () => {
    await run(fixtureSiteData());
    const data = withNewEvents(4);
    expect(await run(data, { max: 3 })).toBe(0);
    // The cap is per chat: each chat gets the three oldest new events, in order.
    expect(api.sent.map((m) => [m.chat_id, /new-(\d\d)/.exec(m.text)?.[1]])).toEqual([
      ['-1001', '01'],
      ['@desk_nb', '01'],
      ['-1001', '02'],
      ['@desk_nb', '02'],
      ['-1001', '03'],
      ['@desk_nb', '03'],
    ]);
    for (const message of api.sent) {
      expect(message.token).toBe('123:secret');
      expect(message.parse_mode).toBe('HTML');
    }
    expect(api.sent[0]!.text).toContain('href="https://desk.test/events/new-01/"');
    expect(api.sent[1]!.text).toContain('href="https://desk.test/nb/events/new-01/"');
    expect(api.sent[1]!.text).toContain('<b>Nytt arrangement</b>');
    expect(lines.join('\n')).toContain(
      '6 posts; waiting for the next run (at most 3 posts to each chat a run): 1 for -1001, 1 for @desk_nb.',
    );

    api.sent.length = 0;
    expect(await run(data, { max: 3 })).toBe(0);
    expect(api.sent.map((m) => [m.chat_id, /new-(\d\d)/.exec(m.text)?.[1]])).toEqual([
      ['-1001', '04'],
      ['@desk_nb', '04'],
    ]);
  });

  it('a chat per language: a busy chat never holds back another chat', async () => {
    await run(fixtureSiteData());
    const seven = parseTelegramConfig(
      `chats:\n${['en', 'nn', 'nb', 'sv', 'da', 'fi', 'is'].map((lang, i) => `  - id: "-100${i}"\n    languages: [${lang}]\n`).join('')}`,
    );
    await run(fixtureSiteData(), {}, seven);
    expect(await run(withNewEvents(5), { max: 5 }, seven)).toBe(0);
    expect(api.sent).toHaveLength(35);
    for (const chat of seven.chats) expect(api.sent.filter((m) => m.chat_id === chat.id)).toHaveLength(5);
  });

  it('--backfill N: a new chat is sent its latest N items once; a chat already started is not', async () => {
    await run(fixtureSiteData(), {}, parseTelegramConfig('chats:\n  - id: "-1001"\n    languages: [en]\n'));
    const data = withNewEvents(3);
    const latest = notifyItems(data, NOW).slice(-2);
    expect(await run(data, { backfill: 2, max: 5 }, TWO_CHATS)).toBe(0);
    // -1001 was started before: it gets the three new events; @desk_nb is new: only the latest two items.
    expect(api.sent.filter((m) => m.chat_id === '@desk_nb').map((m) => m.text)).toEqual(
      latest.map((item) => renderPost(item, ['nb'], data, TEST_CONFIG)),
    );
    expect(api.sent.filter((m) => m.chat_id === '-1001')).toHaveLength(3);
    expect(lines.join('\n')).toContain('the latest 2 are sent to it (--backfill)');
    api.sent.length = 0;
    expect(await run(data, { backfill: 2 }, TWO_CHATS)).toBe(0);
    expect(api.sent).toEqual([]);
  });

  it('dry run: says how a new chat starts, with and without --backfill', async () => {
    const data = withNewEvents(2);
    expect(await run(data, { dryRun: true })).toBe(0);
    const count = notifyItems(data, NOW).length;
    expect(lines.join('\n')).toContain(
      `A new chat: a real run records its ${count} current items without posting them, then posts only what is new (\`--backfill N\` sends it the latest N once).`,
    );
    lines.length = 0;
    expect(await run(data, { dryRun: true, backfill: 1 })).toBe(0);
    const out = lines.join('\n');
    expect(out).toContain(`records ${count - 1} of its ${count} current items without posting them and sends it the latest 1 (--backfill)`);
    expect(out).toContain(renderPost(notifyItems(data, NOW).at(-1)!, ['en'], data, TEST_CONFIG));
    expect(api.sent).toEqual([]);
  });

  it('429: waits retry_after and posts; a wait over the cap defers the chat to the next run', async () => {
    await run(fixtureSiteData());
    const data = withNewEvents(1);
    api.answer = (message, index) =>
      index === 0 ? tooMany(7) : message.chat_id === '@desk_nb' ? tooMany(3600) : { status: 200, body: { ok: true } };
    expect(await run(data)).toBe(0);
    expect(sleeps).toEqual([7000]);
    const ledger = readLedger(ledgerFile());
    expect(ledger.chats['-1001']!.posted['event:new-01']).toBeDefined();
    expect(ledger.chats['@desk_nb']!.posted['event:new-01']).toBeUndefined();
    expect(lines.join('\n')).toMatch(/@desk_nb: rate limited/);
  });

  it('a removed chat (403) stops that chat with a clear message; the other chat goes on; exit 1', async () => {
    await run(fixtureSiteData());
    api.answer = (message) =>
      message.chat_id === '@desk_nb'
        ? refused(403, 'Forbidden: bot was kicked from the channel chat')
        : { status: 200, body: { ok: true } };
    expect(await run(withNewEvents(2))).toBe(1);
    expect(api.sent.filter((m) => m.chat_id === '@desk_nb')).toHaveLength(1); // tried once, then left alone
    expect(api.sent.filter((m) => m.chat_id === '-1001')).toHaveLength(2);
    const ledger = readLedger(ledgerFile());
    expect(Object.keys(ledger.chats['-1001']!.posted)).toEqual(expect.arrayContaining(['event:new-01', 'event:new-02']));
    expect(ledger.chats['@desk_nb']!.posted['event:new-01']).toBeUndefined();
    expect(lines.join('\n')).toMatch(/chat @desk_nb: Telegram refused the post \(403 Forbidden: bot was kicked/);
  });

  it('a network error leaves the ledger as it was and exits non-zero', async () => {
    await run(fixtureSiteData());
    const before = readFileSync(ledgerFile(), 'utf8');
    await api.stop();
    expect(await run(withNewEvents(2))).toBe(1);
    expect(readFileSync(ledgerFile(), 'utf8')).toBe(before);
    expect(lines.join('\n')).toMatch(/no answer from 127\.0\.0\.1/);
    expect(lines.join('\n')).not.toContain('secret'); // the token is in the URL; never printed
    api = new FakeBotApi(); // for afterEach
    await api.start();
  });

  it('a crash between the post and the ledger posts that one item again, and nothing else', async () => {
    await run(fixtureSiteData());
    const data = withNewEvents(2);
    process.env.DESK_FAULT = 'telegram:post:throw:2';
    try {
      await expect(run(data)).rejects.toThrow(/injected failure \(DESK_FAULT\) at telegram:post:throw n=2 .* at=event:new-01 @desk_nb/);
    } finally {
      delete process.env.DESK_FAULT;
    }
    expect(api.sent).toHaveLength(2);
    expect(await run(data)).toBe(0);
    const sent = api.sent.map((m) => `${m.chat_id} ${/new-(\d\d)/.exec(m.text)?.[1]}`);
    // The crashed one (@desk_nb, 01) goes out twice; every other pair once.
    expect(sent).toEqual(['-1001 01', '@desk_nb 01', '@desk_nb 01', '-1001 02', '@desk_nb 02']);
    // The lock of the crashed run was released, so the second run could take it.
    expect(existsSync(path.join(dir, '.markets-txn', 'lock'))).toBe(false);
  });

  it('two runners at once: the second finds the lock, posts nothing and exits 75', async () => {
    await run(fixtureSiteData());
    const data = withNewEvents(1);
    api.answer = () => 'hold';
    const first = run(data);
    await api.whenHeld();
    expect(await run(data)).toBe(EXIT_BUSY);
    expect(api.sent).toHaveLength(1);
    api.answer = () => ({ status: 200, body: { ok: true } });
    api.release();
    expect(await first).toBe(0);
    expect(api.sent).toHaveLength(2); // the first runner's two posts, nothing from the second
  });

  it('escapes HTML in titles and links, and writes one line per language for a chat of several', () => {
    const data = withNewEvents(0, (raw) => {
      (raw.Event as RawDoc[]).push({
        file: 'events/odd-title.yaml',
        data: {
          title: 'Tags <b> & "quotes"',
          start: '2026-12-05T18:00:00+01:00',
          country: 'NO',
          online: true,
          organiser: 'Organiser',
          url: 'https://events.example.org/odd',
          source: 'meetup',
        },
      });
    });
    // `title_i18n` arrives with the language issue's schema; set on the record, so this runs before and after it.
    Object.assign(data.eventById.get('odd-title')!, { title_i18n: { nb: 'Merker <i> & «sitat»' } });
    const item = notifyItems(data, NOW).find((i) => i.id === 'odd-title')!;
    const html = renderPost(item, ['en', 'nb'], data, TEST_CONFIG);
    expect(html).toContain('English: <a href="https://desk.test/events/odd-title/">Tags &lt;b&gt; &amp; &quot;quotes&quot;</a>');
    // The Nordic title is read from `title_i18n` when the content has it (shownText).
    expect(html).toContain('Norsk bokmål: <a href="https://desk.test/nb/events/odd-title/">Merker &lt;i&gt; &amp; «sitat»</a>');
    expect(escapeTelegramHtml(`a'b`)).toBe(`a'b`); // &apos; is not one of Telegram's entities
  });

  it('--dry-run prints the posts of every chat, placeholders included, and sends and writes nothing', async () => {
    const config = parseTelegramConfig('chats:\n  - id: "@replace_me"\n    languages: [sv, fi]\n    placeholder: true\n');
    expect(await run(fixtureSiteData(), { dryRun: true, api: undefined }, config)).toBe(0);
    const out = lines.join('\n');
    expect(out).toContain('== chat @replace_me (sv, fi) [placeholder: never posted to; not in the ledger yet]');
    expect(out).toContain('Svenska: <a href="https://desk.test/sv/news/own-story/">');
    expect(out).toContain('Suomi: <a href="https://desk.test/fi/news/own-story/">');
    expect(api.sent).toEqual([]);
    expect(existsSync(ledgerFile())).toBe(false);
  });

  it('a placeholder chat is never posted to by a real run', async () => {
    const config = parseTelegramConfig('chats:\n  - id: "@replace_me"\n    languages: [en]\n    placeholder: true\n');
    expect(await run(withNewEvents(3), {}, config)).toBe(0);
    expect(api.sent).toEqual([]);
    expect(existsSync(ledgerFile())).toBe(false);
  });
});

describe('content/site/telegram.yaml', () => {
  it('names the file and the field of a mistake', () => {
    expect(() => parseTelegramConfig('chats:\n  - id: "not a chat"\n    languages: [en, xx]\n', 'content/site/telegram.yaml')).toThrow(
      /content\/site\/telegram\.yaml \(chats\.0\.id\): must be a numeric chat id[\s\S]*content\/site\/telegram\.yaml \(chats\.0\.languages\.1\): must be one of/,
    );
    expect(() => parseTelegramConfig('chats:\n  - id: "-1"\n    languages: [en]\n  - id: "-1"\n    languages: [nb]\n')).toThrow(
      /\(chats\.1\.id\): names chat -1 twice/,
    );
  });

  it('the starter file is valid and posts nowhere real', () => {
    const config = parseTelegramConfig(readFileSync('content/site/telegram.yaml', 'utf8'));
    expect(config.chats.length).toBeGreaterThan(0);
    expect(config.chats.every((chat) => chat.placeholder)).toBe(true);
    expect(new Set(config.chats.flatMap((chat) => chat.languages))).toEqual(new Set(['en', 'nn', 'nb', 'sv', 'da', 'fi', 'is']));
  });
});
