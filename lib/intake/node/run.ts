import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '@/lib/node/atomic';
import { faultPoint } from '@/lib/node/faults';
import { acquireLock } from '@/lib/node/lock';
import { isoUtc } from '../dates';
import { eventEntries, decodeText, newsEntries } from '../decode';
import { indexContent } from '../content-index';
import { termMatcher } from '../match';
import { planIntake, type FeedOwner, type FeedResult, type IntakeEntry, type IntakePlan } from '../plan';
import { appendOutlet, renderEventDraft, renderStoryDraft } from '../render';
import { nextState, tooManyFailures, type Validators } from '../state';
import { readCatalogue, readRawFiles, readState, STATE_FILE } from './content-files';
import type { Provider } from '@/lib/translate/providers';
import { DEFAULT_LIMITS, fetchFeed, type FetchLimits } from '@/lib/net/fetch';
import { translateDraftHeadlines } from './translate-drafts';

export interface IntakeOptions {
  readonly contentDir: string;
  readonly now?: () => Date;
  readonly limits?: FetchLimits;
  /** Feeds fetched at once. */
  readonly concurrency?: number;
  readonly lockWaitMs?: number;
  readonly log?: (line: string) => void;
  /** Translation providers for the new drafts' headlines (none: drafts stay English-only). */
  readonly translators?: readonly Provider[];
}

export interface IntakeReport {
  readonly startedAt: string;
  readonly plan: IntakePlan;
  readonly failedFeeds: string[];
  readonly tooManyFailures: boolean;
  readonly feedCount: number;
}

interface FeedToRead {
  readonly url: string;
  readonly owner: FeedOwner;
}

/** One intake run: read content/, fetch each feed on its own limits, plan, write drafts first and the state last, so files stay whole. */
export async function runIntake(options: IntakeOptions): Promise<IntakeReport> {
  const contentDir = options.contentDir;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.error(line));
  const lock = await acquireLock(path.join(contentDir, 'intake'), {
    command: 'npm run intake',
    waitMs: options.lockWaitMs ?? 0,
    log,
  });
  try {
    const startedAt = now();
    const catalogue = readCatalogue(contentDir);
    const state = readState(contentDir);
    const languageByOutlet = new Map(catalogue.outlets.map((o) => [o.id, o.language_code]));
    const index = indexContent(readRawFiles(contentDir, 'news'), readRawFiles(contentDir, 'events'), (id) => languageByOutlet.get(id));
    for (const [key, { file }] of Object.entries(state.proposed)) if (!index.links.has(key)) index.links.set(key, file);

    const toRead = feedsOf(catalogue);
    const validators = new Map<string, Validators>();
    const results = await mapLimited(toRead, options.concurrency ?? 4, async (feed): Promise<FeedResult> => {
      const fetched = await fetchFeed(feed.url, conditionalOf(state.feeds[feed.url]), options.limits ?? DEFAULT_LIMITS);
      const fetchedAt = now();
      const base = { url: feed.url, owner: feed.owner, fetchedAt };
      if (fetched.status === 'failed')
        return { ...base, status: 'failed', error: fetched.error, ...(fetched.httpStatus ? { httpStatus: fetched.httpStatus } : {}) };
      validators.set(feed.url, { etag: fetched.etag, lastModified: fetched.lastModified });
      if (fetched.status === 'not-modified') return { ...base, status: 'not-modified', httpStatus: 304, entries: [] };
      try {
        const text = decodeText(fetched.body, fetched.contentType);
        return { ...base, status: 'ok', httpStatus: fetched.httpStatus, entries: entriesFor(feed.owner, text) };
      } catch (error) {
        // The validators of an answer we could not read must not make the next run skip it.
        validators.delete(feed.url);
        return { ...base, status: 'failed', httpStatus: fetched.httpStatus, error: error instanceof Error ? error.message : String(error) };
      }
    });

    const plan = planIntake({
      feeds: results,
      index,
      matcher: termMatcher(catalogue.terms),
      languages: catalogue.languages,
      now: startedAt,
    });

    await translateDraftHeadlines(plan.stories, options.translators ?? [], log);

    const written = faultPoint('intake', 'write');
    const write = (relative: string, text: string) => {
      lock.assertHeld();
      writeFileAtomic(path.join(contentDir, relative), text);
      written.step(relative);
    };
    for (const story of plan.stories) write(story.file, renderStoryDraft(story.data));
    for (const addition of plan.additions) {
      if (addition.toNewDraft) continue; // already in the new draft's outlets
      write(addition.file, appendOutlet(readFileSync(path.join(contentDir, addition.file), 'utf8'), addition.ref));
    }
    for (const event of plan.events) write(event.file, renderEventDraft(event.data));
    const state2 = nextState(state, plan.outcomes, validators, plan.proposed, isoUtc(startedAt));
    write(STATE_FILE, `${JSON.stringify(state2, null, 2)}\n`);

    return {
      startedAt: isoUtc(startedAt),
      plan,
      failedFeeds: plan.outcomes.filter((o) => o.status === 'failed').map((o) => o.url),
      tooManyFailures: tooManyFailures(plan.outcomes),
      feedCount: plan.outcomes.length,
    };
  } finally {
    lock.release();
  }
}

function feedsOf(catalogue: ReturnType<typeof readCatalogue>): FeedToRead[] {
  const seen = new Set<string>();
  const out: FeedToRead[] = [];
  const add = (url: string, owner: FeedOwner) => {
    if (seen.has(url)) return; // one feed listed twice is read once, for its first owner
    seen.add(url);
    out.push({ url, owner });
  };
  for (const outlet of catalogue.outlets) for (const url of outlet.feeds) add(url, { kind: 'news', outlet });
  for (const source of catalogue.eventSources) for (const url of source.feeds) add(url, { kind: 'events', source });
  return out;
}

function conditionalOf(feed: { etag: string | null; last_modified: string | null } | undefined) {
  return feed ? { etag: feed.etag, lastModified: feed.last_modified } : undefined;
}

function entriesFor(owner: FeedOwner, text: string): IntakeEntry[] {
  if (owner.kind === 'news') return newsEntries(text);
  const read = eventEntries(text, owner.source.country);
  if (read.kind === 'feed') return read.entries;
  return read.entries.map((entry) => ({
    title: entry.title,
    summary: entry.summary,
    link: entry.link,
    id: entry.id,
    date: null,
    language: null,
    event: { start: entry.start, end: entry.end, place: entry.place },
  }));
}

async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next;
      next += 1;
      results[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
