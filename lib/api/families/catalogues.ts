import type { AcademiaItem, Relation } from '@/lib/content/types';
import { ACADEMIA_SECTIONS } from '@/lib/content/schemas';
import {
  academiaItemSchema,
  academiaSchema,
  academiaSectionSchema,
  changelogListSchema,
  changelogRowSchema,
  entityRowSchema,
  imageListSchema,
  orgChartSchema,
  profileListSchema,
  profileRowSchema,
  regulationListSchema,
  relationListSchema,
  relationRowSchema,
  rulesSchema,
  sourceCatalogueSchema,
} from '@/lib/schemas/catalogues';
import { apiUrl } from '@/lib/urls';
import { sourceLogo } from '../news-item';
import type { SiteData } from '../site-data';
import { envelope, type BuildContext, type DocumentFamily } from '../types';

const ORGCHART_CAVEAT =
  'Simplified overview compiled by the editorial team from public sources; not legal advice and not a complete register.';

function academiaRow(ctx: BuildContext, item: AcademiaItem) {
  return {
    ...item,
    year: item.year ?? null,
    summary_i18n: { ...item.summary_i18n },
    api_url: apiUrl(ctx.config, `academia/${item.id}.json`),
  };
}

function entityRow(data: SiteData, ctx: BuildContext, id: string) {
  const entity = data.entityById.get(id)!;
  return { ...entity, caveat: entity.caveat ?? null, api_url: apiUrl(ctx.config, `orgchart/${entity.id}.json`) };
}

function relationRow(data: SiteData, ctx: BuildContext, relation: Relation) {
  const name = (id: string) => data.entityById.get(id)?.name ?? id;
  return {
    ...relation,
    from_name: name(relation.from),
    to_name: name(relation.to),
    api_url: apiUrl(ctx.config, `orgchart/relations/${relation.id}.json`),
  };
}

function allAcademia(data: SiteData): AcademiaItem[] {
  return ACADEMIA_SECTIONS.flatMap((section) => data.content.academia[section]);
}

