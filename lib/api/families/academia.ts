import { copyI18n } from '@/lib/content/fields';
import { ACADEMIA_SECTIONS, type AcademiaSectionName } from '@/lib/content/schemas';
import type { AcademiaItem } from '@/lib/content/types';
import { academiaItemSchema, academiaSchema, academiaSectionSchema } from '@/lib/schemas/catalogues';
import { apiUrl } from '@/lib/urls';
import { defineFamily, keyed } from '../family';
import type { SiteData } from '@/lib/data/site-data';
import { envelope, type BuildContext } from '@/lib/core/context';

/** Editor-approved courses, groups, publications and research: the whole set, each section, each row. */

export function academiaRow(ctx: BuildContext, item: AcademiaItem) {
  return {
    ...item,
    year: item.year ?? null,
    title_i18n: copyI18n(item.title_i18n),
    summary_i18n: copyI18n(item.summary_i18n),
    api_url: apiUrl(ctx.config, `academia/${item.id}.json`),
  };
}

function allAcademia(data: SiteData): AcademiaItem[] {
  return ACADEMIA_SECTIONS.flatMap((section) => data.content.academia[section]);
}

/** `academia.json`: the /academia/ page shows this same document. */
export function academiaDocument(data: SiteData, ctx: BuildContext) {
  const rows = (section: AcademiaSectionName) => data.content.academia[section].map((item) => academiaRow(ctx, item));
  return {
    ...envelope(ctx),
    courses: rows('courses'),
    groups: rows('groups'),
    publications: rows('publications'),
    research: rows('research'),
  };
}

export const academiaFamilies = [
  defineFamily({
    pattern: 'academia.json',
    title: 'Academia',
    description: 'Editor-approved courses, research groups, publications and research projects.',
    returns: 'Academia',
    schema: academiaSchema,
    build: academiaDocument,
  }),
  ...ACADEMIA_SECTIONS.map((section) =>
    defineFamily({
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
    }),
  ),
  defineFamily({
    pattern: 'academia/{id}.json',
    title: 'Academia item',
    description: 'One academia row; ids are listed in academia.json.',
    returns: 'AcademiaItem',
    schema: academiaItemSchema,
    entries: (data) => keyed(allAcademia(data), (item) => item.id),
    build: (_data, ctx, item) => ({ ...envelope(ctx), item: academiaRow(ctx, item) }),
  }),
];
