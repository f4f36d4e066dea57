import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NORDIC_LANGS, type NordicLang } from '@/lib/content/fields';
import { newsFileSchema, newsletterTranslationFileSchema } from '@/lib/content/schemas';
import type { TranslatableText } from '@/lib/content/translations';
import { translationsCommand } from '@/lib/translate/command';
import { TranslationError } from '@/lib/translate/errors';
import { fillTranslations } from '@/lib/translate/fill';
import { DEFAULT_CALL_LIMITS, type CallContext } from '@/lib/translate/http';
import { retryAfterMs } from '@/lib/net/fetch';
import { deeplUrl, providersFromEnv } from '@/lib/translate/providers';
import { startFakeProviders, type FakeProviders } from '../../fixtures/translation-providers';

/**
 * `--fill` against fake DeepL and LibreTranslate servers on loopback, on a scratch content folder:
 * what is written and how it is marked, which provider gets which language, and every way a
 * provider can fail, each ending with a clear message and the file as it was.
 */

const STORY = `# An own story, with a comment the fill must keep.
published: "2026-11-09T07:00:00+01:00"
country: "NORDIC"
topics: [regulation]
own_story: true
summary: "Where the Nordic countries stand after MiCA." # the desk's summary
summary_i18n:
  nb: "Hvor de nordiske landene står etter MiCA."
body: |
  ## Who supervises

  In **Sweden** the supervisor is
  Finansinspektionen. See [the register](https://example.org/register).

  - Check the register.
  - Ask the \`provider\` for its licence.

  \`\`\`
  code stays as it is
  \`\`\`
outlets:
  - outlet: desk
    title: "Explainer: the Nordic countries after MiCA"
    published: "2026-11-09T07:00:00+01:00"
`;

const ENTITIES = `# Who's who.
entities:
  - id: firi
    name: 'Firi AS'
    role: "Norwegian crypto exchange" # kept short
  - id: nbx
    name: "NBX"
    role: "Nordic crypto exchange"
    role_i18n: {}
`;

const ISSUE = `---
number: 1
date: "2026-11-16"
period: { start: "2026-11-09", end: "2026-11-15" }
title: "Week 46"
subtitle: "Stablecoins in focus"
sign_off: "The desk"
---
This week we wrote an explainer.

## Central banks

Two central banks looked at new forms of money.
`;

function text(partial: Partial<TranslatableText> & Pick<TranslatableText, 'file' | 'name' | 'english'>): TranslatableText {
  return { kind: 'stories', languages: [], needed: NORDIC_LANGS, source: 'en', format: 'text', ...partial };
}

const summary = text({
  file: 'news/own.yaml',
  name: 'summary',
  english: 'Where the Nordic countries stand after MiCA.',
  languages: ['nb'],
  at: ['summary_i18n'],
});
const body = text({
  file: 'news/own.yaml',
  name: 'body',
  english: parse(STORY).body as string,
  format: 'markdown',
  at: ['body_i18n'],
});
const title = text({
  file: 'news/own.yaml',
  name: 'title',
  english: 'Explainer: the Nordic countries after MiCA',
  at: ['title_i18n'],
});
const firiRole = text({
  kind: 'whos-who',
  file: 'orgchart/entities.yaml',
  name: 'firi.role',
  english: 'Norwegian crypto exchange',
  at: ['entities', { key: 'id', value: 'firi' }, 'role_i18n'],
});
const nbxRole = text({
  kind: 'whos-who',
  file: 'orgchart/entities.yaml',
  name: 'nbx.role',
  english: 'Nordic crypto exchange',
  at: ['entities', { key: 'id', value: 'nbx' }, 'role_i18n'],
});
const issue = text({
  kind: 'newsletters',
  file: 'newsletters/w46/en.md',
  name: '',
  english: 'Week 46',
  format: 'document',
  languages: ['sv', 'da', 'fi', 'nb', 'nn'],
});

let fake: FakeProviders;
let dir: string;
const waits: number[] = [];

