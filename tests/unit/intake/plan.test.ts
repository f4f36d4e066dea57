import { describe, expect, it } from 'vitest';
import { CLUSTER_WINDOW_MS, titleSimilarity } from '@/lib/intake/cluster';
import { indexContent, type RawFile } from '@/lib/intake/content-index';
import { termMatcher } from '@/lib/intake/match';
import { planIntake, type FeedResult, type IntakeEntry, type OutletInfo } from '@/lib/intake/plan';
import { nextState, tooManyFailures, emptyState } from '@/lib/intake/state';
import { words } from '@/lib/core/slug';

const NOW = new Date('2026-11-20T12:00:00Z');
const outlet = (id: string, language_code = 'nb', country = 'NO'): OutletInfo => ({
  id,
  name: id.toUpperCase(),
  country,
  language_code,
  paywall: 'none',
});
const item = (title: string, link: string, date: string | null, extra: Partial<IntakeEntry> = {}): IntakeEntry => ({
  title,
  summary: '',
  link,
  id: null,
  date,
  language: null,
  ...extra,
});
const feed = (o: OutletInfo, entries: IntakeEntry[], status: FeedResult['status'] = 'ok'): FeedResult => ({
  url: `https://${o.id}.test/rss`,
  owner: { kind: 'news', outlet: o },
  fetchedAt: NOW,
  status,
  entries,
});
const LANGS = new Set(['en', 'nb', 'nn', 'sv', 'da', 'fi', 'is']);
const matcher = termMatcher([{ term: 'kryptovaluta' }]);
const story = (file: string, data: Record<string, unknown>): RawFile => ({ file, data });
const plan = (feeds: FeedResult[], news: RawFile[] = []) =>
  planIntake({ feeds, index: indexContent(news, [], () => 'nb'), matcher, languages: LANGS, now: NOW });

describe('clustering', () => {
  it('Dice similarity over word sets', () => {
    expect(titleSimilarity(words('Norges Bank vurderer kryptovaluta'), words('kryptovaluta: Norges Bank vurderer'))).toBe(1);
    expect(titleSimilarity(words('a b c d'), words('a b x y'))).toBe(0.5);
    expect(titleSimilarity([], words('a'))).toBe(0);
  });

  const existing = story('news/old.yaml', {
    published: '2026-11-18T10:00:00+01:00',
    outlets: [{ outlet: 'ft', url: 'https://ft.test/1', title: 'Nytt register for kryptovaluta', published: '2026-11-18T10:00:00+01:00' }],
  });

  it('joins a story within 72 hours in the same language', () => {
    const result = plan(
      [feed(outlet('dn'), [item('Nytt register for kryptovaluta', 'https://dn.test/1', '2026-11-20T09:00:00Z')])],
      [existing],
    );
    expect(result.stories).toHaveLength(0);
    expect(result.additions).toEqual([expect.objectContaining({ storyId: 'old', file: 'news/old.yaml', toNewDraft: false })]);
  });

  it('does not join across languages, after 72 hours, or a rejected story', () => {
    const older = story('news/old.yaml', {
      outlets: [
        { outlet: 'ft', url: 'https://ft.test/1', title: 'Nytt register for kryptovaluta', published: '2026-11-14T10:00:00+01:00' },
      ],
    });
    const late = new Date(Date.parse('2026-11-14T09:00:00Z') + CLUSTER_WINDOW_MS + 60_000).toISOString();
    const inTime = new Date(Date.parse('2026-11-14T09:00:00Z') + CLUSTER_WINDOW_MS).toISOString();
    expect(
      plan([feed(outlet('dn'), [item('Nytt register for kryptovaluta', 'https://dn.test/1', inTime)])], [older]).additions,
    ).toHaveLength(1);
    const cases: [FeedResult, RawFile][] = [
      [feed(outlet('svt', 'sv', 'SE'), [item('Nytt register for kryptovaluta', 'https://svt.test/1', '2026-11-19T09:00:00Z')]), existing],
      [feed(outlet('dn'), [item('Nytt register for kryptovaluta', 'https://dn.test/1', late)]), older],
      [
        feed(outlet('dn'), [item('Nytt register for kryptovaluta', 'https://dn.test/1', '2026-11-19T09:00:00Z')]),
        story('news/old.yaml', { ...(existing.data as object), status: 'rejected' }),
      ],
    ];
    for (const [f, file] of cases) {
      const result = plan([f], [file]);
      expect(result.additions).toHaveLength(0);
      expect(result.stories).toHaveLength(1);
    }
  });

  it('the earliest outlet is the primary of a new story; the later one joins it', () => {
    const result = plan([
      feed(outlet('dn'), [item('Bank vurderer kryptovaluta regler', 'https://dn.test/2', '2026-11-20T08:00:00Z')]),
      feed(outlet('e24'), [item('Bank vurderer regler for kryptovaluta', 'https://e24.test/2', '2026-11-20T07:00:00Z')]),
    ]);
    expect(result.stories).toHaveLength(1);
    expect(result.stories[0]?.data.outlets.map((o) => o.outlet)).toEqual(['e24', 'dn']);
    expect(result.additions[0]?.toNewDraft).toBe(true);
  });
});

