import { rulesSchema } from '@/lib/schemas/catalogues';
import { defineFamily } from '../family';
import type { SiteData } from '@/lib/data/site-data';
import { envelope, type BuildContext } from '@/lib/core/context';
import { apiUrl } from '@/lib/urls';

/** Without the `<field>_i18n` maps whose English `<field>` is absent, at every depth. */
export function withSiblingsOnly<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withSiblingsOnly(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => !key.endsWith('_i18n') || record[key.slice(0, -'_i18n'.length)] !== undefined)
      .map(([key, item]) => [key, withSiblingsOnly(item)]),
  ) as T;
}

/** `rules.json` while the rules are published; null while the page is a placeholder (no document). */
export function rulesDocument(data: SiteData, ctx: BuildContext) {
  const rules = data.content.rules;
  if (rules.state !== 'published') return null;
  const { state: _state, countries, ...body } = rules;
  return withSiblingsOnly({
    ...envelope(ctx),
    available: true as const,
    ...body,
    note: 'Simplified; not legal advice.',
    countries: countries.map((country) => ({ ...country, casps_url: apiUrl(ctx.config, `rules/casps/${country.country}.json`) })),
  });
}

/** How EU crypto rules become national law per country; omitted while its page is a placeholder. */
export const rulesFamilies = [
  defineFamily({
    pattern: 'rules.json',
    title: 'Rules',
    description:
      'How EU crypto rules become national law in five countries; simplified, not legal advice. Omitted while its page is a placeholder.',
    returns: 'Rules',
    schema: rulesSchema,
    absentWhen: 'the rules page is a placeholder: rules.json is then not published and answers the JSON 404',
    published: (data) => data.content.rules.state === 'published',
    build: (data, ctx) => {
      const document = rulesDocument(data, ctx);
      if (!document) throw new Error('rules.json is not published while its page is a placeholder');
      return document;
    },
  }),
];