const context = (limits: Partial<CallContext['limits']> = {}): CallContext => ({
  limits: { ...DEFAULT_CALL_LIMITS, timeoutMs: 2000, ...limits },
  // No real waiting: the test records what the client would have waited.
  sleep: async (ms) => void waits.push(ms),
  now: () => new Date('2026-11-27T10:00:00Z'),
});

const env = () => ({
  DEEPL_AUTH_KEY: 'secret:fx',
  DEEPL_API_URL: fake.base,
  LIBRETRANSLATE_URL: fake.base,
  LIBRETRANSLATE_API_KEY: 'libre-key',
});
const deeplOnly = () => ({ env: { DEEPL_AUTH_KEY: 'secret', DEEPL_API_URL: fake.base } });
const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');

function fill(texts: readonly TranslatableText[], options: { env?: Record<string, string>; limits?: Partial<CallContext['limits']> } = {}) {
  const log: string[] = [];
  const run = fillTranslations({
    contentDir: dir,
    texts,
    providers: providersFromEnv(options.env ?? env(), context(options.limits)),
    log: (line) => log.push(line),
  });
  return { run, log };
}

beforeAll(async () => {
  fake = await startFakeProviders();
});
afterAll(() => fake.close());

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'desk-translate-'));
  for (const [file, content] of [
    ['news/own.yaml', STORY],
    ['orgchart/entities.yaml', ENTITIES],
    ['newsletters/w46/en.md', ISSUE],
  ] as const) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  fake.requests.length = 0;
  fake.fault(null);
  waits.length = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The folder holds exactly these files: no temp file left behind by a write that stopped. */