function changelogNewestFirst(data: SiteData) {
  return [...data.content.changelog].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

function changelogRow(ctx: BuildContext, entry: SiteData['content']['changelog'][number]) {
  return { ...entry, summary_i18n: { ...entry.summary_i18n }, api_url: apiUrl(ctx.config, `changelog/${entry.id}.json`) };
}

function profileRow(ctx: BuildContext, profile: SiteData['content']['profiles'][number]) {
  return { ...profile, entity: profile.entity ?? null, api_url: apiUrl(ctx.config, `profiles/${profile.id}.json`) };
}

export const catalogueFamilies: DocumentFamily<SiteData, unknown>[] = [
  {
    pattern: 'sources.json',
    title: 'Sources',
    description: 'News outlets (the news-source-only outlet marked as such), public search terms and event sources.',
    returns: 'SourceCatalogue',
    schema: sourceCatalogueSchema,
    build: (data, ctx) => {
      const storyCount = new Map<string, number>();
      for (const story of data.content.news)
        for (const ref of story.outlets) storyCount.set(ref.outlet, (storyCount.get(ref.outlet) ?? 0) + 1);
      return {
        ...envelope(ctx),
        count: data.content.outlets.length,
        sources: data.content.outlets.map((outlet) => ({
          ...outlet,
          language: data.languageByCode.get(outlet.language_code)?.english_name ?? outlet.language_code,
          source_note: outlet.source_note ?? null,
          logo: sourceLogo(data.logoBySource.get(outlet.id), ctx),
          story_count: storyCount.get(outlet.id) ?? 0,
        })),
        search: data.content.searchTerms.map((term) => ({ ...term, note: term.note ?? null })),
        event_sources: data.content.eventSources.map((source) => ({ ...source })),
      };
    },
  },
  {
    pattern: 'academia.json',
    title: 'Academia',
    description: 'Editor-approved courses, research groups, publications and research projects.',
    returns: 'Academia',
    schema: academiaSchema,
    build: (data, ctx) => ({
      ...envelope(ctx),
      ...Object.fromEntries(ACADEMIA_SECTIONS.map((s) => [s, data.content.academia[s].map((item) => academiaRow(ctx, item))])),
    }),
  },
  ...ACADEMIA_SECTIONS.map((section): DocumentFamily<SiteData, unknown> => ({
    pattern: `academia/${section}.json`,
    title: `Academia: ${section}`,
    description: `The ${section} rows of academia.json.`,
    returns: 'AcademiaSection',
    schema: academiaSectionSchema,
    build: (data, ctx) => ({
      ...envelope(ctx),
      section,
      count: data.content.academia[section].length,
      items: data.content.academia[section].map((item) => academiaRow(ctx, item)),
    }),
  })),
  {
    pattern: 'academia/{id}.json',
    title: 'Academia item',
    description: 'One academia row; ids are listed in academia.json.',
    returns: 'AcademiaItem',
    schema: academiaItemSchema,
    keys: (data) => allAcademia(data).map((item) => item.id),
    build: (data, ctx, id) => ({
      ...envelope(ctx),
      item: academiaRow(
        ctx,
        allAcademia(data).find((item) => item.id === id)!,
      ),
    }),
  },
  {
    pattern: 'orgchart.json',
    title: "Who's who",
    description: "Published who's who: organisations and people, their relations, and regulation per Nordic country.",
    returns: 'OrgChart',
    schema: orgChartSchema,
    build: (data, ctx) => ({
      ...envelope(ctx),
      caveat: ORGCHART_CAVEAT,
      entities: data.content.entities.map((entity) => entityRow(data, ctx, entity.id)),
      relations: data.content.relations.map((relation) => relationRow(data, ctx, relation)),
      regulation: data.content.regulation.map((row) => ({ ...row })),
    }),
  },
  {
    pattern: 'orgchart/relations.json',
    title: "Who's who: relations",
    description: 'Relations between who\u2019s who entries.',
    returns: 'RelationList',
    schema: relationListSchema,
    build: (data, ctx) => ({
      ...envelope(ctx),
      count: data.content.relations.length,
      relations: data.content.relations.map((relation) => relationRow(data, ctx, relation)),
    }),
  },
  {
    pattern: 'orgchart/regulation.json',
    title: "Who's who: regulation",
    description: 'Short regulation status per Nordic country; simplified, not legal advice.',
    returns: 'RegulationList',
    schema: regulationListSchema,
    build: (data, ctx) => ({
      ...envelope(ctx),
      caveat: ORGCHART_CAVEAT,
      count: data.content.regulation.length,
      regulation: data.content.regulation.map((row) => ({ ...row })),
    }),
  },
  {
    pattern: 'orgchart/{id}.json',
    title: "Who's who entry",
    description: 'One who\u2019s who entry with its relations.',
    returns: 'Free-form object',
    schema: entityRowSchema,
    keys: (data) => data.content.entities.map((entity) => entity.id),
    build: (data, ctx, id) => ({
      ...entityRow(data, ctx, id),
      relations: data.content.relations.filter((r) => r.from === id || r.to === id).map((r) => relationRow(data, ctx, r)),
    }),
  },
  {
    pattern: 'orgchart/relations/{id}.json',
    title: "Who's who relation",
    description: 'One relation.',
    returns: 'Relation',
    schema: relationRowSchema,
    keys: (data) => data.content.relations.map((relation) => relation.id),
    build: (data, ctx, id) =>
      relationRow(
        data,
        ctx,
        data.content.relations.find((r) => r.id === id)!,
      ),
  },
  {
    pattern: 'profiles.json',
    title: 'Profiles',
    description: 'Public profile links for people and organisations.',
    returns: 'ProfileList',
    schema: profileListSchema,
    build: (data, ctx) => ({
      ...envelope(ctx),
      count: data.content.profiles.length,
      profiles: data.content.profiles.map((profile) => profileRow(ctx, profile)),
    }),
  },
  {
    pattern: 'profiles/{id}.json',
    title: 'Profile',
    description: 'One profile.',
    returns: 'Free-form object',
    schema: profileRowSchema,
    keys: (data) => data.content.profiles.map((profile) => profile.id),
    build: (data, ctx, id) =>
      profileRow(
        ctx,
        data.content.profiles.find((p) => p.id === id)!,
      ),
  },
  {
    pattern: 'images.json',
    title: 'Images',
    description: 'Logos and pictures used on the site, with licence and credit.',
    returns: 'ImageList',
    schema: imageListSchema,
    build: (data, ctx) => ({
      ...envelope(ctx),
      count: data.content.images.length,
      images: data.content.images.map((image) => ({ ...image, file_url: `${ctx.config.baseUrl}/${image.file}` })),
    }),
  },
  {
    pattern: 'changelog.json',
    title: 'Changelog',
    description: 'Product changes of the site (not news), newest first.',
    returns: 'ChangelogList',
    schema: changelogListSchema,
    build: (data, ctx) => {
      const entries = changelogNewestFirst(data);
      return { ...envelope(ctx), count: entries.length, entries: entries.map((entry) => changelogRow(ctx, entry)) };
    },
  },
  {
    pattern: 'changelog/{id}.json',
    title: 'Changelog entry',
    description: 'One product change.',
    returns: 'Free-form object',
    schema: changelogRowSchema,
    keys: (data) => changelogNewestFirst(data).map((entry) => entry.id),
    build: (data, ctx, id) =>
      changelogRow(
        ctx,
        data.content.changelog.find((e) => e.id === id)!,
      ),
  },
  {
    pattern: 'rules.json',
    title: 'Rules',
    description:
      'How EU crypto rules become national law in five countries; simplified, not legal advice. Omitted while its page is a placeholder.',
    returns: 'Rules',
    schema: rulesSchema,
    published: (data) => data.content.rules.state === 'published',
    build: (data, ctx) => {
      const rules = data.content.rules;
      if (rules.state !== 'published') throw new Error('rules.json is not published while its page is a placeholder');
      const { state: _state, ...body } = rules;
      return { ...envelope(ctx), available: true as const, ...body, note: 'Simplified; not legal advice.' };
    },
  },
];
