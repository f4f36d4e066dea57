import { buildEvent, eventsOfCountry, type EventDocument } from '@/lib/api/families/events';
import { storiesOfCountry as countryStories, storiesOfTopic as topicStories } from '@/lib/api/families/news';
import { buildNewsItem, type NewsItemDocument } from '@/lib/api/news-item';
import type { NewsRecord } from '@/lib/content/types';
import { splitByEnd } from '@/lib/events/timing';
import type { PageEnv } from './page-env';

/** The story and event lists pages show, chosen and built by the API's own families. */

/** How many stories a list page shows; older ones stay reachable through country/topic pages and the API. */
export const NEWS_LIST_LIMIT = 100;

export function newsItems(env: PageEnv, stories: readonly NewsRecord[]): NewsItemDocument[] {
  return stories.map((story) => buildNewsItem(env.data, env.ctx, story));
}

export function storiesOfCountry(env: PageEnv, country: string): NewsRecord[] {
  return countryStories(env.data, country);
}

export function storiesOfTopic(env: PageEnv, topic: string): NewsRecord[] {
  return topicStories(env.data, topic);
}

export interface EventLists {
  /** Not ended, soonest first (judged in each event's own offset). */
  readonly upcoming: EventDocument[];
  /** Ended, newest first. */
  readonly past: EventDocument[];
}

/** All events, or one country's (the events of `events/by-country/{country}.json`), split by end. */
export function eventLists(env: PageEnv, country?: string): EventLists {
  const { upcoming, past } = splitByEnd(country ? eventsOfCountry(env.data, country) : env.data.content.events, env.ctx.now);
  return { upcoming: upcoming.map((e) => buildEvent(env.ctx, e)), past: past.map((e) => buildEvent(env.ctx, e)) };
}
