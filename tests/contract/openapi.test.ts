import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { methodNotAllowed, notFound, notFoundAt } from '@/lib/http/api-answer';
import { FAMILIES, buildDocument, resolveDocuments } from '@/lib/api/registry';
import { contextAt, fixtureSiteData } from '../fixtures/site-data';
import { fixtureMarketSiteData } from '../fixtures/market-site-data';
import { buildMovesDocument } from '@/lib/markets/moves';

/**
 * openapi.json is generated from the registry's zod schemas. An independent JSON Schema validator
 * (ajv, with the formats OpenAPI names) checks every built document against the schema OpenAPI
 * publishes for its path, following its `$ref`s, so the description a client reads and the
 * documents it gets cannot disagree.
 */
type Operation = {
  parameters: Array<{ $ref?: string; name?: string; in?: string }>;
  responses: Record<string, { $ref?: string; content?: { 'application/json': { schema: { $ref: string } } }; description?: string }>;
};
type OpenApi = {
  openapi: string;
  info: { license?: { name: string; identifier?: string } };
  security: unknown[];
  paths: Record<string, { get: Operation }>;
  components: { schemas: Record<string, Record<string, unknown>>; responses: Record<string, Operation['responses'][string]> };
};

const ctx = contextAt();
const openapi = buildDocument(fixtureSiteData(), ctx, 'openapi.json') as OpenApi;

function validatorFor(document: OpenApi) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // The whole OpenAPI document is one schema resource, so `#/components/schemas/X` resolves in it.
  ajv.addSchema(JSON.parse(JSON.stringify(document)), 'openapi.json');
  return (name: string) => {
    const validate = ajv.getSchema(`openapi.json#/components/schemas/${name}`);
    if (!validate) throw new Error(`no component ${name}`);
    return (value: unknown) => (validate(value) ? 'valid' : ajv.errorsText(validate.errors));
  };
}
const schemaNamed = validatorFor(openapi);

function successRef(pattern: string): string {
  return openapi.paths[`/api/v1/${pattern}`]!.get.responses['200']!.content!['application/json'].schema.$ref;
}

