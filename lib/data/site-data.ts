import { nameTable, type NameTable } from '@/lib/i18n/names';
import type {
  ArchiveRow,
  ContentData,
  Entity,
  EventRecord,
  ImageRecord,
  LanguageRow,
  NewsletterRecord,
  NewsRecord,
  Outlet,
} from '@/lib/content/types';
import { appendSnapshot } from '@/lib/markets/history';
import type { MarketHistoryMap, MarketsSnapshot } from '@/lib/markets/types';
import { slugify } from '@/lib/core/slug';
import type { RegisterState } from '@/lib/register/state';

export interface TopicInfo {
  readonly id: string;
  /** File name of the by-topic document. */
  readonly slug: string;
  readonly count: number;
}

/** Content plus market data, with look-up tables computed once, so a builder for one of 10,000 stories does not scan them all. */
export interface SiteData {
  readonly content: ContentData;
  readonly markets: MarketsSnapshot;
  /** Price history per pair (`BTC-NOK` → rows, oldest first), for the history documents and the pages' charts. */
  readonly marketHistory: MarketHistoryMap;
  /** ESMA's interim MiCA register as the register job last read it; null when there is none. */
  readonly register: RegisterState | null;
  readonly outletById: ReadonlyMap<string, Outlet>;
  readonly languageByCode: ReadonlyMap<string, LanguageRow>;
  /** Cities and institutions by every spelling, for `shownName` (lib/i18n/names.ts). */
  readonly places: NameTable;
  readonly institutions: NameTable;
  /** Source id → its checked logo image. */
  readonly logoBySource: ReadonlyMap<string, ImageRecord>;
  readonly newsById: ReadonlyMap<string, NewsRecord>;
  readonly eventById: ReadonlyMap<string, EventRecord>;
  readonly newsletterById: ReadonlyMap<string, NewsletterRecord>;
  readonly archiveById: ReadonlyMap<string, ArchiveRow>;
  readonly entityById: ReadonlyMap<string, Entity>;
  /** Newest first; ties by id so the order never depends on file order. */
  readonly newsNewestFirst: readonly NewsRecord[];
  /** Most used first, then by id. */
  readonly topics: readonly TopicInfo[];
  readonly topicBySlug: ReadonlyMap<string, TopicInfo>;
}

export function byNewest(a: { published: string; id: string }, b: { published: string; id: string }): number {
  return Date.parse(b.published) - Date.parse(a.published) || a.id.localeCompare(b.id);
}

export function prepareSiteData(
  content: ContentData,
  markets: MarketsSnapshot,
  storedHistory: MarketHistoryMap = new Map(),
  register: RegisterState | null = null,
): SiteData {
  const counts = new Map<string, number>();
  for (const item of content.news) for (const topic of item.topics) counts.set(topic, (counts.get(topic) ?? 0) + 1);
  const topics = [...counts]
    .map(([id, count]) => ({ id, slug: slugify(id), count }))
    .sort((a, b) => b.count - a.count || a.id.localeCompare(b.id));

  const logoBySource = new Map<string, ImageRecord>();
  for (const image of content.images) if (image.kind === 'logo' && !logoBySource.has(image.subject)) logoBySource.set(image.subject, image);

  return {
    content,
    markets,
    marketHistory: appendSnapshot(storedHistory, markets),
    register,
    outletById: new Map(content.outlets.map((o) => [o.id, o])),
    languageByCode: new Map(content.languages.map((l) => [l.code, l])),
    places: nameTable(content.places),
    institutions: nameTable(content.institutions),
    logoBySource,
    newsById: new Map(content.news.map((n) => [n.id, n])),
    eventById: new Map(content.events.map((e) => [e.id, e])),
    newsletterById: new Map(content.newsletters.map((issue) => [issue.id, issue])),
    archiveById: new Map(content.archive.map((row) => [row.id, row])),
    entityById: new Map(content.entities.map((entity) => [entity.id, entity])),
    newsNewestFirst: [...content.news].sort(byNewest),
    topics,
    topicBySlug: new Map(topics.map((t) => [t.slug, t])),
  };
}
