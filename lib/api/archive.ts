import type { SiteConfig } from '@/lib/config';
import type { ArchiveRow, NewsRecord } from '@/lib/content/types';
import { pageUrl } from '@/lib/urls';
import { byNewest, type SiteData } from '@/lib/data/site-data';

export interface ArchiveEntry extends ArchiveRow {
  readonly removed: boolean;
}

/** One archived story: its ledger row, or a current story the ledger does not hold yet. */
export type ArchiveSource =
  | { readonly id: string; readonly published: string; readonly recorded: ArchiveRow }
  | { readonly id: string; readonly published: string; readonly story: NewsRecord };

/** The archive is append-only: every ledger row stays, flagged `removed` once its story has left the news. */
export function archiveSources(data: SiteData): ArchiveSource[] {
  return [
    ...data.content.archive.map((row) => ({ id: row.id, published: row.published, recorded: row })),
    ...unrecordedStories(data).map((story) => ({ id: story.id, published: story.published, story })),
  ].sort(byNewest);
}

export function archiveEntry(data: SiteData, config: SiteConfig, source: ArchiveSource): ArchiveEntry {
  const row = 'recorded' in source ? source.recorded : ledgerRowFor(config, source.story);
  return { ...row, removed: !data.newsById.has(source.id) };
}

/** The ledger row a current story gets (also what `npm run archive:record` appends). */
export function ledgerRowFor(config: SiteConfig, story: NewsRecord): ArchiveRow {
  // Validation guarantees at least one outlet per story.
  const [primary] = story.outlets as [NewsRecord['outlets'][number], ...NewsRecord['outlets']];
  return {
    id: story.id,
    title: story.title_en ?? primary.title,
    url: primary.url ?? pageUrl(config, 'en', `news/${story.id}`),
    source: primary.outlet,
    published: story.published,
    first_seen: story.published,
  };
}

/** Current stories missing from the ledger, newest first: what `archive:record` appends. */
export function unrecordedStories(data: SiteData): NewsRecord[] {
  return data.newsNewestFirst.filter((story) => !data.archiveById.has(story.id));
}
