// contentlayer2 0.5.8 checks a document's own keys against its fields but not the keys of an object
// inside it (validateDocumentData.js: "TODO also check for extra fields"), and its mapping keeps only
// the declared ones: a misspelt key inside an object would vanish before the zod check saw it.

/** Each undeclared key inside the document's objects, as `[path, value]` (`outlets[0].intake.feeed`). */
export function extraNestedKeys(fieldDefs, fields, nestedTypeDefMap, at = '') {
  const nestedFields = (def) =>
    def.type === 'nested_unnamed' ? def.typeDef.fieldDefs : def.type === 'nested' ? nestedTypeDefMap[def.nestedTypeName].fieldDefs : undefined;
  const extras = [];
  for (const def of fieldDefs) {
    const value = fields[def.name];
    const path = at ? `${at}.${def.name}` : def.name;
    const own = nestedFields(def);
    if (own) extras.push(...extraKeys(own, value, path, nestedTypeDefMap));
    const items = def.type === 'list' ? nestedFields(def.of) : undefined;
    if (items && Array.isArray(value)) value.forEach((item, i) => extras.push(...extraKeys(items, item, `${path}[${i}]`, nestedTypeDefMap)));
  }
  return extras;
}

function extraKeys(fieldDefs, value, path, nestedTypeDefMap) {
  // Not an object: contentlayer2's own checks name the field as incompatible.
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const declared = new Set(fieldDefs.map((def) => def.name));
  const extras = Object.keys(value)
    .filter((key) => !declared.has(key))
    .map((key) => [`${path}.${key}`, value[key]]);
  return [...extras, ...extraNestedKeys(fieldDefs, value, nestedTypeDefMap, path)];
}
