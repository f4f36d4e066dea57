import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError } from '@/lib/content/errors';
import type { RawDoc } from '@/lib/content/types';
import { validateContent } from '@/lib/content/validate';
import type { SiteData } from '@/lib/data/site-data';
import { buildWeekDigest, isEmptyDigest } from '@/lib/digest/digest';
import { digestText } from '@/lib/digest/draft';
import { renderDigestEmail } from '@/lib/digest/email';
import { digestEmailFiles } from '@/lib/digest/email-files';
import { parseIsoWeek } from '@/lib/digest/iso-week';
import { DraftError, writeDigestDraft } from '@/lib/digest/node/drafts';
import { LOCALES } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { renderMarkdown } from '@/lib/markdown/pipeline';
import type { MarketHistoryRow } from '@/lib/markets/types';
import { cloneRaw, fixtureRawContent } from '../../fixtures/content';
import { fixtureSiteData, TEST_CONFIG } from '../../fixtures/site-data';

const W47 = parseIsoWeek('2026-W47'); // 16 to 22 November 2026

function row(at: string, price: string | null): MarketHistoryRow {
  return { at, price } as MarketHistoryRow;
}

function withHistory(data: SiteData): SiteData {
  return {
    ...data,
    marketHistory: new Map([
      [
        'BTC-NOK',
        [
          row('2026-11-15T23:17:00Z', '800000.00'), // the week before: not this week's
          row('2026-11-16T00:17:00Z', '900000.10'),
          row('2026-11-19T12:17:00Z', null), // a refresh without a price adds nothing
          row('2026-11-22T23:17:00Z', '950000.00'),
          row('2026-11-23T00:17:00Z', '1.00'), // the week after
        ],
      ],
      ['ETH-EUR', [row('2026-11-18T10:17:00Z', '2500.5')]],
    ]),
  };
}

describe('the week’s digest', () => {
  it('lists the week’s stories own first, then by coverage; events of the two weeks after; each pair’s change', () => {
    const digest = buildWeekDigest(withHistory(fixtureSiteData()), W47);
    expect(digest.stories.map((story) => story.id)).toEqual(['own-story', 'shared-story', 'wire-story']);
    // Not over at Monday 23 November 00:00 UTC and starting before 7 December.
    expect(digest.events.map((event) => event.id)).toEqual(['running-conference', 'new-york-online', 'upcoming-summit']);
    expect(digest.prices).toEqual([
      {
        symbol: 'BTC-NOK',
        change: expect.objectContaining({ from_price: '900000.10', to_price: '950000.00', change: '49999.90' }),
      },
      { symbol: 'ETH-EUR', change: null },
    ]);
  });

  it('writes every language’s text with exact figures, and says so where the history is too short', () => {
    const data = withHistory(fixtureSiteData());
    const digest = buildWeekDigest(data, W47);
    const en = digestText(digest, 'en', data, TEST_CONFIG);
    expect(en.title).toBe('Week 47: the Nordic crypto digest');
    expect(en.markdown.indexOf('## Our own stories')).toBeLessThan(en.markdown.indexOf("## The week's stories"));
    expect(en.markdown).toContain('- BTC-NOK: 900,000.10 → 950,000.00 (+49,999.90, +5.56%)');
    expect(en.markdown).toContain('- ETH-EUR: not enough price history for this week.');
    expect(en.markdown).toContain('(EU and international · sources: 1)'); // wire story: one outlet
    const nb = digestText(digest, 'nb', data, TEST_CONFIG);
    expect(nb.title).toBe('Uke 47: det nordiske kryptosammendraget');
    expect(nb.markdown).toContain('BTC-NOK: 900\u00a0000,10 → 950\u00a0000,00 (+49\u00a0999,90, +5,56 %)');
    expect(nb.markdown).toContain('Delt sak.'); // the Bokmål summary, by the one rule
    for (const lang of LOCALES) {
      const text = digestText(digest, lang, data, TEST_CONFIG);
      expect(text.markdown).toContain(messagesFor(lang).digest.prices);
      expect(text.markdown).toContain(messagesFor(lang).digest.intro);
    }
  });

  it('escapes a headline’s Markdown characters: the reader sees them as written', () => {
    const raw = cloneRaw(fixtureRawContent());
    const own = (raw.News as RawDoc[]).find((doc) => doc.file === 'news/own-story.yaml')!;
    (own.data.outlets as Array<Record<string, unknown>>)[0]!.title = 'Bitcoin *rallies* [again] <b>now</b>';
    const data = fixtureSiteData(raw);
    const text = digestText(buildWeekDigest(data, W47), 'en', data, TEST_CONFIG);
    const html = renderMarkdown(text.markdown, { target: 'api', lang: 'en', siteUrl: TEST_CONFIG.baseUrl });
    expect(html).toContain('>Bitcoin *rallies* [again] &#x3C;b>now&#x3C;/b></a>');
  });

  it('lists only published stories and events', () => {
    const raw = cloneRaw(fixtureRawContent());
    (raw.News as RawDoc[]).find((doc) => doc.file === 'news/shared-story.yaml')!.data.status = 'pending';
    (raw.Event as RawDoc[]).find((doc) => doc.file === 'events/upcoming-summit.yaml')!.data.status = 'rejected';
    const digest = buildWeekDigest(fixtureSiteData(raw), W47);
    expect(digest.stories.map((story) => story.id)).toEqual(['own-story', 'wire-story']);
    expect(digest.events.map((event) => event.id)).toEqual(['running-conference', 'new-york-online']);
  });

  it('an empty week says so instead of failing', () => {
    const data = fixtureSiteData();
    const digest = buildWeekDigest(data, parseIsoWeek('2026-W10'));
    expect(isEmptyDigest(digest)).toBe(true);
    const text = digestText(digest, 'sv', data, TEST_CONFIG);
    expect(text.markdown).toContain(messagesFor('sv').digest.empty);
    expect(text.markdown).toContain(messagesFor('sv').digest.noStories);
    expect(text.markdown).toContain(messagesFor('sv').digest.noEvents);
  });
});

