// Types for extra-keys.mjs (plain JavaScript: the content build runs under node without tsx).

/** A field definition of contentlayer2's core schema, as far as the check reads it. */
export interface CoreFieldDef {
  readonly name?: string;
  readonly type: string;
  readonly typeDef?: { readonly fieldDefs: readonly CoreFieldDef[] };
  readonly nestedTypeName?: string;
  readonly of?: CoreFieldDef;
}

export function extraNestedKeys(
  fieldDefs: readonly CoreFieldDef[],
  fields: Readonly<Record<string, unknown>>,
  nestedTypeDefMap: Readonly<Record<string, { readonly fieldDefs: readonly CoreFieldDef[] }>>,
  at?: string,
): Array<[string, unknown]>;