function filesIn(): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('--fill with both providers', () => {
  it('writes each missing translation marked machine: true, DeepL for sv/da/fi/nb and LibreTranslate for nn/is', async () => {
    const { run, log } = fill([summary, firiRole, nbxRole]);
    const report = await run;
    expect(report.written).toEqual(['news/own.yaml', 'orgchart/entities.yaml']);
    // The summary had nb: five languages; each role six.
    expect(report.translations).toBe(5 + 6 + 6);
    expect(report.uncovered).toEqual({});

    const story = parse(read('news/own.yaml'));
    expect(story.summary_i18n).toEqual({
      nb: 'Hvor de nordiske landene står etter MiCA.',
      nn: { text: '[nn] Where the Nordic countries stand after MiCA.', machine: true },
      sv: { text: '[SV] Where the Nordic countries stand after MiCA.', machine: true },
      da: { text: '[DA] Where the Nordic countries stand after MiCA.', machine: true },
      fi: { text: '[FI] Where the Nordic countries stand after MiCA.', machine: true },
      is: { text: '[is] Where the Nordic countries stand after MiCA.', machine: true },
    });
    // The file still passes the content schema, the marks read as their text.
    expect(newsFileSchema.parse(story).summary_i18n.sv).toBe('[SV] Where the Nordic countries stand after MiCA.');

    // DeepL: the documented request, one per target language, the free host's key.
    const deepl = fake.requests.filter((r) => r.path === '/v2/translate');
    expect(deepl.map((r) => r.body?.target_lang).sort()).toEqual(['DA', 'DA', 'FI', 'FI', 'NB', 'SV', 'SV']);
    expect(deepl.every((r) => r.headers.authorization === 'DeepL-Auth-Key secret:fx' && r.body?.source_lang === 'EN')).toBe(true);
    expect(deepl.find((r) => r.body?.target_lang === 'SV')!.body?.text).toEqual(['Where the Nordic countries stand after MiCA.']);
    // LibreTranslate for what DeepL lacks, with its key and plain-text format.
    const libre = fake.requests.filter((r) => r.path === '/translate');
    expect(libre.map((r) => r.body?.target).sort()).toEqual(['is', 'is', 'nn', 'nn']);
    expect(libre.every((r) => r.body?.api_key === 'libre-key' && r.body?.format === 'text' && r.body?.source === 'en')).toBe(true);
    expect(log.join('\n')).toContain('wrote news/own.yaml: 5 machine translations');
  });

  it('keeps the rest of the file as it was: comments, order, quoting', async () => {
    await fill([summary, firiRole, nbxRole]).run;
    const entities = read('orgchart/entities.yaml');
    expect(entities).toBe(`# Who's who.
entities:
  - id: firi
    name: 'Firi AS'
    role: "Norwegian crypto exchange" # kept short
    role_i18n:
      nn: {text: "[nn] Norwegian crypto exchange", machine: true}
      nb: {text: "[NB] Norwegian crypto exchange", machine: true}
      sv: {text: "[SV] Norwegian crypto exchange", machine: true}
      da: {text: "[DA] Norwegian crypto exchange", machine: true}
      fi: {text: "[FI] Norwegian crypto exchange", machine: true}
      is: {text: "[is] Norwegian crypto exchange", machine: true}
  - id: nbx
    name: "NBX"
    role: "Nordic crypto exchange"
    role_i18n:
      nn: {text: "[nn] Nordic crypto exchange", machine: true}
      nb: {text: "[NB] Nordic crypto exchange", machine: true}
      sv: {text: "[SV] Nordic crypto exchange", machine: true}
      da: {text: "[DA] Nordic crypto exchange", machine: true}
      fi: {text: "[FI] Nordic crypto exchange", machine: true}
      is: {text: "[is] Nordic crypto exchange", machine: true}
`);
    // Without the new lines, the story is byte for byte what it was.
    const story = read('news/own.yaml')
      .split('\n')
      .filter((line) => !line.includes('machine: true'))
      .join('\n');
    expect(story).toBe(STORY);
  });

  it('translates a Markdown body paragraph by paragraph and keeps its Markdown', async () => {
    await fill([body]).run;
    const story = parse(read('news/own.yaml'));
    expect(story.body_i18n.sv).toEqual({
      machine: true,
      text: [
        '## [SV] Who supervises',
        '',
        // The soft line break inside the paragraph is read as the space it is.
        '[SV] In **Sweden** the supervisor is Finansinspektionen. See [the register](https://example.org/register).',
        '',
        '- [SV] Check the register.',
        '- [SV] Ask the `provider` for its licence.',
        '',
        '```',
        'code stays as it is',
        '```',
        '',
      ].join('\n'),
    });
    expect(read('news/own.yaml')).toContain('body_i18n:\n  nn:\n    text: |\n      ## [nn] Who supervises\n');
    expect(newsFileSchema.parse(story).body_i18n.is).toContain('## [is] Who supervises');
  });

  it('writes a newsletter issue as a whole <lang>.md with machine: true in its front matter', async () => {
    const { run } = fill([issue]);
    const report = await run;
    expect(report.written).toEqual(['newsletters/w46/is.md']);
    const written = read('newsletters/w46/is.md');
    expect(written).toBe(`---
title: "[is] Week 46"
subtitle: "[is] Stablecoins in focus"
machine: true
---
[is] This week we wrote an explainer.

## [is] Central banks

[is] Two central banks looked at new forms of money.
`);
    const front = parse(written.split('---')[1]!);
    expect(newsletterTranslationFileSchema.parse(front)).toEqual({
      title: '[is] Week 46',
      subtitle: '[is] Stablecoins in focus',
      machine: true,
    });
  });

  it('translates a headline from its own language when it has no English version', async () => {
    const swedish = text({
      file: 'news/own.yaml',
      name: 'title',
      english: '',
      original: 'Riksbanken om e-krona',
      source: 'sv',
      needed: ['nn', 'is', 'da'],
      at: ['title_i18n'],
    });
    await fill([swedish]).run;
    expect(fake.requests.find((r) => r.path === '/v2/translate')!.body).toMatchObject({ source_lang: 'SV', target_lang: 'DA' });
    expect(fake.requests.filter((r) => r.path === '/translate').map((r) => r.body?.source)).toEqual(['sv', 'sv']);
    expect(parse(read('news/own.yaml')).title_i18n.da).toEqual({ text: '[DA] Riksbanken om e-krona', machine: true });
  });
});

