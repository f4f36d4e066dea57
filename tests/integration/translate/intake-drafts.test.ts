import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newsFileSchema } from '@/lib/content/schemas';
import { runIntake } from '@/lib/intake/node/run';
import { DEFAULT_CALL_LIMITS } from '@/lib/translate/http';
import { providersFromEnv } from '@/lib/translate/providers';
import { INTAKE_NOW } from '@/tests/fixtures/feeds/bodies';
import { startFakeFeeds, type FakeFeeds } from '@/tests/fixtures/feeds/server';
import { startFakeProviders, type FakeProviders } from '@/tests/fixtures/translation-providers';
import { pointFeeds } from '../intake/scratch';

/**
 * `npm run intake` with a provider configured: the new drafts' headlines get machine
 * translations into every Nordic language but their own, and a provider that fails costs only
 * the translations. In process, on a copy of the starter content, against the fake feeds and
 * the fake providers on loopback.
 */
let feeds: FakeFeeds;
let providers: FakeProviders;
let scratch: string;
const SWEDISH = 'news/se-finansinspektionen-varnar-for-nya-bolag.yaml';

beforeAll(async () => {
  feeds = await startFakeFeeds();
  providers = await startFakeProviders();
});
afterAll(async () => {
  await feeds.close();
  await providers.close();
});
beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'desk-intake-translate-'));
  cpSync(path.join(process.cwd(), 'content'), path.join(scratch, 'content'), { recursive: true });
  pointFeeds(scratch, { svt: [`${feeds.base}/svt.rss`], e24: [`${feeds.base}/e24.rss`] });
  providers.requests.length = 0;
  providers.fault(null);
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

async function intake() {
  const log: string[] = [];
  const env = { DEEPL_AUTH_KEY: 'k', DEEPL_API_URL: providers.base, LIBRETRANSLATE_URL: providers.base };
  const context = { limits: { ...DEFAULT_CALL_LIMITS, timeoutMs: 2000 }, sleep: async () => undefined, now: () => new Date(INTAKE_NOW) };
  const report = await runIntake({
    contentDir: path.join(scratch, 'content'),
    now: () => new Date(INTAKE_NOW),
    translators: providersFromEnv(env, context),
    log: (line) => log.push(line),
  });
  return { report, log };
}

const draft = (file: string) => parse(readFileSync(path.join(scratch, 'content', file), 'utf8'));

describe('intake with a translation provider', () => {
  it("translates each new draft's headline from its own language, marked machine: true", async () => {
    const { report, log } = await intake();
    expect(report.plan.stories.map((s) => s.file)).toContain(SWEDISH);
    const swedish = draft(SWEDISH);
    const headline = swedish.outlets[0].title as string;
    // Swedish headline: no sv; DeepL from SV for nb, da, fi; LibreTranslate (sv → nn, is) for the rest.
    expect(swedish.title_i18n).toEqual({
      nb: { text: `[NB] ${headline}`, machine: true },
      da: { text: `[DA] ${headline}`, machine: true },
      fi: { text: `[FI] ${headline}`, machine: true },
      nn: { text: `[nn] ${headline}`, machine: true },
      is: { text: `[is] ${headline}`, machine: true },
    });
    // Written before the summary, and the draft still passes the content schema.
    const text = readFileSync(path.join(scratch, 'content', SWEDISH), 'utf8');
    expect(text.indexOf('title_i18n:')).toBeLessThan(text.indexOf('summary:'));
    expect(newsFileSchema.parse(swedish).title_i18n.fi).toBe(`[FI] ${headline}`);

    // A Norwegian (Bokmål) headline needs no nb or nn; the fake LibreTranslate has no Norwegian
    // source, so Icelandic stays missing for it.
    const norwegian = report.plan.stories.find((s) => s.data.outlets[0]!.outlet === 'e24')!;
    expect(Object.keys(draft(norwegian.file).title_i18n).sort()).toEqual(['da', 'fi', 'sv']);
    expect(
      providers.requests.filter((r) => r.path === '/v2/translate').every((r) => ['SV', 'NB'].includes(String(r.body?.source_lang))),
    ).toBe(true);
    expect(log.join('\n')).toMatch(/intake: \d+ machine translations of \d+ draft headlines, marked machine: true/);
  });

  it('a provider that fails leaves the drafts untranslated, written whole, and says why', async () => {
    providers.fault({ kind: 'status', status: 456, body: '{"message":"Quota exceeded"}' });
    const { report, log } = await intake();
    expect(report.plan.stories.length).toBeGreaterThan(0);
    for (const story of report.plan.stories) expect(draft(story.file).title_i18n).toBeUndefined();
    // The first request (LibreTranslate's, for nn) is refused; nothing of the rest is written either.
    expect(log.join('\n')).toMatch(
      /intake: draft headlines left untranslated: LibreTranslate: POST \S+ answered HTTP 456 \(Quota exceeded\)/,
    );
    expect(readdirSync(path.join(scratch, 'content', 'news')).some((name) => name.endsWith('.tmp'))).toBe(false);
  });
});
