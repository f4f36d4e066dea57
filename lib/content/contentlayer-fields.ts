import { z } from 'zod';

/** contentlayer2's field list for a content kind, read off its zod schema, so a field is declared once. */
export type ScalarField =
  | { readonly type: 'string' }
  | { readonly type: 'number' }
  | { readonly type: 'boolean' }
  | { readonly type: 'json' }
  | { readonly type: 'enum'; readonly options: readonly string[] };

export type ContentlayerField = (ScalarField | { readonly type: 'list'; readonly of: ScalarField }) & { readonly required: boolean };

interface Unwrapped {
  readonly schema: z.ZodType;
  readonly optional: boolean;
  readonly nullable: boolean;
}

/** The value's own schema under optional / default / nullable wrappers. */
function unwrap(schema: z.ZodType): Unwrapped {
  let current = schema;
  let optional = false;
  let nullable = false;
  for (;;) {
    if (current instanceof z.ZodOptional) optional = true;
    else if (current instanceof z.ZodDefault) optional = true;
    else if (current instanceof z.ZodNullable) nullable = true;
    else return { schema: current, optional, nullable };
    current = current.unwrap() as z.ZodType;
  }
}

function scalar(schema: z.ZodType): ScalarField {
  if (schema instanceof z.ZodString || schema instanceof z.ZodURL) return { type: 'string' };
  if (schema instanceof z.ZodNumber) return { type: 'number' };
  if (schema instanceof z.ZodBoolean) return { type: 'boolean' };
  if (schema instanceof z.ZodEnum) return { type: 'enum', options: schema.options.map(String) };
  if (schema instanceof z.ZodLiteral && schema.values.size === 1) {
    const [value] = [...schema.values];
    if (typeof value === 'string') return { type: 'enum', options: [value] };
  }
  return { type: 'json' };
}

/** One field of an object schema. */
export function contentlayerField(schema: z.ZodType): ContentlayerField {
  const { schema: inner, optional, nullable } = unwrap(schema);
  const required = !optional && !nullable;
  if (nullable) return { type: 'json', required };
  if (inner instanceof z.ZodArray) {
    const item = unwrap(inner.element as z.ZodType);
    const of = item.optional || item.nullable ? ({ type: 'json' } as const) : scalar(item.schema);
    return { type: 'list', of, required };
  }
  return { ...scalar(inner), required };
}

function sameType(a: ContentlayerField, b: ContentlayerField): boolean {
  return JSON.stringify({ ...a, required: true }) === JSON.stringify({ ...b, required: true });
}

export function contentlayerFields(schema: z.ZodType): Record<string, ContentlayerField> {
  if (schema instanceof z.ZodObject) {
    return Object.fromEntries(Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => [name, contentlayerField(field)]));
  }
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const options = (schema.options as z.ZodType[]).map(contentlayerFields);
    const names = [...new Set(options.flatMap((fields) => Object.keys(fields)))];
    return Object.fromEntries(
      names.map((name) => {
        const defs = options.map((fields) => fields[name]);
        const present = defs.filter((def): def is ContentlayerField => def !== undefined);
        const required = defs.every((def) => def?.required === true);
        const first = present[0]!;
        if (first.type === 'enum' && present.every((def) => def.type === 'enum')) {
          const values = [...new Set(present.flatMap((def) => (def.type === 'enum' ? def.options : [])))];
          return [name, { type: 'enum', options: values, required }];
        }
        return [name, present.every((def) => sameType(def, first)) ? { ...first, required } : { type: 'json', required }];
      }),
    );
  }
  throw new Error('content schemas must be objects or discriminated unions of objects');
}