describe('a language no provider covers stays missing', () => {
  it('with DeepL alone, nn and is are left out and counted', async () => {
    const { run } = fill([title], { env: { DEEPL_AUTH_KEY: 'k', DEEPL_API_URL: fake.base } });
    const report = await run;
    expect(report.uncovered).toEqual({ nn: 1, is: 1 });
    expect(Object.keys(parse(read('news/own.yaml')).title_i18n)).toEqual(['nb', 'sv', 'da', 'fi']);
  });

  it('with LibreTranslate alone, it does every language its /languages lists and no other', async () => {
    const { run } = fill([title], { env: { LIBRETRANSLATE_URL: fake.base } });
    const report = await run;
    // The fake's English model reaches nn, is and sv only.
    expect(report.uncovered).toEqual({ nb: 1, da: 1, fi: 1 });
    expect(Object.keys(parse(read('news/own.yaml')).title_i18n)).toEqual(['nn', 'sv', 'is']);
  });

  it('the command says so, and --check still fails on them', async () => {
    const out: string[] = [];
    const code = await translationsCommand({
      args: ['--', '--fill', '--check'],
      texts: [title],
      contentDir: dir,
      providers: providersFromEnv({ DEEPL_AUTH_KEY: 'k', DEEPL_API_URL: fake.base }, context()),
      log: (line) => out.push(line),
      error: (line) => out.push(line),
    });
    expect(code).toBe(1);
    expect(out.join('\n')).toContain('No configured provider covers nn (1 texts), is (1 texts): those stay missing.');
    expect(out.join('\n')).toContain('stories · nn: 1 of 1 untranslated (news/own.yaml (title))');
    expect(out.join('\n')).not.toContain('stories · sv');
  });
});