describe('the digest as a newsletter draft', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function readDoc(file: string, relative: string): RawDoc {
    const source = readFileSync(file, 'utf8');
    const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source)!;
    return { file: relative, data: parse(match[1]!) as Record<string, unknown>, markdown: { raw: match[2]! } };
  }

  it('writes en.md (status pending) and six translations: checked by the content rules, published nowhere until an editor says so', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'digest-draft-'));
    mkdirSync(path.join(dir, 'newsletters', '2026-week-46'), { recursive: true });
    writeFileSync(path.join(dir, 'newsletters', '2026-week-46', 'en.md'), '---\nnumber: 2\n---\nText\n');
    const data = fixtureSiteData();
    const result = writeDigestDraft(dir, W47, data, TEST_CONFIG);
    if (result.kind !== 'written') throw new Error('week 47 has stories: a draft is written');
    expect(result.id).toBe('2026-week-47');
    expect(result.number).toBe(3);
    expect(result.files.map((file) => path.basename(file))).toEqual(LOCALES.map((lang) => `${lang}.md`));

    const raw = cloneRaw(fixtureRawContent());
    const docs = LOCALES.map((lang) => readDoc(path.join(result.folder, `${lang}.md`), `newsletters/2026-week-47/${lang}.md`));
    const [en, ...translations] = docs;
    expect(en!.data).toEqual(
      expect.objectContaining({ number: 3, date: '2026-11-23', period: { start: '2026-11-16', end: '2026-11-22' }, status: 'pending' }),
    );
    (raw.NewsletterIssue as RawDoc[]).push(en!);
    (raw.NewsletterTranslation as RawDoc[]).push(...translations);
    expect(validateContent(raw).newsletters.map((issue) => issue.id)).not.toContain('2026-week-47');

    en!.data.status = 'published';
    const published = validateContent(raw).newsletters.find((issue) => issue.id === '2026-week-47')!;
    expect(published.title).toBe('Week 47: the Nordic crypto digest');
    expect(published.translations.fi?.title).toBe('Viikko 47: Pohjoismaiden kryptokatsaus');

    // A broken draft fails the check like any content file, naming file and field.
    en!.data.status = 'pending';
    en!.data.number = 'three';
    expect(() => validateContent(raw)).toThrow(ContentError);
    expect(() => validateContent(raw)).toThrow(/newsletters\/2026-week-47\/en\.md.*number/);
  });

  it('writes nothing for a week with no published story and no event, and uses no issue number', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'digest-draft-'));
    mkdirSync(path.join(dir, 'newsletters'), { recursive: true });
    const data = fixtureSiteData();
    expect(writeDigestDraft(dir, parseIsoWeek('2026-W10'), data, TEST_CONFIG)).toMatchObject({ kind: 'empty', id: '2026-week-10' });
    expect(readdirSync(path.join(dir, 'newsletters'))).toEqual([]);
    expect(writeDigestDraft(dir, W47, data, TEST_CONFIG)).toMatchObject({ kind: 'written', number: 1 });
  });

  it('rewrites a pending draft of the same week with its number, and never touches a published issue', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'digest-draft-'));
    mkdirSync(path.join(dir, 'newsletters'), { recursive: true });
    const data = fixtureSiteData();
    expect(writeDigestDraft(dir, W47, data, TEST_CONFIG)).toMatchObject({ kind: 'written', number: 1 });
    expect(writeDigestDraft(dir, W47, data, TEST_CONFIG)).toMatchObject({ kind: 'written', number: 1 });
    const file = path.join(dir, 'newsletters', '2026-week-47', 'en.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('status: "pending"', 'status: "published"'));
    expect(() => writeDigestDraft(dir, W47, data, TEST_CONFIG)).toThrow(DraftError);
    expect(readFileSync(file, 'utf8')).toContain('status: "published"');
  });
});