describe('openapi.json', () => {
  it('is OpenAPI 3.1 with one path per registry family, the data licence and no security requirement', () => {
    expect(openapi.openapi).toBe('3.1.0');
    expect(Object.keys(openapi.paths)).toEqual(FAMILIES.map((family) => `/api/v1/${family.pattern}`));
    expect(openapi.security).toEqual([]);
    expect(openapi.info.license?.identifier).toBe('CC-BY-4.0');
  });

  it('names each success schema after the registry `returns`, the spec resource name', () => {
    for (const family of FAMILIES) expect(successRef(family.pattern)).toBe(`#/components/schemas/${family.returns}`);
    // Academia's sections share one schema under one name, not the first section's.
    expect(successRef('academia/groups.json')).toBe('#/components/schemas/AcademiaSection');
    expect(Object.keys(openapi.components.schemas)).not.toContain('AcademiaCourses');
  });

  it('documents 200, 304, 404 and 405 on every operation, and If-None-Match', () => {
    for (const [path, item] of Object.entries(openapi.paths)) {
      expect(Object.keys(item.get.responses), path).toEqual(['200', '304', '404', '405']);
      expect(item.get.parameters.map((p) => p.$ref ?? p.name)).toContain('#/components/parameters/IfNoneMatch');
    }
  });

  it('says that rules.json answers 404 while its page is a placeholder', () => {
    const rules = openapi.paths['/api/v1/rules.json']!.get.responses['404']!;
    expect(rules.description).toMatch(/placeholder/);
    expect(rules.content!['application/json'].schema.$ref).toBe('#/components/schemas/Error');
  });

  it('uses only formats JSON Schema defines (no made-up ones such as "starts_with")', () => {
    const formats = new Set([...JSON.stringify(openapi).matchAll(/"format":"([^"]+)"/g)].map((match) => match[1]));
    expect([...formats].filter((format) => !['date-time', 'date', 'uri', 'email', 'uuid'].includes(format!))).toEqual([]);
  });

  it('describes the JSON 404 and 405 bodies the API sends (Error)', async () => {
    for (const response of [notFound('nope.json'), notFoundAt('/api/v1//x.json'), methodNotAllowed('POST', 'news.json')]) {
      const body: unknown = await response.json();
      expect(schemaNamed('Error')(body)).toBe('valid');
      expect(body).toMatchObject({ index: '/api/v1/index.json' });
    }
    expect(schemaNamed('Error')({ error: 'not_found', message: 'x', path: '/elsewhere' })).not.toBe('valid');
  });

  it('describes every built document correctly (checked by ajv, not zod), market documents included', () => {
    const checked = new Set<string>();
    for (const data of [fixtureSiteData(), fixtureMarketSiteData()]) {
      for (const doc of resolveDocuments(data).values()) {
        const name = successRef(doc.family.pattern).replace('#/components/schemas/', '');
        const built: unknown = JSON.parse(JSON.stringify(buildDocument(data, ctx, doc.path)));
        expect(`${doc.path}: ${schemaNamed(name)(built)}`).toBe(`${doc.path}: valid`);
        checked.add(doc.family.pattern);
      }
    }
    // Every family but rules.json (a placeholder in the fixture) had a document to check.
    expect(FAMILIES.map((f) => f.pattern).filter((p) => !checked.has(p))).toEqual(['rules.json']);
  });

  it('rejects a document that breaks a rule (the check has teeth)', () => {
    const item = JSON.parse(JSON.stringify(buildDocument(fixtureSiteData(), ctx, 'news/shared-story.json')));
    item.coverage.by_source_type.pop();
    expect(schemaNamed('NewsItem')(item)).not.toBe('valid');
    item.coverage.by_source_type = [];
    delete item.api_url;
    expect(schemaNamed('NewsItem')(item)).not.toBe('valid');
    const list = JSON.parse(JSON.stringify(buildDocument(fixtureSiteData(), ctx, 'news.json')));
    // A nested part, reached through its $ref: a NewsOutlet without its url.
    delete list.items[0].primary_source.url;
    expect(schemaNamed('NewsList')(list)).not.toBe('valid');
  });

  it('describes each Exchange\u2019s standing in the register, listed and not, and refuses one that breaks it', () => {
    const data = fixtureMarketSiteData();
    for (const path of ['markets.json', 'markets/firi.json', 'markets/nbx.json', 'markets/coinmotion.json']) {
      const name = successRef(path === 'markets.json' ? path : 'markets/{exchange}.json').replace('#/components/schemas/', '');
      expect(`${path}: ${schemaNamed(name)(JSON.parse(JSON.stringify(buildDocument(data, ctx, path))))}`).toBe(`${path}: valid`);
    }
    const catalogue = JSON.parse(JSON.stringify(buildDocument(data, ctx, 'markets.json')));
    const [firi, nbx, coinmotion] = catalogue.exchanges;
    expect([firi.register?.lei, nbx.register, coinmotion.register?.serves]).toEqual(['9845003B8462B18FHE35', null, ['SE', 'FI']]);
    expect(nbx.register_source).toMatchObject({ file_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const broken = (change: (doc: typeof catalogue) => void) => {
      const copy = JSON.parse(JSON.stringify(catalogue));
      change(copy);
      return schemaNamed('MarketCatalogue')(copy);
    };
    expect(broken((doc) => (doc.exchanges[0].register.serves = ['XX']))).not.toBe('valid');
    expect(broken((doc) => delete doc.exchanges[2].register.lei_valid)).not.toBe('valid');
    expect(broken((doc) => delete doc.exchanges[1].register)).not.toBe('valid');
  });

  it('describes markets/moves.json with its moves, and refuses a move that breaks a rule', () => {
    expect(successRef('markets/moves.json')).toBe('#/components/schemas/MarketMoves');
    const at = (h: number) => new Date(Date.parse('2026-06-01T00:17:00Z') + h * 3_600_000).toISOString();
    const rows = (prices: string[]) =>
      prices.map((price, h) => ({
        at: at(h),
        price,
        method: 'mean_last' as const,
        last: price,
        mid: null,
        exchange_count: 2,
        exchanges: ['firi' as const, 'nbx' as const],
      }));
    const history = new Map([['BTC-NOK', rows([...Array<string>(30).fill('1000000'), '940000'])]]);
    const doc = JSON.parse(JSON.stringify(buildMovesDocument(history, contextAt(new Date(at(31))), '5')));
    expect(doc.moves).toHaveLength(1);
    const check = schemaNamed('MarketMoves');
    expect(check(doc)).toBe('valid');
    const bad = (change: (move: Record<string, unknown>) => void) => {
      const copy = structuredClone(doc);
      change(copy.moves[0]);
      return check(copy);
    };
    expect(bad((move) => (move.to_price = 940000))).not.toBe('valid');
    expect(bad((move) => (move.exchanges = ['bitstamp']))).not.toBe('valid');
    expect(bad((move) => delete move.from_at)).not.toBe('valid');
  });
});
