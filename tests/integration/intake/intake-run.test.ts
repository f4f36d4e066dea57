import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildDocument, resolveDocuments } from '@/lib/api/registry';
import { prepareSiteData } from '@/lib/data/site-data';
import { makeContext } from '@/lib/core/context';
import { storedRawContent } from '@/lib/content/generated';
import { validateContent } from '@/lib/content/validate';
import { loadMarketsSnapshot } from '@/lib/markets/node/snapshot';
import { searchRecords } from '@/lib/search/records';
import { scratchContentBuild } from '@/tests/helpers/content-build';
import { INTAKE_NOW } from '@/tests/fixtures/feeds/bodies';
import { startFakeFeeds, type FakeFeeds } from '@/tests/fixtures/feeds/server';
import { TEST_CONFIG } from '@/tests/fixtures/site-data';
import { draftFolders, makeScratch, pointFeeds, runIntakeCommand, type RunResult } from './scratch';

/**
 * `npm run intake` end to end: the real command, on a copy of the starter content, against the
 * fake feed server on loopback. Two runs, then the content build of the copy.
 */
let feeds: FakeFeeds;
let scratch: string;
let first: RunResult;
let afterFirst: Map<string, string>;
let second: RunResult;
let afterSecond: Map<string, string>;

const NEW_STORIES = [
  'news/no-bergen-kryptovaluta-grunder-far-stotte.yaml',
  'news/no-bitcoin-fond-lanseres-pa-oslo-bors.yaml',
  'news/no-kryptovaluta-norges-bank-vurderer-ny-regulering.yaml',
  'news/no-stablecoin-utsteder-far-lisens-na.yaml',
  'news/se-finansinspektionen-varnar-for-nya-bolag.yaml',
];
const NEW_EVENT = 'events/bitcoin-meetup-oslo-2026-12.yaml';
const JOINED_STORY = 'news/no-finanstilsynet-updated-casp-register.yaml';
const HOSTILE: Record<string, { path: string; error: RegExp }> = {
  di: { path: '/malformed.xml', error: /malformed feed/ },
  breakit: { path: '/page.html', error: /not an RSS, Atom or JSON feed/ },
  dr: { path: '/huge.xml', error: /larger than 5242880 bytes/ },
  yle: { path: '/stall', error: /no complete answer within 3000 ms/ },
  kauppalehti: { path: '/loop-a', error: /redirect loop/ },
  ruv: { path: '/500', error: /HTTP 500/ },
  mbl: { path: '/bomb.xml', error: /declares entities/ },
};

const yamlOf = (files: Map<string, string>, file: string) => parse(files.get(file) ?? '') as Record<string, any>;

beforeAll(async () => {
  feeds = await startFakeFeeds();
  scratch = makeScratch('desk-intake-');
  const url = (p: string) => `${feeds.base}${p}`;
  pointFeeds(
    scratch,
    {
      e24: [url('/e24.rss')],
      dn: [url('/dn.atom')],
      nrk: [url('/nrk.rss')],
      bt: [url('/bt.rss')],
      svt: [url('/moved.rss')],
      ...Object.fromEntries(Object.entries(HOSTILE).map(([id, { path: p }]) => [id, [url(p)]])),
    },
    { meetup: [url('/events.ics')] },
  );
  const before = draftFolders(scratch);
  first = await runIntakeCommand(scratch, {}, ['--report', 'run1.json', '--summary', 'run1.md']);
  afterFirst = draftFolders(scratch);
  second = await runIntakeCommand(scratch);
  afterSecond = draftFolders(scratch);
  expect(before.size).toBeGreaterThan(0);
});

