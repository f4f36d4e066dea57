import { archiveArticleSchema, articleArchiveSchema } from '@/lib/schemas/catalogues';
import { apiUrl, pageUrl } from '@/lib/urls';
import { archiveEntries, archiveEntry, archiveIds, type ArchiveEntry } from '../archive';
import type { SiteData } from '../site-data';
import { envelope, type BuildContext, type DocumentFamily } from '../types';

function article(ctx: BuildContext, entry: ArchiveEntry) {
  return {
    ...entry,
    // A removed story has no page any more; its outlet's URL stays in `url`.
    html_url: entry.removed ? null : pageUrl(ctx.config, 'en', `news/${entry.id}`),
    api_url: apiUrl(ctx.config, `archive/articles/${entry.id}.json`),
  };
}

export const archiveFamilies: DocumentFamily<SiteData, unknown>[] = [
  {
    pattern: 'archive/articles.json',
    title: 'Article archive',
    description:
      'Append-only list of every story that has been on the site, newest first; stories that left the news are kept with removed: true.',
    returns: 'ArticleArchive',
    schema: articleArchiveSchema,
    build: (data, ctx) => {
      const entries = archiveEntries(data, ctx.config);
      return {
        ...envelope(ctx),
        count: entries.length,
        removed_count: entries.filter((entry) => entry.removed).length,
        articles: entries.map((entry) => article(ctx, entry)),
      };
    },
  },
  {
    pattern: 'archive/articles/{id}.json',
    title: 'Archived article',
    description: 'One archived story.',
    returns: 'Free-form object',
    schema: archiveArticleSchema,
    keys: archiveIds,
    build: (data, ctx, id) => article(ctx, archiveEntry(data, ctx.config, id)),
  },
];
