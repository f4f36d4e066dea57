import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { FAMILIES, buildDocument, resolveDocuments } from '@/lib/api/registry';
import { contextAt, fixtureSiteData } from '../fixtures/site-data';

/**
 * openapi.json is generated from the registry's zod schemas. An independent JSON Schema validator
 * checks every built document against the schema OpenAPI publishes for its path, so the
 * description a client reads and the documents it gets cannot disagree.
 */
const data = fixtureSiteData();
const ctx = contextAt();
const openapi = buildDocument(data, ctx, 'openapi.json') as {
  openapi: string;
  paths: Record<string, { get: { responses: { '200': { content: { 'application/json': { schema: { $ref: string } } } } } } }>;
  components: { schemas: Record<string, Record<string, unknown>> };
};

describe('openapi.json', () => {
  it('is OpenAPI 3.1 with one path per registry family', () => {
    expect(openapi.openapi).toBe('3.1.0');
    expect(Object.keys(openapi.paths)).toEqual(FAMILIES.map((family) => `/api/v1/${family.pattern}`));
  });

  it('describes every built document correctly (checked by ajv, not zod)', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const validators = new Map<string, ReturnType<typeof ajv.compile>>();
    for (const doc of resolveDocuments(data).values()) {
      const ref = openapi.paths[`/api/v1/${doc.family.pattern}`]!.get.responses['200'].content['application/json'].schema.$ref;
      const name = ref.replace('#/components/schemas/', '');
      let validate = validators.get(name);
      if (!validate) {
        const { $schema: _ignored, ...schema } = openapi.components.schemas[name]!;
        validate = ajv.compile(schema);
        validators.set(name, validate);
      }
      const ok = validate(JSON.parse(JSON.stringify(buildDocument(data, ctx, doc.path))));
      expect(ok ? 'valid' : `${doc.path}: ${ajv.errorsText(validate.errors)}`).toBe('valid');
    }
  });

  it('rejects a document that breaks a rule (the check has teeth)', () => {
    const ajv = new Ajv2020({ strict: false });
    const { $schema: _ignored, ...schema } = openapi.components.schemas.NewsItem!;
    const item = JSON.parse(JSON.stringify(buildDocument(data, ctx, 'news/shared-story.json')));
    item.coverage.by_source_type.pop();
    expect(ajv.validate(schema, item)).toBe(false);
    item.coverage.by_source_type = [];
    delete item.api_url;
    expect(ajv.validate(schema, item)).toBe(false);
  });
});
