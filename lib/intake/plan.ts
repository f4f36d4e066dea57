import type { NordicLang } from '@/lib/content/fields';
import { toFill } from '@/lib/content/placeholders';
import { findStory } from './cluster';
import { isoUtc, parseFeedDate } from './dates';
import { addLink, type ContentIndex, type IndexedStory } from './content-index';
import type { FeedEntry } from './entries';
import { linkKey, normaliseLink } from './links';
import type { TermMatcher } from './match';
import { slugify, words } from '@/lib/core/slug';
import { plainText } from './text';

/** The intake's decisions, as a pure function of what was fetched, what content/ already holds, the search terms and `now`. */

export interface OutletInfo {
  readonly id: string;
  readonly name: string;
  readonly country: string;
  readonly language_code: string;
  readonly paywall: 'none' | 'some' | 'all';
}

export interface EventSourceInfo {
  readonly id: string;
  readonly name: string;
  readonly country: string;
}

export type FeedOwner =
  { readonly kind: 'news'; readonly outlet: OutletInfo } | { readonly kind: 'events'; readonly source: EventSourceInfo };

/** One item of any feed, as the feed wrote it. Calendar items carry the event's own times. */
export interface IntakeEntry extends FeedEntry {
  readonly event?: { readonly start: string; readonly end: string | null; readonly place: string | null };
}

export type FeedStatus = 'ok' | 'not-modified' | 'failed';

export interface FeedResult {
  readonly url: string;
  readonly owner: FeedOwner;
  readonly fetchedAt: Date;
  readonly status: FeedStatus;
  readonly error?: string;
  readonly httpStatus?: number;
  readonly entries?: readonly IntakeEntry[];
}

