import { copyI18n } from '@/lib/content/fields';
import type { ChangelogEntry } from '@/lib/content/types';
import { changelogListSchema, changelogRowSchema } from '@/lib/schemas/catalogues';
import { apiUrl } from '@/lib/urls';
import { listAndItem } from '../family';
import type { SiteData } from '@/lib/data/site-data';
import { envelope, type BuildContext } from '@/lib/core/context';

/** Product changes of the site (not news), newest first. */
export function changelogNewestFirst(data: SiteData): ChangelogEntry[] {
  return [...data.content.changelog].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

export function changelogRow(ctx: BuildContext, entry: ChangelogEntry) {
  return { ...entry, summary_i18n: copyI18n(entry.summary_i18n), api_url: apiUrl(ctx.config, `changelog/${entry.id}.json`) };
}

export const changelogFamilies = listAndItem({
  records: changelogNewestFirst,
  keyOf: (entry) => entry.id,
  row: (_data, ctx, entry) => changelogRow(ctx, entry),
  list: {
    pattern: 'changelog.json',
    title: 'Changelog',
    description: 'Product changes of the site (not news), newest first.',
    returns: 'ChangelogList',
    schema: changelogListSchema,
    build: (_data, ctx, entries) => ({ ...envelope(ctx), count: entries.length, entries }),
  },
  item: {
    pattern: 'changelog/{id}.json',
    title: 'Changelog entry',
    description: 'One product change.',
    returns: 'ChangelogEntry',
    schema: changelogRowSchema,
    build: (_data, _ctx, _entry, row) => row,
  },
});