describe('deduplication and safety', () => {
  it('never proposes a link content already holds, whatever its status, nor one proposed before', () => {
    const rejected = story('news/no.yaml', {
      status: 'rejected',
      outlets: [{ outlet: 'e24', url: 'https://e24.test/r', title: 'x', published: '2026-11-01T00:00:00Z' }],
    });
    const index = indexContent([rejected], [], () => 'nb');
    index.links.set('e24.test/earlier', 'news/deleted.yaml');
    const result = planIntake({
      feeds: [
        feed(outlet('e24'), [
          item('Kryptovaluta avvist', 'https://www.e24.test/r/?utm_source=x', '2026-11-20T08:00:00Z'),
          item('Kryptovaluta slettet', 'https://e24.test/earlier', '2026-11-20T08:00:00Z'),
        ]),
      ],
      index,
      matcher,
      languages: LANGS,
      now: NOW,
    });
    expect(result.stories).toHaveLength(0);
    expect(result.outcomes[0]?.skipped).toEqual({ duplicate: 2 });
  });

  it('skips future items, unsafe and missing links, missing titles and unmatched items, counting each', () => {
    const result = plan([
      feed(outlet('e24'), [
        item('Kryptovaluta snart', 'https://e24.test/f', '2026-11-20T12:00:01Z'),
        item('Kryptovaluta js', 'javascript:alert(1)', null),
        item('Kryptovaluta data', 'data:text/html,x', null),
        { ...item('Kryptovaluta', 'x', null), link: null },
        item('<script>kryptovaluta</script>', 'https://e24.test/s', null),
        item('Rente', 'https://e24.test/r', null),
        item('Kryptovaluta nå', 'https://e24.test/n', '2026-11-20T12:00:00Z'),
      ]),
    ]);
    expect(result.outcomes[0]?.skipped).toEqual({ 'future-date': 1, 'unsafe-link': 2, 'no-link': 1, 'no-title': 1, 'no-match': 1 });
    expect(result.stories.map((s) => s.id)).toEqual(['no-kryptovaluta-na']);
  });

  it('a draft is pending, dated by the item (or the fetch), with a summary to fill and its provenance', () => {
    const result = plan([
      feed(outlet('e24'), [item('Kryptovaluta uten dato', 'https://e24.test/u', null, { summary: '<p>Hei</p>', language: 'en-GB' })]),
    ]);
    const draft = result.stories[0]!;
    expect(draft.data).toMatchObject({ status: 'pending', published: '2026-11-20T12:00:00Z', country: 'NO', topics: [] });
    expect(draft.data.summary).toBe("TO FILL: two or three sentences in English, in the desk's own words (the outlet's summary: Hei)");
    expect(draft.data.outlets[0]).toMatchObject({
      language_code: 'en',
      intake: { published: null, language_code: 'en', fetched_at: '2026-11-20T12:00:00Z' },
    });
  });

  it('ids never collide with existing files', () => {
    const result = plan(
      [
        feed(outlet('e24'), [
          item('Kryptovaluta', 'https://e24.test/1', null),
          item('Kryptovaluta', 'https://e24.test/2', '2026-11-10T00:00:00Z'),
        ]),
      ],
      [story('news/no-kryptovaluta.yaml', {})],
    );
    expect(result.stories.map((s) => s.id).sort()).toEqual(['no-kryptovaluta-2', 'no-kryptovaluta-3']);
  });
});

