import { toJSONSchema, type z } from 'zod';
import type { SiteData } from '@/lib/data/site-data';
import type { BuildContext } from '@/lib/core/context';

/** One family of documents: a path pattern, its records, a builder typed against its zod schema so the two cannot drift. */
export interface FamilySpec<D, S extends z.ZodType, R> {
  readonly pattern: string;
  /** Short title for discovery and the human API page. */
  readonly title: string;
  /** What the document returns, one sentence. */
  readonly description: string;
  /** Name of the spec resource (`NewsList`, `MarketCatalogue` …), also its OpenAPI component name, so an identifier. */
  readonly returns: string;
  readonly schema: S;
  /** Why the document may be missing (answered with the JSON 404), when it may; rules.json. */
  readonly absentWhen?: string;
  /** Keyed families: every placeholder value with the record it names. Omitted for a fixed path. */
  readonly entries?: (data: D) => Iterable<readonly [key: string, record: R]>;
  /** Whether a fixed document is published at all (rules.json while a placeholder: no). */
  readonly published?: (data: D) => boolean;
  readonly build: (data: D, ctx: BuildContext, record: R, key: string) => z.input<S>;
}

/** A family with its record type erased: what the registry, discovery and OpenAPI hold. */
export interface Family<D = SiteData> {
  readonly pattern: string;
  readonly title: string;
  readonly description: string;
  readonly returns: string;
  readonly schema: z.ZodType;
  /** Free-form documents: extra properties allowed; read from the schema itself. */
  readonly freeForm: boolean;
  readonly absentWhen?: string;
  readonly keyed: boolean;
  readonly entries: (data: D) => Iterable<readonly [string, unknown]>;
  readonly build: (data: D, ctx: BuildContext, record: unknown, key: string) => unknown;
}

/** Whether a document schema lets extra properties through (zod's looseObject): a free-form document. */
export function allowsExtraProperties(schema: z.ZodType): boolean {
  const json = toJSONSchema(schema, { unrepresentable: 'any' });
  return json.type === 'object' && json.additionalProperties !== false;
}

const FIXED: ReadonlyArray<readonly [string, undefined]> = [['', undefined]];

export function defineFamily<S extends z.ZodType, R = undefined, D = SiteData>(spec: FamilySpec<D, S, R>): Family<D> {
  const { entries, published, build } = spec;
  return {
    pattern: spec.pattern,
    title: spec.title,
    description: spec.description,
    returns: spec.returns,
    schema: spec.schema,
    freeForm: allowsExtraProperties(spec.schema),
    ...(spec.absentWhen ? { absentWhen: spec.absentWhen } : {}),
    keyed: entries !== undefined,
    entries: entries ?? ((data) => (published && !published(data) ? [] : FIXED)),
    // The record handed back is the one `entries` yielded for this key (the registry keeps them paired).
    build: (data, ctx, record, key) => build(data, ctx, record as R, key),
  };
}

/** The one `{placeholder}` a family pattern may have. */
export const PLACEHOLDER = /\{[a-z]+\}/;

/** The document path of `key` in a family (the fixed path when the key is empty). */
export function concretePath(family: Pick<Family<never>, 'pattern'>, key: string): string {
  return key === '' ? family.pattern : family.pattern.replace(PLACEHOLDER, key);
}

/** `[key, record]` pairs from records and how to name each one. */
export function keyed<R>(records: readonly R[], keyOf: (record: R) => string): Array<readonly [string, R]> {
  return records.map((record) => [keyOf(record), record] as const);
}

/** Placeholder values that are their own record (country codes, exchange ids). */
export function selfKeyed<K extends string>(keys: readonly K[]): Array<readonly [string, K]> {
  return keys.map((key) => [key, key] as const);
}

interface DocumentText {
  readonly pattern: string;
  readonly title: string;
  readonly description: string;
  readonly returns: string;
}

/** A list document (`profiles.json`) and one document per record from one factory, so they agree on order, ids and rows. */
export function listAndItem<R, Row, SL extends z.ZodType, SI extends z.ZodType>(spec: {
  readonly records: (data: SiteData) => readonly R[];
  readonly keyOf: (record: R) => string;
  readonly row: (data: SiteData, ctx: BuildContext, record: R) => Row;
  readonly list: DocumentText & {
    readonly schema: SL;
    readonly build: (data: SiteData, ctx: BuildContext, rows: Row[], records: readonly R[]) => z.input<SL>;
  };
  readonly item: DocumentText & {
    readonly schema: SI;
    readonly build: (data: SiteData, ctx: BuildContext, record: R, row: Row) => z.input<SI>;
  };
}): [Family, Family] {
  const { records, keyOf, row, list, item } = spec;
  return [
    defineFamily({
      ...list,
      build: (data, ctx) => {
        const all = records(data);
        return list.build(
          data,
          ctx,
          all.map((record) => row(data, ctx, record)),
          all,
        );
      },
    }),
    defineFamily({
      ...item,
      entries: (data) => keyed(records(data), keyOf),
      build: (data, ctx, record: R) => item.build(data, ctx, record, row(data, ctx, record)),
    }),
  ];
}
