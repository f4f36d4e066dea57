import { ACADEMIA_SECTIONS, type AcademiaSectionName } from '../schemas';
import type { AcademiaItem } from '../types';
import { baseName, type CheckContext } from './context';

/** Academia: ids are unique across the four sections and never a section name. */
export function checkAcademia(ctx: CheckContext): Record<AcademiaSectionName, AcademiaItem[]> {
  const academia = Object.fromEntries(ACADEMIA_SECTIONS.map((s) => [s, [] as AcademiaItem[]])) as Record<
    AcademiaSectionName,
    AcademiaItem[]
  >;
  for (const { doc, value } of ctx.parseAll('AcademiaSection')) {
    const section = baseName(doc.file) as AcademiaSectionName;
    value.items.forEach((item, i) => {
      if ((ACADEMIA_SECTIONS as readonly string[]).includes(item.id)) {
        ctx.problems.add(doc.file, `items[${i}].id`, `"${item.id}" is reserved (it names a section document)`);
      }
      academia[section].push({ ...item, section });
    });
  }
  ctx.unique(
    Object.values(academia).flat(),
    (item) => item.id,
    (item) => `academia/${item.section}.yaml`,
    'items.id',
  );
  return academia;
}
