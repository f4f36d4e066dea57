import { buildEvent, type EventDocument } from '@/lib/api/families/events';
import { buildNewsItem, type NewsItemDocument } from '@/lib/api/news-item';
import type { EventRecord, NewsRecord } from '@/lib/content/types';
import { splitByEnd } from '@/lib/events/timing';
import type { PageEnv } from './page-env';

/** The story and event lists pages show, built with the API's own builders. */

/** How many stories a list page shows; older ones stay reachable through country/topic pages and the API. */
export const NEWS_LIST_LIMIT = 100;

export function newsItems(env: PageEnv, stories: readonly NewsRecord[]): NewsItemDocument[] {
  return stories.map((story) => buildNewsItem(env.data, env.ctx, story));
}

export function storiesOfCountry(env: PageEnv, country: string): NewsRecord[] {
  return env.data.newsNewestFirst.filter((story) => story.country === country);
}

export function storiesOfTopic(env: PageEnv, topic: string): NewsRecord[] {
  return env.data.newsNewestFirst.filter((story) => story.topics.includes(topic));
}

export interface EventLists {
  /** Not ended, soonest first (judged in each event's own offset). */
  readonly upcoming: EventDocument[];
  /** Ended, newest first. */
  readonly past: EventDocument[];
}

export function eventLists(env: PageEnv, filter?: (event: EventRecord) => boolean): EventLists {
  const { upcoming, past } = splitByEnd(
    env.data.content.events.filter((event) => !filter || filter(event)),
    env.ctx.now,
  );
  return { upcoming: upcoming.map((e) => buildEvent(env.ctx, e)), past: past.map((e) => buildEvent(env.ctx, e)) };
}
