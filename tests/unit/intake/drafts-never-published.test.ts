import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildDocument, resolveDocuments } from '@/lib/api/registry';
import { ContentError } from '@/lib/content/errors';
import type { RawContent } from '@/lib/content/types';
import { validateContent } from '@/lib/content/validate';
import { searchRecords } from '@/lib/search/records';
import { allEvents, icsCalendar } from '@/lib/feeds/calendars';
import { sitemapChunkFile, sitemapChunks, sitemapPages } from '@/lib/feeds/sitemaps';
import { pageEnvFrom } from '@/lib/pages/page-env';
import { cloneRaw, fixtureRawContent } from '@/tests/fixtures/content';
import { contextAt, fixtureSiteData } from '@/tests/fixtures/site-data';

/**
 * Spec rule: a pending or rejected story or event appears in no API document, page list, feed,
 * calendar, sitemap or search record. Drafts are named so that any trace of them is findable.
 */
const INTAKE = {
  feed: 'https://e24.no/rss',
  fetched_at: '2026-11-20T12:00:00Z',
  title: 'Utkast',
  link: 'https://e24.no/draftlink',
  published: null,
  language_code: 'nb',
};

function withDrafts(): RawContent {
  const raw = cloneRaw(fixtureRawContent());
  const story = (id: string, status: string) => ({
    file: `news/${id}.yaml`,
    data: {
      status,
      published: '2026-11-21T08:00:00Z',
      country: 'NO',
      summary: 'TO FILL: summary',
      outlets: [{ outlet: 'e24', url: `https://e24.no/${id}`, title: `Headline ${id}`, published: '2026-11-21T08:00:00Z', intake: INTAKE }],
    },
  });
  const event = (id: string, status: string) => ({
    file: `events/${id}.yaml`,
    data: {
      status,
      title: `Event ${id}`,
      start: '2026-12-01T18:00:00+01:00',
      online: false,
      organiser: 'TO FILL: organiser',
      url: `https://events.example.org/${id}`,
      source: 'meetup',
      country: 'NO',
      intake: INTAKE,
    },
  });
  return {
    ...raw,
    News: [...raw.News, story('draftpendingstory', 'pending'), story('draftrejectedstory', 'rejected')],
    Event: [...raw.Event, event('draftpendingevent', 'pending'), event('draftrejectedevent', 'rejected')],
  };
}

const DRAFT_MARKS = ['draftpendingstory', 'draftrejectedstory', 'draftpendingevent', 'draftrejectedevent', 'draftlink', 'TO FILL'];

describe('drafts are checked but never published', () => {
  it('drafts pass the content check and never become records', () => {
    const content = validateContent(withDrafts());
    const plain = validateContent(fixtureRawContent());
    expect(content.news.map((n) => n.id)).toEqual(plain.news.map((n) => n.id));
    expect(content.events.map((e) => e.id)).toEqual(plain.events.map((e) => e.id));
  });

  it('no document, calendar, sitemap or search record carries a trace of them', async () => {
    const data = fixtureSiteData(withDrafts());
    const ctx = contextAt();
    const env = pageEnvFrom(data, ctx, 'en');
    const outputs = [
      ...[...resolveDocuments(data).keys()].map((p) => `${p} ${JSON.stringify(buildDocument(data, ctx, p))}`),
      icsCalendar(env, allEvents(env), 'all'),
      await sitemapPages(env),
      ...(await Promise.all(sitemapChunks(env).map(async (chunk) => gunzipSync(await sitemapChunkFile(env, chunk)).toString('utf8')))),
      JSON.stringify([...searchRecords(data, ctx)]),
    ].join('\n');
    expect(outputs.length).toBeGreaterThan(10_000);
    for (const mark of DRAFT_MARKS) expect(outputs.includes(mark), mark).toBe(false);
    // The published fixture story is there, so the search above would have found a draft.
    expect(outputs.includes('shared-story')).toBe(true);
  });

  it('a broken draft still fails the check, with file and field', () => {
    const raw = withDrafts();
    const broken = {
      ...raw,
      News: raw.News.map((d) => (d.file.includes('draftpending') ? { ...d, data: { ...d.data, country: 'XX' } } : d)),
    };
    expect(() => validateContent(broken)).toThrow(/news\/draftpendingstory\.yaml.*country/);
  });

  it('an unknown status is refused', () => {
    const raw = withDrafts();
    const broken = {
      ...raw,
      News: raw.News.map((d) => (d.file.includes('draftpending') ? { ...d, data: { ...d.data, status: 'draft' } } : d)),
    };
    expect(() => validateContent(broken)).toThrow(/status.*must be one of published, pending, rejected/);
  });

  it('publishing a draft that still says TO FILL fails, naming each field', () => {
    const raw = withDrafts();
    const approved = {
      ...raw,
      News: raw.News.map((d) => (d.file.includes('draftpending') ? { ...d, data: { ...d.data, status: 'published' } } : d)),
    };
    let error: unknown;
    try {
      validateContent(approved);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toMatch(/news\/draftpendingstory\.yaml.*summary.*TO FILL/);
  });
});
