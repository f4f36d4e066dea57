import { z } from 'zod';

/** contentlayer2's field list for a content kind, read off its zod schema, so a field is declared once. */
export type ScalarField =
  | { readonly type: 'string' }
  | { readonly type: 'number' }
  | { readonly type: 'boolean' }
  | { readonly type: 'enum'; readonly options: readonly string[] };

/** What contentlayer2 cannot type; `description` (contentlayer's own, shown in its generated types) says why. */
export interface JsonField {
  readonly type: 'json';
  readonly description: string;
}

/**
 * An object, as contentlayer2's unnamed nested type (no name to keep unique across kinds). Its
 * `def` is a function because contentlayer2 reads it so.
 */
export interface NestedType {
  readonly type: 'nested';
  readonly def: () => { readonly fields: Record<string, ContentlayerField> };
}

export interface NestedField {
  readonly type: 'nested';
  readonly of: NestedType;
}

type ItemField = ScalarField | JsonField | NestedField;

/** A list's reason for `json` items sits on the list: contentlayer2 reads no description on an item. */
type ListField =
  | { readonly type: 'list'; readonly of: ScalarField | NestedType }
  | { readonly type: 'list'; readonly of: { readonly type: 'json' }; readonly description: string };

export type ContentlayerField = (ItemField | ListField) & { readonly required: boolean };

// contentlayer2 0.5.8 drops an object's undeclared keys (validateDocumentData.js: "TODO also check
// for extra fields"); the content build names them instead (pipeline/content/extra-keys.mjs).
export const JSON_REASONS = {
  map: 'a map whose keys are data, not a fixed set (languages by country code)',
  union: 'a union of different types (a flag or a text, a text or a machine translation)',
} as const;

const json = (description: string): JsonField => ({ type: 'json', description });

interface Unwrapped {
  readonly schema: z.ZodType;
  readonly optional: boolean;
  readonly nullable: boolean;
}

/** The value's own schema under optional / default / nullable wrappers and checks-after-parsing. */
function unwrap(schema: z.ZodType): Unwrapped {
  let current = schema;
  let optional = false;
  let nullable = false;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodDefault) optional = true;
    else if (current instanceof z.ZodNullable) nullable = true;
    else if (current instanceof z.ZodPipe) {
      current = current.in as z.ZodType;
      continue;
    } else return { schema: current, optional, nullable };
    current = current.unwrap() as z.ZodType;
  }
}

function literal(schema: z.ZodLiteral): ScalarField | undefined {
  const values = [...schema.values];
  if (values.every((value) => typeof value === 'string')) return { type: 'enum', options: values };
  if (values.every((value) => typeof value === 'boolean')) return { type: 'boolean' };
  if (values.every((value) => typeof value === 'number')) return { type: 'number' };
  return undefined;
}

/** A union's members as one type, when they share it (two string formats, or string literals). */
function union(schema: z.ZodUnion): ItemField {
  const members = (schema.options as z.ZodType[]).filter((option) => !(option instanceof z.ZodNull)).map((option) => item(unwrap(option).schema));
  const [first] = members;
  if (first?.type === 'enum' && members.every((member) => member.type === 'enum')) {
    return { type: 'enum', options: [...new Set(members.flatMap((member) => (member.type === 'enum' ? member.options : [])))] };
  }
  if (first && first.type !== 'json' && first.type !== 'nested' && members.every((member) => member.type === first.type)) return first;
  return json(JSON_REASONS.union);
}

const nested = (fields: Record<string, ContentlayerField>): NestedType => ({ type: 'nested', def: () => ({ fields }) });

/** A map whose keys are a fixed set (`_i18n` by language) is an object with every key optional. */
function record(schema: z.ZodRecord): ItemField {
  if (!(schema.keyType instanceof z.ZodEnum)) return json(JSON_REASONS.map);
  const value = contentlayerField(schema.valueType as z.ZodType);
  const fields = Object.fromEntries(schema.keyType.options.map((key) => [String(key), { ...value, required: false }]));
  return { type: 'nested', of: nested(fields) };
}

function item(schema: z.ZodType): ItemField {
  if (schema instanceof z.ZodString || schema instanceof z.ZodURL) return { type: 'string' };
  if (schema instanceof z.ZodNumber) return { type: 'number' };
  if (schema instanceof z.ZodBoolean) return { type: 'boolean' };
  if (schema instanceof z.ZodEnum) return { type: 'enum', options: schema.options.map(String) };
  if (schema instanceof z.ZodLiteral) return literal(schema) ?? json(JSON_REASONS.union);
  if (schema instanceof z.ZodUnion) return union(schema);
  if (schema instanceof z.ZodRecord) return record(schema);
  if (schema instanceof z.ZodObject) return { type: 'nested', of: nested(contentlayerFields(schema)) };
  throw new Error(`contentlayerField: no contentlayer type for a zod ${schema.def.type}; add a rule here`);
}

/**
 * One field of an object schema. A nullable field is optional with its own type: contentlayer2 has no
 * null, and passes a null in an optional field through unchecked and unchanged.
 */
export function contentlayerField(schema: z.ZodType): ContentlayerField {
  const { schema: inner, optional, nullable } = unwrap(schema);
  const required = !optional && !nullable;
  if (inner instanceof z.ZodArray) {
    const element = unwrap(inner.element as z.ZodType);
    // contentlayer2 has no optional list items, and a null item fails its check of the item's type.
    const of = element.optional || element.nullable ? json(JSON_REASONS.union) : item(element.schema);
    if (of.type === 'json') return { type: 'list', of: { type: 'json' }, description: of.description, required };
    return { type: 'list', of: of.type === 'nested' ? of.of : of, required };
  }
  return { ...item(inner), required };
}

/** A field as plain data, nested fields spelt out: what two states of a union are compared by. */
export function fieldShape(field: ContentlayerField | NestedType | ScalarField): unknown {
  return JSON.parse(JSON.stringify(field, (_key, value: unknown) => (typeof value === 'function' ? (value as () => unknown)() : value)));
}

function sameType(a: ContentlayerField, b: ContentlayerField): boolean {
  return JSON.stringify(fieldShape({ ...a, required: true })) === JSON.stringify(fieldShape({ ...b, required: true }));
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
        return [name, present.every((def) => sameType(def, first)) ? { ...first, required } : { ...json(JSON_REASONS.union), required }];
      }),
    );
  }
  throw new Error('content schemas must be objects or discriminated unions of objects');
}
