import type { AnyFeed } from 'feedsmith';

/** One item of a news feed, whatever its format, still as the feed wrote it (the plan cleans text and links). */
export interface FeedEntry {
  readonly title: string;
  readonly summary: string;
  readonly link: string | null;
  readonly id: string | null;
  readonly date: string | null;
  /** The feed's declared language (`nb`, `sv-SE` …), when it declares one. */
  readonly language: string | null;
}

type DcDates = { date?: string; dates?: string[] } | undefined;
const dcDate = (dc: unknown): string | null => {
  const value = dc as DcDates;
  return value?.date ?? value?.dates?.[0] ?? null;
};

export function entriesOf(parsed: AnyFeed): FeedEntry[] {
  switch (parsed.format) {
    case 'rss': {
      const language = parsed.feed.language ?? null;
      return (parsed.feed.items ?? []).map((item) => {
        const guid = item.guid?.value ?? null;
        // A guid is a permalink unless it says otherwise; use it when the item has no link.
        const guidLink = guid && item.guid?.isPermaLink !== false && /^https?:/i.test(guid) ? guid : null;
        return {
          title: item.title ?? '',
          summary: item.description ?? item.content?.encoded ?? '',
          link: item.link ?? guidLink,
          id: guid,
          date: item.pubDate ?? dcDate(item.dc),
          language,
        };
      });
    }
    case 'atom': {
      const language = null;
      return (parsed.feed.entries ?? []).map((entry) => {
        const alternate = entry.links?.find((l) => !l.rel || l.rel === 'alternate') ?? entry.links?.[0];
        return {
          title: entry.title?.value ?? '',
          summary: entry.summary?.value ?? entry.content?.value ?? '',
          link: alternate?.href ?? null,
          id: entry.id ?? null,
          date: entry.published ?? entry.updated ?? null,
          language,
        };
      });
    }
    case 'rdf':
      return (parsed.feed.items ?? []).map((item) => ({
        title: item.title ?? '',
        summary: item.description ?? '',
        link: item.link ?? null,
        id: item.rdf?.about ?? null,
        date: dcDate(item.dc),
        language: null,
      }));
    case 'json':
      return (parsed.feed.items ?? []).map((item) => ({
        title: item.title ?? '',
        summary: item.summary ?? item.content_text ?? item.content_html ?? '',
        link: item.url ?? null,
        id: item.id ?? null,
        date: item.date_published ?? item.date_modified ?? null,
        language: parsed.feed.language ?? null,
      }));
  }
}
