import { sourceCatalogueSchema } from '@/lib/schemas/catalogues';
import { defineFamily } from '../family';
import { sourceLogo } from '../news-item';
import type { SiteData } from '@/lib/data/site-data';
import { envelope, type BuildContext } from '@/lib/core/context';

/** `sources.json`: the /sources/ page shows this same document. */
export function sourceCatalogue(data: SiteData, ctx: BuildContext) {
  const storyCount = new Map<string, number>();
  for (const story of data.content.news) for (const ref of story.outlets) storyCount.set(ref.outlet, (storyCount.get(ref.outlet) ?? 0) + 1);
  return {
    ...envelope(ctx),
    count: data.content.outlets.length,
    // `feeds` is the intake's reading list, not part of the published catalogue.
    sources: data.content.outlets.map(({ feeds, ...outlet }) => ({
      ...outlet,
      language: data.languageByCode.get(outlet.language_code)?.english_name ?? outlet.language_code,
      source_note: outlet.source_note ?? null,
      feed_url: feeds[0] ?? null,
      logo: sourceLogo(data.logoBySource.get(outlet.id), ctx),
      story_count: storyCount.get(outlet.id) ?? 0,
    })),
    search: data.content.searchTerms.map((term) => ({ ...term, note: term.note ?? null })),
    event_sources: data.content.eventSources.map(({ feeds: _feeds, ...source }) => ({ ...source })),
  };
}

/** `sources.json`: the news outlets, the public search terms and the event sources. */
export const sourceFamilies = [
  defineFamily({
    pattern: 'sources.json',
    title: 'Sources',
    description: 'News outlets (the news-source-only outlet marked as such), public search terms and event sources.',
    returns: 'SourceCatalogue',
    schema: sourceCatalogueSchema,
    build: sourceCatalogue,
  }),
];
