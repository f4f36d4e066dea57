import type { Entity, Relation } from '@/lib/content/types';
import { entityRowSchema, orgChartSchema, regulationListSchema, relationListSchema, relationRowSchema } from '@/lib/schemas/catalogues';
import { apiUrl } from '@/lib/urls';
import { defineFamily, keyed, listAndItem } from '../family';
import type { SiteData } from '@/lib/data/site-data';
import { envelope, type BuildContext } from '@/lib/core/context';

/** The who's who: organisations and people, their relations, and regulation per Nordic country. */

export const ORGCHART_CAVEAT =
  'Simplified overview compiled by the editorial team from public sources; not legal advice and not a complete register.';

export function entityRow(ctx: BuildContext, entity: Entity) {
  return { ...entity, caveat: entity.caveat ?? null, api_url: apiUrl(ctx.config, `orgchart/${entity.id}.json`) };
}

export function relationRow(data: SiteData, ctx: BuildContext, relation: Relation) {
  const name = (id: string) => data.entityById.get(id)?.name ?? id;
  return {
    ...relation,
    from_name: name(relation.from),
    to_name: name(relation.to),
    api_url: apiUrl(ctx.config, `orgchart/relations/${relation.id}.json`),
  };
}

/** The relations an entity takes part in, either end. */
export function relationsOf(data: SiteData, id: string): Relation[] {
  return data.content.relations.filter((r) => r.from === id || r.to === id);
}

/** `orgchart.json`: the /orgchart/ page shows this same document. */
export function orgChartDocument(data: SiteData, ctx: BuildContext) {
  return {
    ...envelope(ctx),
    caveat: ORGCHART_CAVEAT,
    entities: data.content.entities.map((entity) => entityRow(ctx, entity)),
    relations: data.content.relations.map((relation) => relationRow(data, ctx, relation)),
    regulation: data.content.regulation.map((row) => ({ ...row })),
  };
}

/** `orgchart/{id}.json`: one entry with its relations, also the view of its page /orgchart/<id>/. */
export function entityDocument(data: SiteData, ctx: BuildContext, entity: Entity) {
  return {
    ...entityRow(ctx, entity),
    relations: relationsOf(data, entity.id).map((r) => relationRow(data, ctx, r)),
  };
}

const [relationList, relationItem] = listAndItem({
  records: (data) => data.content.relations,
  keyOf: (relation) => relation.id,
  row: relationRow,
  list: {
    pattern: 'orgchart/relations.json',
    title: "Who's who: relations",
    description: 'Relations between who\u2019s who entries.',
    returns: 'RelationList',
    schema: relationListSchema,
    build: (_data, ctx, relations) => ({ ...envelope(ctx), count: relations.length, relations }),
  },
  item: {
    pattern: 'orgchart/relations/{id}.json',
    title: "Who's who relation",
    description: 'One relation.',
    returns: 'Relation',
    schema: relationRowSchema,
    build: (_data, _ctx, _relation, row) => row,
  },
});

export const orgchartFamilies = [
  defineFamily({
    pattern: 'orgchart.json',
    title: "Who's who",
    description: "Published who's who: organisations and people, their relations, and regulation per Nordic country.",
    returns: 'OrgChart',
    schema: orgChartSchema,
    build: orgChartDocument,
  }),
  relationList,
  defineFamily({
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
  }),
  defineFamily({
    pattern: 'orgchart/{id}.json',
    title: "Who's who entry",
    description: 'One who\u2019s who entry with its relations.',
    returns: 'OrgChartEntry',
    schema: entityRowSchema,
    entries: (data) => keyed(data.content.entities, (entity) => entity.id),
    build: entityDocument,
  }),
  relationItem,
];
