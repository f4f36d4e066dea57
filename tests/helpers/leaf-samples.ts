/** One page of each leaf kind, found in the build's own API: the pages the route and head checks visit. */
export interface KnownIds {
  story: string;
  event: string;
  issue: string;
  topic: string;
  entity: string;
  month: string;
}

/** The API documents `knownIds` reads, in its order. */
export const KNOWN_ID_DOCUMENTS = ['news.json', 'events.json', 'newsletters.json', 'news/topics.json', 'orgchart.json'] as const;

interface Documents {
  news: { items: Array<{ id: string }> };
  events: { events: Array<{ id: string; start: string }> };
  newsletters: { issues: Array<{ id: string }> };
  topics: { topics: Array<{ slug: string }> };
  orgchart: { entities: Array<{ id: string }> };
}

export function knownIds([news, events, newsletters, topics, orgchart]: unknown[]): KnownIds {
  const docs = { news, events, newsletters, topics, orgchart } as Documents;
  return {
    story: docs.news.items[0]!.id,
    event: docs.events.events[0]!.id,
    issue: docs.newsletters.issues[0]!.id,
    topic: docs.topics.topics[0]!.slug,
    entity: docs.orgchart.entities[0]!.id,
    // The month of the first event by its own local date: a month with a calendar page.
    month: docs.events.events[0]!.start.slice(0, 7),
  };
}

export function leafPaths(k: KnownIds): string[] {
  return [
    `news/${k.story}`,
    'news/country/SE',
    `news/topic/${k.topic}`,
    `events/${k.event}`,
    'events/country/FI',
    `newsletters/${k.issue}`,
    // The build `npm test` makes has the fixture market snapshot (pipeline/build/test-all.mjs).
    'markets/btc',
    `orgchart/${k.entity}`,
    `events/month/${k.month}`,
  ];
}
