import { z } from 'zod';
import { NAMED_PARTS } from '@/lib/schemas/components';
import { apiUrl } from '@/lib/urls';
import type { Family } from './family';
import { API_EXPOSE_HEADERS, API_METHODS, DISCOVERY_PATH } from './http';
import type { BuildContext } from '@/lib/core/context';

export const openApiSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
  components: z.looseObject({ schemas: z.record(z.string(), z.unknown()) }),
});

export const DATA_LICENSE = {
  name: 'Creative Commons Attribution 4.0 International',
  identifier: 'CC-BY-4.0',
} as const;

/** Where a client finds the description of a component (discovery's `schema_url`). */
export function componentRef(name: string): string {
  return `#/components/schemas/${name}`;
}

export function schemaUrl(ctx: BuildContext, name: string): string {
  return `${apiUrl(ctx.config, 'openapi.json')}${componentRef(name)}`;
}

/** What discovery and the API page say a family returns: its schema, and whether it is free-form. */
export function returnsText(family: Pick<Family, 'returns' | 'freeForm'>): string {
  return family.freeForm ? `${family.returns}, free-form (extra properties allowed)` : family.returns;
}

/** Every schema under its one name; zod writes each once and refers to it, so clients read the spec's names in OpenAPI. */
function componentSchemas(families: readonly Family[]): Record<string, unknown> {
  const registry = z.registry<{ id: string }>();
  const byName = new Map<string, z.ZodType>();
  const add = (name: string, schema: z.ZodType) => {
    const known = byName.get(name);
    if (known === schema) return;
    if (known) throw new Error(`OpenAPI: two different schemas are named ${name}`);
    if (registry.has(schema)) throw new Error(`OpenAPI: the schema of ${name} is already named ${registry.get(schema)?.id}`);
    byName.set(name, schema);
    registry.add(schema, { id: name });
  };
  for (const [name, schema] of NAMED_PARTS) add(name, schema);
  for (const family of families) add(family.returns, family.schema);
  const { schemas } = z.toJSONSchema(registry, { uri: componentRef, unrepresentable: 'any' });
  // Each component is part of one OpenAPI document, not a JSON Schema document of its own.
  return Object.fromEntries(Object.entries(schemas).map(([name, { $schema: _schema, $id: _id, ...schema }]) => [name, schema]));
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': { $ref: '#/components/headers/AccessControlAllowOrigin' },
  'Access-Control-Expose-Headers': { $ref: '#/components/headers/AccessControlExposeHeaders' },
};

function responses(family: Family) {
  const notFound = family.absentWhen
    ? {
        description: `No document at this path. This document is absent while ${family.absentWhen}.`,
        headers: CORS_HEADERS,
        content: { 'application/json': { schema: { $ref: componentRef('Error') } } },
      }
    : { $ref: '#/components/responses/NotFound' };
  return {
    '200': {
      description: returnsText(family),
      headers: {
        ...CORS_HEADERS,
        ETag: { $ref: '#/components/headers/ETag' },
        'Cache-Control': { $ref: '#/components/headers/CacheControl' },
      },
      content: { 'application/json': { schema: { $ref: componentRef(family.returns) } } },
    },
    '304': { $ref: '#/components/responses/NotModified' },
    '404': notFound,
    '405': { $ref: '#/components/responses/MethodNotAllowed' },
  };
}

function operationId(pattern: string): string {
  const words = pattern
    .replace(/\.json$/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
}

/** The parts every operation shares: headers, responses and the conditional-request parameter. */
const SHARED = {
  headers: {
    AccessControlAllowOrigin: {
      description: 'Every answer may be read by a browser on any site.',
      schema: { type: 'string', const: '*' },
    },
    AccessControlExposeHeaders: {
      description: 'Lets a browser script on another site read the ETag.',
      schema: { type: 'string', const: API_EXPOSE_HEADERS },
    },
    ETag: {
      description: 'Identifies this version of the document; send it back in If-None-Match.',
      schema: { type: 'string' },
    },
    CacheControl: { description: 'How long a cache may keep the document.', schema: { type: 'string' } },
    Allow: { description: 'The methods the read-only API answers.', schema: { type: 'string', const: API_METHODS } },
  },
  parameters: {
    IfNoneMatch: {
      name: 'If-None-Match',
      in: 'header',
      required: false,
      description: 'An ETag from an earlier answer: when the document is unchanged the answer is 304 with no body.',
      schema: { type: 'string' },
    },
  },
  responses: {
    NotModified: {
      description: 'Not modified: If-None-Match named the current ETag. No body.',
      headers: { ...CORS_HEADERS, ETag: { $ref: '#/components/headers/ETag' } },
    },
    NotFound: {
      description: `No document at this path. Every document is listed in ${DISCOVERY_PATH}.`,
      headers: CORS_HEADERS,
      content: { 'application/json': { schema: { $ref: componentRef('Error') } } },
    },
    MethodNotAllowed: {
      description: `The API is read-only: ${API_METHODS} only.`,
      headers: { ...CORS_HEADERS, Allow: { $ref: '#/components/headers/Allow' } },
      content: { 'application/json': { schema: { $ref: componentRef('Error') } } },
    },
  },
};

/** OpenAPI 3.1 from the registry, each response schema converted from the zod schema the contract test uses, so they agree. */
export function buildOpenApi(families: readonly Family[], ctx: BuildContext) {
  const paths: Record<string, unknown> = {};
  for (const family of families) {
    const placeholder = /\{([a-z]+)\}/.exec(family.pattern)?.[1];
    paths[`/api/v1/${family.pattern}`] = {
      get: {
        summary: family.title,
        description: family.description,
        operationId: operationId(family.pattern),
        parameters: [
          ...(placeholder ? [{ name: placeholder, in: 'path', required: true, schema: { type: 'string' } }] : []),
          { $ref: '#/components/parameters/IfNoneMatch' },
        ],
        responses: responses(family),
      },
    };
  }
  return {
    openapi: '3.1.0' as const,
    info: {
      title: `${ctx.config.siteName} JSON API`,
      version: '1',
      description:
        'Read-only, unauthenticated JSON documents. Market data is not investment advice. ' +
        'Prices are the exchanges\u2019 published figures, headlines are the outlets\u2019, and each image carries its own licence in images.json.',
      license: { ...DATA_LICENSE },
    },
    servers: [{ url: ctx.config.baseUrl }, { url: ctx.config.pagesUrl }],
    // No key, token or cookie is needed for any document.
    security: [],
    paths,
    components: { schemas: componentSchemas(families), ...SHARED },
  };
}
