import type { SiteConfig } from '@/lib/config';
import type { ArchiveRow } from '@/lib/content/types';
import { pageUrl } from '@/lib/urls';
import { byNewest, type SiteData } from './site-data';

export interface ArchiveEntry extends ArchiveRow {
  readonly removed: boolean;
}

/**
 * The archive is append-only: every ledger row stays, flagged `removed` once its story has left
 * the news; a story not yet in the ledger joins it (first seen at its publication time).
 * Rows are never dropped, so the archive only grows.
 */
export function archiveEntries(data: SiteData, config: SiteConfig): ArchiveEntry[] {
  return archiveIds(data)
    .map((id) => archiveEntry(data, config, id))
    .sort(byNewest);
}

/** Every archived id: the ledger's, then current stories not yet recorded. */
export function archiveIds(data: SiteData): string[] {
  return [...data.content.archive.map((row) => row.id), ...unrecordedStories(data)];
}

export function archiveEntry(data: SiteData, config: SiteConfig, id: string): ArchiveEntry {
  const recorded = data.archiveById.get(id);
  const row = recorded ?? ledgerRowFor(data, config, id);
  return { ...row, removed: !data.newsById.has(id) };
}

/** The ledger row a current story gets (also what `npm run archive:record` appends). */
export function ledgerRowFor(data: SiteData, config: SiteConfig, id: string): ArchiveRow {
  const story = data.newsById.get(id)!;
  const primary = story.outlets[0]!;
  return {
    id: story.id,
    title: story.title_en ?? primary.title,
    url: primary.url ?? pageUrl(config, 'en', `news/${story.id}`),
    source: primary.outlet,
    published: story.published,
    first_seen: story.published,
  };
}

/** Ledger ids missing for current stories: what `archive:record` would append. */
export function unrecordedStories(data: SiteData): string[] {
  return data.newsNewestFirst.filter((story) => !data.archiveById.has(story.id)).map((story) => story.id);
}
