import { copyI18n, COUNTRY_CODES } from '@/lib/content/fields';
import type { EventRecord } from '@/lib/content/types';
import { bySoonest, isPast, publishedEnd, splitByEnd } from '@/lib/events/timing';
import { eventListSchema, eventSchema } from '@/lib/schemas/events';
import { apiUrl, pageUrl } from '@/lib/urls';
import type { SiteData } from '@/lib/data/site-data';
import { dataView } from '@/lib/data/views';
import { defineFamily, listAndItem, selfKeyed } from '../family';
import { envelope, type BuildContext } from '@/lib/core/context';

/** `paid` as the API has always carried it, and the amount apart as data. */
function priceFields(price: EventRecord['price']) {
  if (price === undefined) return { paid: null, price: null };
  if (typeof price === 'string') return { paid: price !== 'free', price: null };
  return { paid: true, price: { amount: price.amount, currency: price.currency } };
}

export function buildEvent(ctx: BuildContext, event: EventRecord) {
  const { file: _file, price, sponsored, note, note_i18n: _note, ...fields } = event;
  return {
    ...fields,
    ...priceFields(price),
    sponsored,
    note,
    end: publishedEnd(event),
    title_i18n: copyI18n(event.title_i18n),
    note_i18n: copyI18n(event.note_i18n),
    past: isPast(event, ctx.now),
    html_url: pageUrl(ctx.config, 'en', `events/${event.id}`),
    api_url: apiUrl(ctx.config, `events/${event.id}.json`),
  };
}

export type EventDocument = ReturnType<typeof buildEvent>;

function eventList(ctx: BuildContext, events: readonly EventRecord[]) {
  return { ...envelope(ctx), count: events.length, events: events.map((event) => buildEvent(ctx, event)) };
}

/** Every event, soonest start first: `events.json`, and `events.ics` of the pages. */
export function soonestFirst(data: SiteData): EventRecord[] {
  return [...data.content.events].sort(bySoonest);
}

/** One country's events, soonest first: `events/by-country/{country}.json`, its page and its calendar. */
export const eventsOfCountry: (data: SiteData, country: string) => EventRecord[] = dataView('events-of-country', (data, country) =>
  soonestFirst(data).filter((event) => event.country === country),
);

const [allEventsFamily, eventItem] = listAndItem({
  records: soonestFirst,
  keyOf: (event) => event.id,
  row: (_data, ctx, event) => buildEvent(ctx, event),
  list: {
    pattern: 'events.json',
    title: 'Events',
    description: 'All public events, soonest start first, past ones included and flagged.',
    returns: 'EventList',
    schema: eventListSchema,
    build: (_data, ctx, events) => ({ ...envelope(ctx), count: events.length, events }),
  },
  item: {
    pattern: 'events/{id}.json',
    title: 'Event',
    description: 'One event.',
    returns: 'Event',
    schema: eventSchema,
    build: (_data, _ctx, _event, document) => document,
  },
});

export const eventFamilies = [
  allEventsFamily,
  defineFamily({
    pattern: 'events/upcoming.json',
    title: 'Upcoming events',
    description: 'Events that have not ended, judged in each event\u2019s own offset, soonest first.',
    returns: 'EventList',
    schema: eventListSchema,
    build: (data, ctx) => eventList(ctx, splitByEnd(data.content.events, ctx.now).upcoming),
  }),
  defineFamily({
    pattern: 'events/past.json',
    title: 'Past events',
    description: 'Finished public events, newest first; finished events stay archived here.',
    returns: 'EventList',
    schema: eventListSchema,
    build: (data, ctx) => eventList(ctx, splitByEnd(data.content.events, ctx.now).past),
  }),
  defineFamily({
    pattern: 'events/by-country/{country}.json',
    title: 'Events by country',
    description: 'Public events for one country code, soonest first; an empty list is still a document.',
    returns: 'EventList',
    schema: eventListSchema,
    entries: () => selfKeyed(COUNTRY_CODES),
    build: (data, ctx, country) => eventList(ctx, eventsOfCountry(data, country)),
  }),
  eventItem,
];