describe('a provider that fails stops the run with a clear message and leaves the file as it was', () => {
  async function failsWith(pattern: RegExp, options: Parameters<typeof fill>[1] = {}, texts = [summary, firiRole]) {
    const before = { story: read('news/own.yaml'), entities: read('orgchart/entities.yaml') };
    const { run } = fill(texts, options);
    const error = await run.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(TranslationError);
    expect((error as Error).message).toMatch(pattern);
    expect(read('news/own.yaml')).toBe(before.story);
    expect(read('orgchart/entities.yaml')).toBe(before.entities);
    expect(filesIn()).toEqual(['news/own.yaml', 'newsletters/w46/en.md', 'orgchart/entities.yaml']);
    return (error as Error).message;
  }

  it('429: waits as Retry-After says, then goes on', async () => {
    fake.fault({ kind: 'rate-limit', retryAfter: '3', times: 2 });
    const report = await fill([summary]).run;
    expect(waits).toEqual([3000, 3000]);
    expect(report.translations).toBe(5);
  });

  it('429 without Retry-After: a short growing pause', async () => {
    fake.fault({ kind: 'rate-limit', retryAfter: null, times: 2 });
    await fill([summary]).run;
    expect(waits).toEqual([1000, 2000]);
  });

  it('429 asking for longer than a run waits: stopped', async () => {
    fake.fault({ kind: 'rate-limit', retryAfter: '120', times: 1 });
    const message = await failsWith(
      /rate limited \(HTTP 429\); it asks to wait 120 s, more than the 60 s a run waits\. Stopped: run again later/,
    );
    expect(message).toContain('[while translating news/own.yaml; it is unchanged]');
    expect(waits).toEqual([]);
  });

  it('429 again and again: stopped after the last allowed wait', async () => {
    fake.fault({ kind: 'rate-limit', retryAfter: '1', times: 10 });
    await failsWith(/still rate limited \(HTTP 429\) after waiting 3 times/);
    expect(waits).toEqual([1000, 1000, 1000]);
  });

  it('DeepL quota used up (456)', async () => {
    fake.fault({ kind: 'status', status: 456, body: JSON.stringify({ message: 'Quota exceeded' }) });
    await failsWith(/DeepL: the key's character quota is used up \(HTTP 456\) \(Quota exceeded\)/, deeplOnly());
  });

  it('DeepL refuses the key (403)', async () => {
    fake.fault({ kind: 'status', status: 403, body: JSON.stringify({ message: 'Wrong endpoint' }) });
    await failsWith(/DeepL refused the key \(HTTP 403\) \(Wrong endpoint\): check DEEPL_AUTH_KEY/, deeplOnly());
  });

  it('LibreTranslate refuses the API key (403)', async () => {
    fake.fault({ kind: 'status', status: 403, body: JSON.stringify({ error: 'Invalid API key' }) });
    await failsWith(/LibreTranslate refused the request \(HTTP 403\) \(Invalid API key\): check LIBRETRANSLATE_API_KEY/, {
      env: { LIBRETRANSLATE_URL: fake.base, LIBRETRANSLATE_API_KEY: 'wrong' },
    });
  });

  it('a provider that does not answer in time', async () => {
    fake.fault({ kind: 'hang' });
    await failsWith(/DeepL: POST http:\/\/127\.0\.0\.1:\d+\/v2\/translate: no complete answer within 300 ms; stopped/, {
      ...deeplOnly(),
      limits: { timeoutMs: 300 },
    });
  });

  it('garbage: an empty translation', async () => {
    fake.fault({ kind: 'empty' });
    await failsWith(/DeepL: translation 1 of 1 is empty \(into sv\); nothing written/, deeplOnly());
  });

  it('garbage: fewer translations than texts', async () => {
    fake.fault({ kind: 'count' });
    await failsWith(/DeepL: asked for 1 translations, got 0/, deeplOnly());
  });

  it('garbage: HTML where plain text was asked', async () => {
    fake.fault({ kind: 'html' });
    await failsWith(/translation 1 of 1 holds HTML where plain text was asked/, { env: { LIBRETRANSLATE_URL: fake.base } });
  });

  it('garbage: DeepL read another source language', async () => {
    fake.fault({ kind: 'detected', language: 'DE' });
    await failsWith(/DeepL: read the text as "DE", not EN \(into SV\); nothing written/, deeplOnly());
  });

  it('garbage: an HTML error page instead of JSON', async () => {
    fake.fault({ kind: 'html-page' });
    await failsWith(/DeepL: answered an HTML page that is not JSON; nothing written/, deeplOnly());
  });

  it('garbage: a Markdown body whose link came back changed', async () => {
    fake.fault({ kind: 'drop-link' });
    await failsWith(/news\/own\.yaml \(body\): paragraph 2 came back with its links changed; nothing written/, {}, [body]);
  });

  it('a language code the provider does not take (HTTP 400)', async () => {
    fake.fault({ kind: 'status', status: 400, body: JSON.stringify({ message: "Value for 'target_lang' not supported." }) });
    await failsWith(/DeepL: POST \S+\/v2\/translate answered HTTP 400 \(Value for 'target_lang' not supported\.\); stopped/, deeplOnly());
  });

  it('garbage: LibreTranslate /languages that is no list of languages', async () => {
    fake.fault({ kind: 'languages', body: '{"languages":"all of them"}' });
    await failsWith(/LibreTranslate: GET \S+\/languages did not answer a list of languages; stopped/, {
      env: { LIBRETRANSLATE_URL: fake.base },
    });
  });

  it('an answer larger than the cap is not read to its end', async () => {
    fake.fault({ kind: 'huge', bytes: 50_000 });
    await failsWith(/DeepL: POST \S+: answer larger than 10000 bytes/, { ...deeplOnly(), limits: { maxBytes: 10_000 } });
  });

  it('a failure on the second file: the first is written whole, the second untouched', async () => {
    // news/own.yaml takes 4 DeepL and 2 LibreTranslate requests; the 7th request (entities) fails.
    fake.fault({ kind: 'status', status: 456, body: '{}' }, 6);
    const entities = read('orgchart/entities.yaml');
    const error = await fill([summary, firiRole]).run.catch((reason: unknown) => reason);
    expect((error as Error).message).toMatch(/quota is used up.*\[while translating orgchart\/entities\.yaml; it is unchanged\]/);
    expect(Object.keys(parse(read('news/own.yaml')).summary_i18n)).toHaveLength(6);
    expect(read('orgchart/entities.yaml')).toBe(entities);
  });
});

describe('configuration', () => {
  it('DeepL: a free key (":fx") goes to api-free.deepl.com, others to api.deepl.com, DEEPL_API_URL wins', () => {
    expect(deeplUrl({ DEEPL_AUTH_KEY: 'abc:fx' })).toBe('https://api-free.deepl.com');
    expect(deeplUrl({ DEEPL_AUTH_KEY: 'abc' })).toBe('https://api.deepl.com');
    expect(deeplUrl({ DEEPL_AUTH_KEY: 'abc:fx', DEEPL_API_URL: 'http://127.0.0.1:9/' })).toBe('http://127.0.0.1:9');
    expect(providersFromEnv({}).map((p) => p.name)).toEqual([]);
    expect(providersFromEnv({ LIBRETRANSLATE_URL: 'http://x', DEEPL_AUTH_KEY: 'k' }).map((p) => p.name)).toEqual([
      'DeepL',
      'LibreTranslate',
    ]);
  });

  it('Retry-After in seconds or as an HTTP date', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(retryAfterMs('7', now)).toBe(7000);
    expect(retryAfterMs('Fri, 27 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('soon', now)).toBeNull();
  });
});

describe('--check', () => {
  const run = async (args: string[], texts: TranslatableText[]) => {
    const out: string[] = [];
    const code = await translationsCommand({
      args,
      texts,
      contentDir: dir,
      providers: [],
      log: (l) => out.push(l),
      error: (l) => out.push(l),
    });
    return { code, out: out.join('\n') };
  };
  const complete = (t: TranslatableText) => ({ ...t, languages: [...NORDIC_LANGS] as NordicLang[] });

  it('exits 0 when every text has every language it needs', async () => {
    const headline = { ...title, needed: ['sv', 'da', 'fi', 'is'] as NordicLang[], languages: ['sv', 'da', 'fi', 'is'] as NordicLang[] };
    const result = await run(['--', '--check'], [complete(summary), complete(firiRole), headline]);
    expect(result.code).toBe(0);
    expect(result.out).toContain('Every own text has every translation it needs.');
  });

  it('exits 1 with the gaps listed when anything is missing', async () => {
    const result = await run(['--', '--check'], [complete(summary), firiRole]);
    expect(result.code).toBe(1);
    expect(result.out).toContain('whos-who · fi: 1 of 1 untranslated (orgchart/entities.yaml (firi.role))');
    expect(result.out).toContain('--check: 6 kind × language cells have gaps');
  });

  it('machine translations count as translated and are listed for review; --check passes with them', async () => {
    const out: string[] = [];
    const code = await translationsCommand({
      args: ['--check'],
      texts: [complete(summary)],
      marks: [
        { file: 'news/own.yaml', at: 'summary_i18n.sv' },
        { file: 'news/own.yaml', at: 'summary_i18n.da' },
        { file: 'newsletters/w46/is.md', at: '' },
      ],
      contentDir: dir,
      providers: [],
      log: (l) => out.push(l),
      error: (l) => out.push(l),
    });
    expect(code).toBe(0);
    expect(out.join('\n')).toContain('Awaiting review (machine: true): 3 translations in 2 files (news/own.yaml, newsletters/w46/is.md).');
  });

  it('without --check it only reports (exit 0); --fill with no provider configured is refused', async () => {
    expect((await run([], [firiRole])).code).toBe(0);
    const refused = await run(['--fill'], [firiRole]);
    expect(refused.code).toBe(2);
    expect(refused.out).toContain('--fill needs a provider: set DEEPL_AUTH_KEY and/or LIBRETRANSLATE_URL');
  });
});