afterAll(async () => {
  await feeds?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('npm run intake against the fake feed server', () => {
  it('the first run succeeds with some feeds failed (fewer than 80 %)', () => {
    expect(first.stderr).not.toMatch(/intake failed/);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('intake: 13 feeds, 7 failed; 5 new stories, 1 new outlets on existing stories, 1 new events');
  });

  it('writes exactly the expected new drafts and touches one existing story', () => {
    const original = (file: string) => {
      const full = path.join(process.cwd(), 'content', file);
      return existsSync(full) ? readFileSync(full, 'utf8') : null;
    };
    const added = [...afterFirst.keys()].filter((file) => original(file) === null);
    expect(added.sort()).toEqual([NEW_EVENT, ...NEW_STORIES].sort());
    const changed = [...afterFirst].filter(([file, text]) => original(file) !== null && original(file) !== text).map(([file]) => file);
    expect(changed).toEqual([JOINED_STORY]);
  });

  it('clusters: the second outlet on the same story joins the draft, with its own headline, time and language', () => {
    const story = yamlOf(afterFirst, 'news/no-kryptovaluta-norges-bank-vurderer-ny-regulering.yaml');
    expect(story.status).toBe('pending');
    expect(story.published).toBe('2026-11-20T06:00:00Z');
    expect(story.outlets.map((o: any) => o.outlet)).toEqual(['e24', 'dn']);
    expect(story.outlets[0].url).toBe('https://e24.test/a1');
    expect(story.outlets[1]).toMatchObject({
      url: 'https://dn.test/n1',
      title: 'Norges Bank vurderer ny regulering av kryptovaluta',
      published: '2026-11-20T07:00:00Z',
    });
    expect(story.outlets[0].intake).toEqual({
      feed: `${feeds.base}/e24.rss`,
      fetched_at: INTAKE_NOW,
      title: 'Kryptovaluta: Norges Bank vurderer ny regulering',
      link: 'https://e24.test/a1',
      published: '2026-11-20T06:00:00Z',
      language_code: 'nb',
    });
    expect(story.summary).toMatch(/^TO FILL: /);
  });

  it('a near-identical headline joins a published starter story as one more outlet, the rest of the file unchanged', () => {
    const original = readFileSync(path.join(process.cwd(), 'content', JOINED_STORY), 'utf8');
    const text = afterFirst.get(JOINED_STORY) ?? '';
    expect(text.startsWith(original.trimEnd().split('\n').slice(0, 4).join('\n'))).toBe(true);
    const story = yamlOf(afterFirst, JOINED_STORY);
    expect(story.status).toBeUndefined();
    const last = story.outlets.at(-1);
    expect(last).toMatchObject({
      outlet: 'dn',
      url: 'https://dn.test/n2',
      title: 'Oppdatert register over tilbydere av kryptoeiendelstjenester',
    });
    expect(last.published).toBe('2026-11-19T07:00:00Z');
  });

  it('keeps no markup, no unsafe link, no future or unmatched item, and no link twice', () => {
    const all = [...afterFirst]
      .filter(([file]) => NEW_STORIES.includes(file) || file === NEW_EVENT || file === JOINED_STORY)
      .map(([, t]) => t)
      .join('\n');
    for (const banned of [
      '<',
      'script',
      'alert',
      'javascript:',
      'onerror',
      'e24.test/future',
      'e24.test/rente',
      'yoga',
      'utm_',
      'fbclid',
      '#top',
    ]) {
      expect(all.toLowerCase(), banned).not.toContain(banned.toLowerCase());
    }
    expect(yamlOf(afterFirst, 'news/no-stablecoin-utsteder-far-lisens-na.yaml').outlets[0].title).toBe('Stablecoin-utsteder får lisens nå');
    // e24's link appears once, although e24 listed it twice and nrk syndicated it.
    expect(all.match(/"https:\/\/e24\.test\/a1"/g)).toHaveLength(2); // the outlet's url and its intake link
  });

  it('reads ISO-8859-1 and matches terms regardless of case and accents', () => {
    expect(yamlOf(afterFirst, 'news/no-bergen-kryptovaluta-grunder-far-stotte.yaml').outlets[0].title).toBe(
      'Bergen: kryptovaluta-gründer får støtte',
    );
    const svt = yamlOf(afterFirst, 'news/se-finansinspektionen-varnar-for-nya-bolag.yaml');
    expect(svt.outlets[0]).toMatchObject({ outlet: 'svt', url: 'https://svt.test/s1', published: '2026-11-19T14:00:00Z' });
    expect(svt.outlets[0].intake.feed).toBe(`${feeds.base}/moved.rss`);
  });

  it('dates an item without a date by the fetch, never in the future', () => {
    const story = yamlOf(afterFirst, 'news/no-bitcoin-fond-lanseres-pa-oslo-bors.yaml');
    expect(story.published).toBe(INTAKE_NOW);
    expect(story.outlets[0].intake.published).toBeNull();
    for (const file of NEW_STORIES) expect(Date.parse(yamlOf(afterFirst, file).published)).toBeLessThanOrEqual(Date.parse(INTAKE_NOW));
  });

  it('turns a calendar entry into a pending event in the zone it names', () => {
    const event = yamlOf(afterFirst, NEW_EVENT);
    expect(event).toMatchObject({
      status: 'pending',
      title: 'Bitcoin meetup Oslo',
      start: '2026-12-10T18:00:00+01:00',
      end: '2026-12-10T21:00:00+01:00',
      place: 'Kulturhuset, Oslo',
      url: 'https://meetup.test/oslo-bitcoin',
      source: 'meetup',
      country: 'NORDIC',
    });
    expect(event.organiser).toMatch(/^TO FILL/);
  });

  it('records every feed’s outcome, hostile ones with the reason, and the validators for a conditional GET', () => {
    const state = JSON.parse(readFileSync(path.join(scratch, 'content', 'intake', 'state.json'), 'utf8'));
    for (const [id, { path: p, error }] of Object.entries(HOSTILE)) {
      const feed = state.feeds[`${feeds.base}${p}`];
      expect(feed?.status, id).toBe('failed');
      expect(feed?.error, id).toMatch(error);
      expect(feed?.failures_in_a_row, id).toBe(2);
    }
    expect(state.feeds[`${feeds.base}/e24.rss`]).toMatchObject({ status: 'not-modified', etag: '"e24-v1"' });
    expect(state.feeds[`${feeds.base}/dn.atom`]).toMatchObject({ status: 'ok', last_modified: 'Fri, 20 Nov 2026 07:00:00 GMT' });
    const summary = readFileSync(path.join(scratch, 'run1.md'), 'utf8');
    expect(summary).toContain('## New stories (5)');
    expect(summary).toContain('## New outlets on existing stories (1)');
    expect(summary).toContain(`\`${JOINED_STORY}\`: + dn`);
    expect(summary).toContain('## Failed feeds (7 of 13)');
    for (const { path: p } of Object.values(HOSTILE)) expect(summary).toContain(`${feeds.base}${p}`);
  });

  it('the second run proposes nothing more and asks e24 with its ETag', () => {
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('0 new stories, 0 new outlets on existing stories, 0 new events');
    expect(afterSecond).toEqual(afterFirst);
    const e24 = feeds.requests.filter((r) => r.path === '/e24.rss');
    expect(e24).toHaveLength(2);
    expect(e24[0]?.headers['if-none-match']).toBeUndefined();
    expect(e24[1]?.headers['if-none-match']).toBe('"e24-v1"');
  });

  it('the copy builds, and no draft reaches any record, document or search record', () => {
    const build = scratchContentBuild(scratch);
    expect(`${build.stdout}\n${build.stderr}`, 'content build').toMatch(/content:check: 34 stories/);
    expect(build.status).toBe(0);
    const content = validateContent(storedRawContent(path.join(scratch, '.contentlayer', 'store')));
    const data = prepareSiteData(content, loadMarketsSnapshot('/nonexistent', new Date(INTAKE_NOW)));
    const ctx = makeContext(new Date(INTAKE_NOW), TEST_CONFIG);
    const draftIds = [...NEW_STORIES, NEW_EVENT].map((file) => path.basename(file, '.yaml'));
    expect(content.news.map((n) => n.id)).not.toEqual(expect.arrayContaining([draftIds[0]]));
    const published = [...resolveDocuments(data).keys()].map((p) => JSON.stringify(buildDocument(data, ctx, p))).join('\n');
    const search = JSON.stringify([...searchRecords(data, ctx, ['en'])]);
    for (const id of draftIds) {
      expect(published.includes(id), id).toBe(false);
      expect(search.includes(id), id).toBe(false);
    }
    for (const host of ['e24.test', 'bt.test', 'svt.test', 'meetup.test', 'dn.test/n1']) {
      expect(published.includes(host), host).toBe(false);
      expect(search.includes(host), host).toBe(false);
    }
    // The outlet that joined a published story is published with it once merged.
    expect(published.includes('https://dn.test/n2')).toBe(true);
    expect(existsSync(path.join(scratch, 'content', 'intake', 'state.json'))).toBe(true);
  });
});