describe('the digest e-mail', () => {
  const validator = new HtmlValidate({
    extends: ['html-validate:recommended'],
    rules: {
      // E-mail needs inline styles: mail programs drop stylesheets.
      'no-inline-style': 'off',
      // rehype-stringify writes <!doctype html>; HTML accepts either case.
      'doctype-style': 'off',
      // The title is the issue's title (the subject line), not a search result.
      'long-title': 'off',
    },
  });

  it('is valid HTML in every language: tables, 600 px, light and dark, no images or tracking, and a plain-text part', async () => {
    const data = fixtureSiteData();
    const issue = data.newsletterById.get('2026-week-46')!;
    for (const lang of LOCALES) {
      const email = renderDigestEmail(issue, lang, TEST_CONFIG);
      const report = await validator.validateString(email.html);
      expect(report.results.flatMap((result) => result.messages.map((m) => `${lang}: ${m.ruleId}: ${m.message}`))).toEqual([]);
      expect(email.html).toContain('<meta name="color-scheme" content="light dark">');
      expect(email.html).toContain('@media (prefers-color-scheme: dark)');
      // Not a CSS property and not a registered meta name: the W3C Nu checker refuses both.
      expect(email.html).not.toContain('supported-color-schemes');
      expect(email.html).toContain('width:600px');
      expect(email.html).toContain(
        '<meta http-equiv="Content-Security-Policy" content="default-src &#x27;none&#x27;; style-src &#x27;unsafe-inline&#x27;">',
      );
      expect(email.html).toContain('<table role="presentation"');
      expect(email.html).not.toMatch(/<img|<script|<link/);
      expect(email.html).toContain(`<html lang="${lang}">`);
      expect(email.text).toContain(
        `${messagesFor(lang).digest.readOnline}: https://desk.test/${lang === 'en' ? '' : `${lang}/`}newsletters/2026-week-46/`,
      );
    }
    // Swedish has its translation; Finnish falls back to the English body, marked as English.
    expect(renderDigestEmail(issue, 'sv', TEST_CONFIG).html).toContain('Vecka 46');
    const fi = renderDigestEmail(issue, 'fi', TEST_CONFIG);
    expect(fi.html).toContain('<div lang="en"><p style="margin:0 0 14px;">Second issue</p></div>');
    expect(fi.html).toContain('<h1 style="margin:0 0 8px;font-size:26px;line-height:1.25;color:#1f2328;" lang="en">Week 46</h1>');
  });

  it('is written for published issues that cover one ISO week, in each language', () => {
    const files = digestEmailFiles(fixtureSiteData(), TEST_CONFIG).map((file) => file.path);
    expect(files).toHaveLength(2 * 7 * 2);
    expect(files).toContain('digest/en/2026-W46/index.html');
    expect(files).toContain('digest/is/2026-W44/index.txt');
  });
});
