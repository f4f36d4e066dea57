import { archiveArticleSchema, articleArchiveSchema } from '@/lib/schemas/catalogues';
import { apiUrl, pageUrl } from '@/lib/urls';
import { archiveEntry, archiveSources, type ArchiveEntry } from '../archive';
import { listAndItem } from '../family';
import { envelope, type BuildContext } from '@/lib/core/context';

function article(ctx: BuildContext, entry: ArchiveEntry) {
  return {
    ...entry,
    // A removed story has no page any more; its outlet's URL stays in `url`.
    html_url: entry.removed ? null : pageUrl(ctx.config, 'en', `news/${entry.id}`),
    api_url: apiUrl(ctx.config, `archive/articles/${entry.id}.json`),
  };
}

export const archiveFamilies = listAndItem({
  records: archiveSources,
  keyOf: (source) => source.id,
  row: (data, ctx, source) => article(ctx, archiveEntry(data, ctx.config, source)),
  list: {
    pattern: 'archive/articles.json',
    title: 'Article archive',
    description:
      'Append-only list of every story that has been on the site, newest first; stories that left the news are kept with removed: true.',
    returns: 'ArticleArchive',
    schema: articleArchiveSchema,
    build: (_data, ctx, articles) => ({
      ...envelope(ctx),
      count: articles.length,
      removed_count: articles.filter((entry) => entry.removed).length,
      articles,
    }),
  },
  item: {
    pattern: 'archive/articles/{id}.json',
    title: 'Archived article',
    description: 'One archived story.',
    returns: 'ArchivedArticle',
    schema: archiveArticleSchema,
    build: (_data, _ctx, _entry, row) => row,
  },
});