describe('feed outcomes and the state file', () => {
  const outcome = (status: 'ok' | 'failed') => plan([feed(outlet('x'), [], status)]).outcomes[0]!;
  it('80 % or more failed is too many; less is not', () => {
    expect(tooManyFailures([...Array(4)].map(() => outcome('failed')).concat(outcome('ok')))).toBe(true);
    expect(tooManyFailures([...Array(3)].map(() => outcome('failed')).concat([outcome('ok'), outcome('ok')]))).toBe(false);
    expect(tooManyFailures([outcome('failed')])).toBe(true);
    expect(tooManyFailures([])).toBe(false);
  });

  it('keeps validators through a failure, counts failures in a row, and remembers proposed links', () => {
    const url = 'https://x.test/rss';
    const ok = nextState(
      emptyState(),
      [outcome('ok')],
      new Map([[url, { etag: '"v1"', lastModified: null }]]),
      new Map([['x.test/a', 'news/a.yaml']]),
      't1',
    );
    expect(ok.feeds[url]).toMatchObject({ etag: '"v1"', status: 'ok', failures_in_a_row: 0, last_ok_at: 't1' });
    const failed = nextState(ok, [outcome('failed')], new Map(), new Map(), 't2');
    const again = nextState(failed, [outcome('failed')], new Map(), new Map([['x.test/a', 'news/other.yaml']]), 't3');
    expect(again.feeds[url]).toMatchObject({ etag: '"v1"', status: 'failed', failures_in_a_row: 2, last_ok_at: 't1' });
    expect(again.proposed['x.test/a']).toEqual({ file: 'news/a.yaml', at: 't1' });
  });
});

describe('events', () => {
  const source = (id: string) => ({ id, name: id, country: 'NO' });
  const eventFeed = (id: string, entries: IntakeEntry[]): FeedResult => ({
    url: `https://${id}.test/cal.ics`,
    owner: { kind: 'events', source: source(id) },
    fetchedAt: NOW,
    status: 'ok',
    entries,
  });
  const meetup = (link: string, start = '2026-12-10T18:00:00+01:00') =>
    item('Kryptovaluta meetup Oslo', link, null, { event: { start, end: null, place: 'Oslo' } });

  it('one event listed by two sources under two links is one draft; another day is another event', () => {
    const result = plan([
      eventFeed('meetup', [meetup('https://meetup.test/1')]),
      eventFeed('ntnu', [meetup('https://ntnu.test/e/1'), meetup('https://ntnu.test/e/2', '2027-01-14T18:00:00+01:00')]),
    ]);
    expect(result.events.map((e) => [e.id, e.data.source, e.data.start])).toEqual([
      ['kryptovaluta-meetup-oslo-2026-12', 'meetup', '2026-12-10T18:00:00+01:00'],
      ['kryptovaluta-meetup-oslo-2027-01', 'ntnu', '2027-01-14T18:00:00+01:00'],
    ]);
    expect(result.outcomes[1]?.skipped).toEqual({ duplicate: 1 });
    expect(result.events[0]?.data).toMatchObject({
      status: 'pending',
      organiser: 'TO FILL: who organises it (listed by meetup)',
      place: 'Oslo',
    });
  });
});