export const SKIP_REASONS = ['no-match', 'duplicate', 'future-date', 'no-link', 'unsafe-link', 'no-title', 'no-date'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export interface Provenance {
  feed: string;
  fetched_at: string;
  title: string;
  link: string;
  published: string | null;
  language_code: string | null;
}

export interface OutletRefDraft {
  outlet: string;
  url: string;
  title: string;
  published: string;
  paywall: boolean;
  language_code?: string;
  intake: Provenance;
}

export interface StoryDraftData {
  status: 'pending';
  published: string;
  country: string;
  topics: string[];
  /** Machine translations of the headline, when a provider is configured (node/translate-drafts.ts). */
  title_i18n?: Partial<Record<NordicLang, { text: string; machine: true }>>;
  summary: string;
  outlets: OutletRefDraft[];
}

export interface EventDraftData {
  status: 'pending';
  title: string;
  start: string;
  end: string | null;
  place: string | null;
  city: null;
  country: string;
  online: boolean;
  organiser: string;
  url: string;
  source: string;
  sponsored: false;
  intake: Provenance;
}

export interface StoryDraft {
  readonly id: string;
  readonly file: string;
  readonly data: StoryDraftData;
  /** The search term that kept it (for the pull request's summary). */
  readonly term: string;
}
export interface Addition {
  readonly storyId: string;
  readonly file: string;
  /** Whether the story joined is one of this run's new drafts (its file is written whole). */
  readonly toNewDraft: boolean;
  readonly ref: OutletRefDraft;
}
export interface EventDraft {
  readonly id: string;
  readonly file: string;
  readonly data: EventDraftData;
  readonly term: string;
}

export interface FeedOutcome {
  url: string;
  owner: string;
  kind: 'news' | 'events';
  status: FeedStatus;
  error: string | null;
  http_status: number | null;
  entries: number;
  new_stories: number;
  joined: number;
  new_events: number;
  skipped: Partial<Record<SkipReason, number>>;
}

export interface IntakePlan {
  readonly stories: StoryDraft[];
  readonly additions: Addition[];
  readonly events: EventDraft[];
  readonly outcomes: FeedOutcome[];
  /** Links proposed in this run (linkKey → file), for the state file. */
  readonly proposed: Map<string, string>;
}

export interface PlanInput {
  readonly feeds: readonly FeedResult[];
  /** Already holds every link of content/ and of the state file; the plan adds to it. */
  readonly index: ContentIndex;
  readonly matcher: TermMatcher;
  /** The site's language codes; a feed's declared language outside them is not trusted. */
  readonly languages: ReadonlySet<string>;
  readonly now: Date;
}

interface Candidate {
  readonly feed: number;
  readonly order: number;
  readonly time: number;
  readonly date: Date | null;
  readonly title: string;
  readonly summary: string;
  readonly link: string;
  readonly entry: IntakeEntry;
}

export function planIntake(input: PlanInput): IntakePlan {
  const { index, now } = input;
  const plan: IntakePlan = { stories: [], additions: [], events: [], outcomes: [], proposed: new Map() };
  const candidates: Candidate[] = [];

  input.feeds.forEach((feed, feedNumber) => {
    const outcome: FeedOutcome = {
      url: feed.url,
      owner: feed.owner.kind === 'news' ? feed.owner.outlet.id : feed.owner.source.id,
      kind: feed.owner.kind,
      status: feed.status,
      error: feed.error ?? null,
      http_status: feed.httpStatus ?? null,
      entries: feed.entries?.length ?? 0,
      new_stories: 0,
      joined: 0,
      new_events: 0,
      skipped: {},
    };
    plan.outcomes.push(outcome);
    const skip = (reason: SkipReason) => (outcome.skipped[reason] = (outcome.skipped[reason] ?? 0) + 1);
    (feed.entries ?? []).forEach((entry, order) => {
      const title = plainText(entry.title, 300);
      const summary = plainText(entry.summary, 600);
      if (!title) return skip('no-title');
      if (!entry.link) return skip('no-link');
      const link = normaliseLink(entry.link, feed.url);
      if (!link) return skip('unsafe-link');
      if (!input.matcher.match(title, summary)) return skip('no-match');
      const date = parseFeedDate(entry.date);
      // A news draft is never dated ahead of the run; the item is taken once its time has come.
      if (feed.owner.kind === 'news' && date && date.getTime() > now.getTime()) return skip('future-date');
      if (feed.owner.kind === 'events' && !entry.event && !date) return skip('no-date');
      candidates.push({ feed: feedNumber, order, time: (date ?? feed.fetchedAt).getTime(), date, title, summary, link, entry });
    });
  });

  // Oldest first, so the outlet that published first is a new story's primary outlet.
  candidates.sort((a, b) => a.time - b.time || a.feed - b.feed || a.order - b.order);
  for (const candidate of candidates) {
    const feed = input.feeds[candidate.feed]!;
    const outcome = plan.outcomes[candidate.feed]!;
    const skip = (reason: SkipReason) => (outcome.skipped[reason] = (outcome.skipped[reason] ?? 0) + 1);
    const key = linkKey(candidate.link);
    if (index.links.has(key)) {
      skip('duplicate');
      continue;
    }
    const term = input.matcher.match(candidate.title, candidate.summary) ?? '';
    if (feed.owner.kind === 'news') {
      const result = takeNewsItem(input, plan, feed, feed.owner.outlet, candidate, term);
      if (result === 'duplicate') {
        skip('duplicate');
        continue;
      }
      if (result === 'joined') outcome.joined += 1;
      else outcome.new_stories += 1;
    } else {
      const event = takeEventItem(input, plan, feed, feed.owner.source, candidate, term);
      if (!event) {
        skip('duplicate');
        continue;
      }
      outcome.new_events += 1;
    }
    const file = index.links.get(key);
    if (file) plan.proposed.set(key, file);
  }
  return plan;
}

function provenance(feed: FeedResult, candidate: Candidate, language: string | null): Provenance {
  return {
    feed: feed.url,
    fetched_at: isoUtc(feed.fetchedAt),
    title: candidate.title,
    link: candidate.link,
    published: candidate.date ? isoUtc(candidate.date) : null,
    language_code: language,
  };
}

/** `nb-NO` → `nb`; Norwegian written `no` is Bokmål; codes the site does not know are dropped. */
export function languageCode(declared: string | null, known: ReadonlySet<string>): string | null {
  const code = declared?.trim().toLowerCase().slice(0, 2);
  if (!code) return null;
  const mapped = code === 'no' ? 'nb' : code;
  return known.has(mapped) ? mapped : null;
}

function takeNewsItem(
  input: PlanInput,
  plan: IntakePlan,
  feed: FeedResult,
  outlet: OutletInfo,
  candidate: Candidate,
  term: string,
): 'new' | 'joined' | 'duplicate' {
  const { index } = input;
  const declared = languageCode(candidate.entry.language, input.languages);
  const language = declared ?? outlet.language_code;
  const published = isoUtc(candidate.date ?? feed.fetchedAt);
  const ref: OutletRefDraft = {
    outlet: outlet.id,
    url: candidate.link,
    title: candidate.title,
    published,
    paywall: outlet.paywall === 'all',
    ...(language !== outlet.language_code ? { language_code: language } : {}),
    intake: provenance(feed, candidate, language),
  };
  const headline = { outlet: outlet.id, words: words(candidate.title), language, time: candidate.time };
  const story = findStory(index, headline);
  if (story) {
    // An outlet is named once per story; its second link to the same story is not news.
    if (story.outlets.has(outlet.id)) return 'duplicate';
    const draft = plan.stories.find((s) => s.id === story.id);
    if (draft) draft.data.outlets.push(ref);
    plan.additions.push({ storyId: story.id, file: story.file, toNewDraft: Boolean(draft), ref });
    story.outlets.add(outlet.id);
    story.headlines.push(headline);
    addLink(index, candidate.link, story.file);
    return 'joined';
  }
  const id = uniqueId(`${outlet.country.toLowerCase()}-${slugify(candidate.title, 60) || 'story'}`, index.ids.news);
  const file = `news/${id}.yaml`;
  const data: StoryDraftData = {
    status: 'pending',
    published,
    country: outlet.country,
    topics: [],
    // Set after planning when a provider translates the headline; here to keep the key order.
    title_i18n: undefined,
    summary: toFill(`two or three sentences in English, in the desk's own words (the outlet's summary: ${candidate.summary || 'none'})`),
    outlets: [ref],
  };
  plan.stories.push({ id, file, data, term });
  const indexed: IndexedStory = { id, file, status: 'pending', outlets: new Set([outlet.id]), headlines: [headline] };
  index.stories.push(indexed);
  index.ids.news.add(id);
  addLink(index, candidate.link, file);
  return 'new';
}

function takeEventItem(
  input: PlanInput,
  plan: IntakePlan,
  feed: FeedResult,
  source: EventSourceInfo,
  candidate: Candidate,
  term: string,
): EventDraft | null {
  const { index } = input;
  const start = candidate.entry.event?.start ?? isoUtc(candidate.date!);
  const titleWords = words(candidate.title).join(' ');
  // The same event listed by two sources (or twice by one) under different links.
  if (index.events.some((e) => e.titleWords === titleWords && e.startDate === start.slice(0, 10))) return null;
  const id = uniqueId(`${slugify(candidate.title, 50) || 'event'}-${start.slice(0, 7)}`, index.ids.events);
  const file = `events/${id}.yaml`;
  const place = candidate.entry.event?.place ? plainText(candidate.entry.event.place, 200) || null : null;
  const data: EventDraftData = {
    status: 'pending',
    title: candidate.title,
    start,
    end: candidate.entry.event?.end ?? null,
    place,
    city: null,
    country: source.country,
    online: /\b(online|zoom|teams|webinar|livestream|digital)\b/i.test(`${place ?? ''} ${candidate.title}`),
    organiser: toFill(`who organises it (listed by ${source.name})`),
    url: candidate.link,
    source: source.id,
    sponsored: false,
    intake: provenance(feed, candidate, languageCode(candidate.entry.language, input.languages)),
  };
  const draft: EventDraft = { id, file, data, term };
  plan.events.push(draft);
  index.events.push({ id, status: 'pending', titleWords, startDate: start.slice(0, 10) });
  index.ids.events.add(id);
  addLink(index, candidate.link, file);
  return draft;
}

export function uniqueId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
