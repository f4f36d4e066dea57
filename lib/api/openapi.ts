import { z } from 'zod';
import type { Family } from './family';
import type { BuildContext } from './types';

export const openApiSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
  components: z.looseObject({ schemas: z.record(z.string(), z.unknown()) }),
});

function componentName(title: string): string {
  return title
    .replace(/[^A-Za-z0-9]+(.)?/g, (_m, next: string | undefined) => (next ?? '').toUpperCase())
    .replace(/^./, (c) => c.toUpperCase());
}

/**
 * OpenAPI 3.1 from the registry: one path per family, its response schema converted from the
 * very zod schema the contract test validates documents against, so the two cannot disagree.
 */
export function buildOpenApi(families: readonly Family[], ctx: BuildContext) {
  const names = new Map<z.ZodType, string>();
  const schemas: Record<string, unknown> = {};
  const paths: Record<string, unknown> = {};
  for (const family of families) {
    let name = names.get(family.schema);
    if (!name) {
      name = componentName(family.title);
      names.set(family.schema, name);
      schemas[name] = family.pattern === 'openapi.json' ? { type: 'object' } : z.toJSONSchema(family.schema, { unrepresentable: 'any' });
    }
    const placeholder = /\{([a-z]+)\}/.exec(family.pattern)?.[1];
    paths[`/api/v1/${family.pattern}`] = {
      get: {
        summary: family.title,
        description: family.description,
        operationId: componentName(family.pattern.replace('.json', '')).replace(/^./, (c) => c.toLowerCase()),
        ...(placeholder ? { parameters: [{ name: placeholder, in: 'path', required: true, schema: { type: 'string' } }] } : {}),
        responses: {
          '200': {
            description: family.returns,
            headers: { 'Access-Control-Allow-Origin': { schema: { type: 'string', const: '*' } } },
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0' as const,
    info: {
      title: `${ctx.config.siteName} JSON API`,
      version: '1',
      description: 'Read-only, unauthenticated JSON documents. Market data is not investment advice.',
    },
    servers: [{ url: ctx.config.baseUrl }, { url: ctx.config.pagesUrl }],
    paths,
    components: { schemas },
  };
}
