import type { EventRecord, NewsRecord } from '@/lib/content/types';
import type { SiteData } from '@/lib/data/site-data';
import { eventEndsAt, localDate } from '@/lib/events/timing';
import { difference, percentChange } from '@/lib/markets/decimal';
import type { MarketChange } from '@/lib/markets/types';
import { weekEndInstant, type IsoWeek } from './iso-week';

/** What a week's digest holds, before any language: the week's stories. */

/** The main pairs, in this order, each where the history has it. */
export const DIGEST_BASES = ['BTC', 'ETH'] as const;
export const DIGEST_QUOTES = ['NOK', 'SEK', 'DKK', 'EUR'] as const;
export const EVENT_WINDOW_DAYS = 14;

export interface DigestPrice {
  readonly symbol: string;
  /** Null when the week has fewer than two readings with a price: nothing is made up. */
  readonly change: MarketChange | null;
}

export interface WeekDigest {
  readonly week: IsoWeek;
  readonly stories: readonly NewsRecord[];
  readonly events: readonly EventRecord[];
  readonly prices: readonly DigestPrice[];
}

/** A story belongs to the week of its publication date as written (its own offset). */
function inWeek(story: NewsRecord, week: IsoWeek): boolean {
  const date = localDate(story.published);
  return date >= week.start && date <= week.end;
}

function byDigestOrder(a: NewsRecord, b: NewsRecord): number {
  return (
    Number(b.own_story) - Number(a.own_story) ||
    b.outlets.length - a.outlets.length ||
    Date.parse(b.published) - Date.parse(a.published) ||
    a.id.localeCompare(b.id)
  );
}

/** The change over the week: from the week's first reading with a price to its last (UTC), as the history wrote them. */
export function weekChange(rows: readonly { at: string; price: string | null }[], week: IsoWeek): MarketChange | null {
  const from = Date.parse(`${week.start}T00:00:00Z`);
  const to = weekEndInstant(week);
  const readings = rows.filter((row): row is { at: string; price: string } => {
    const at = Date.parse(row.at);
    return row.price !== null && at >= from && at < to;
  });
  const first = readings[0];
  const last = readings[readings.length - 1];
  if (!first || !last || first === last) return null;
  return {
    window_hours: Math.round((Date.parse(last.at) - Date.parse(first.at)) / 3_600_000),
    from_at: first.at,
    from_price: first.price,
    to_at: last.at,
    to_price: last.price,
    change: difference(last.price, first.price),
    change_pct: percentChange(first.price, last.price),
  };
}

export function buildWeekDigest(data: SiteData, week: IsoWeek): WeekDigest {
  const stories = data.content.news.filter((story) => inWeek(story, week)).sort(byDigestOrder);
  const windowStart = weekEndInstant(week);
  const windowEnd = windowStart + EVENT_WINDOW_DAYS * 86_400_000;
  const events = data.content.events
    .filter((event) => eventEndsAt(event) > windowStart && Date.parse(event.start) < windowEnd)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id.localeCompare(b.id));
  const prices: DigestPrice[] = [];
  for (const base of DIGEST_BASES) {
    for (const quote of DIGEST_QUOTES) {
      const rows = data.marketHistory.get(`${base}-${quote}`);
      if (rows) prices.push({ symbol: `${base}-${quote}`, change: weekChange(rows, week) });
    }
  }
  return { week, stories, events, prices };
}

/** No published story and no event: no issue is worth a number, so the command writes nothing and says so. */
export function hasNoNews(digest: WeekDigest): boolean {
  return digest.stories.length === 0 && digest.events.length === 0;
}

/** Nothing to tell: no story, no event ahead, no price moved (the draft then says so). */
export function isEmptyDigest(digest: WeekDigest): boolean {
  return digest.stories.length === 0 && digest.events.length === 0 && digest.prices.every((price) => price.change === null);
}
