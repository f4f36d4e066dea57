import type { CheckContext } from './context';

/** Who's who: entities, the relations between them, regulation per country and people's profiles. */
export function checkOrgchart(ctx: CheckContext) {
  const entitiesDoc = ctx.single('Entities');
  const entities = entitiesDoc?.value.entities ?? [];
  const entityIds = new Set(entities.map((e) => e.id));
  if (entitiesDoc) {
    ctx.unique(entities, (e) => e.id, () => entitiesDoc.doc.file, 'entities.id');
    entities.forEach((entity, i) => {
      if (entity.id === 'relations' || entity.id === 'regulation') {
        ctx.problems.add(entitiesDoc.doc.file, `entities[${i}].id`, `"${entity.id}" is reserved (it names a fixed document)`);
      }
    });
  }
  const relationsDoc = ctx.single('Relations');
  const relations = relationsDoc?.value.relations ?? [];
  if (relationsDoc) {
    ctx.unique(relations, (r) => r.id, () => relationsDoc.doc.file, 'relations.id');
    relations.forEach((relation, i) => {
      for (const end of ['from', 'to'] as const) {
        if (!entityIds.has(relation[end])) {
          ctx.problems.add(relationsDoc.doc.file, `relations[${i}].${end}`, `unknown entity id "${relation[end]}"`);
        }
      }
    });
  }
  const regulationDoc = ctx.single('Regulation');
  const regulation = regulationDoc?.value.regulation ?? [];
  if (regulationDoc) ctx.unique(regulation, (r) => r.country, () => regulationDoc.doc.file, 'regulation.country');

  const profilesDoc = ctx.single('Profiles');
  const profiles = profilesDoc?.value.profiles ?? [];
  if (profilesDoc) {
    ctx.unique(profiles, (p) => p.id, () => profilesDoc.doc.file, 'profiles.id');
    profiles.forEach((profile, i) => {
      if (profile.entity && !entityIds.has(profile.entity)) {
        ctx.problems.add(profilesDoc.doc.file, `profiles[${i}].entity`, `unknown entity id "${profile.entity}"`);
      }
    });
  }
  return { entities, relations, regulation, profiles };
}
