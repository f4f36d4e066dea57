import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMarketHistory } from '@/lib/data/load';
import { buildDocument, resolveDocuments } from '@/lib/api/registry';
import { prepareSiteData } from '@/lib/data/site-data';
import { buildHistoryDocument } from '@/lib/markets/history';
import type { MarketHistoryRow } from '@/lib/markets/types';
import { contextAt, fixtureSiteData } from '@/tests/fixtures/site-data';
import { fixtureSnapshot } from '@/tests/fixtures/markets/snapshot';

/** The history files reach discovery, OpenAPI and the static build through the registry. */

const gone: MarketHistoryRow = {
  at: '2026-11-01T10:00:00.000Z',
  price: '4.10',
  method: 'mean_last',
  last: '4.10',
  mid: null,
  exchange_count: 1,
};
const data = prepareSiteData(fixtureSiteData().content, fixtureSnapshot(), new Map([['ZZZ-NOK', [gone]]]));
const ctx = contextAt();

describe('history in the registry', () => {
  it('lists one document per pair, a pair no longer traded included', () => {
    const paths = [...resolveDocuments(data).keys()].filter((p) => p.startsWith('markets/history/'));
    expect(paths).toContain('markets/history/BTC-NOK.json');
    expect(paths).toContain('markets/history/ZZZ-NOK.json');
    expect(paths).toHaveLength(20); // 19 pairs priced now, and ZZZ-NOK
    expect(data.marketHistory.get('ZZZ-NOK')).toEqual([gone]);
  });

  it('discovery lists the history family with its count and an example', () => {
    const discovery = buildDocument(data, ctx, 'index.json') as {
      endpoints: { path: string; count: number | null; example_url: string | null; available: boolean }[];
    };
    const endpoint = discovery.endpoints.find((e) => e.path === '/api/v1/markets/history/{pair}.json');
    expect(endpoint).toMatchObject({ available: true, count: 20 });
    expect(endpoint!.example_url).toMatch(/^https:\/\/desk\.test\/api\/v1\/markets\/history\/[A-Z0-9]+-[A-Z]{3}\.json$/);
  });

  it('OpenAPI describes the history and by-asset documents; an independent validator accepts them', () => {
    const openapi = buildDocument(data, ctx, 'openapi.json') as {
      paths: Record<
        string,
        {
          get: {
            parameters?: Array<{ name?: string; $ref?: string }>;
            responses: { '200': { content: { 'application/json': { schema: { $ref: string } } } } };
          };
        }
      >;
      components: { schemas: Record<string, object> };
    };
    const entry = openapi.paths['/api/v1/markets/history/{pair}.json']!;
    expect(entry.get.parameters).toEqual([expect.objectContaining({ name: 'pair' }), { $ref: '#/components/parameters/IfNoneMatch' }]);
    const ajv = new Ajv2020({ strict: false });
    // Components refer to each other (`$ref`), so the whole description is added as one schema.
    ajv.addSchema(JSON.parse(JSON.stringify(openapi)), 'openapi.json');
    for (const [pattern, path_] of [
      ['markets/history/{pair}.json', 'markets/history/BTC-NOK.json'],
      ['markets/history/{pair}.json', 'markets/history/ZZZ-NOK.json'],
      ['markets/by-asset/{symbol}.json', 'markets/by-asset/BTC.json'],
    ] as const) {
      const name = openapi.paths[`/api/v1/${pattern}`]!.get.responses['200'].content['application/json'].schema.$ref.split('/').pop()!;
      const validate = ajv.getSchema(`openapi.json#/components/schemas/${name}`)!;
      expect(validate(buildDocument(data, ctx, path_)), `${path_}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });
});

describe('loadMarketHistory (what the site build reads from .markets/history/)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'markets-load-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the valid files and leaves out a damaged one, with a warning, without failing', () => {
    mkdirSync(path.join(dir, 'history'));
    const good = buildHistoryDocument([gone], ctx, 'ZZZ-NOK');
    writeFileSync(path.join(dir, 'history', 'ZZZ-NOK.json'), JSON.stringify(good));
    writeFileSync(path.join(dir, 'history', 'BTC-NOK.json'), '{"rows": "no"}');
    writeFileSync(path.join(dir, 'history', 'notes.txt'), 'not a history file');
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (line: string) => void warnings.push(line);
    try {
      expect(loadMarketHistory(path.join(dir, 'snapshot.json'))).toEqual(new Map([['ZZZ-NOK', [gone]]]));
    } finally {
      console.warn = original;
    }
    expect(warnings.join('\n')).toMatch(/BTC-NOK\.json: .*left out/);
  });

  it('gives no history when there is no folder', () => {
    expect(loadMarketHistory(path.join(dir, 'elsewhere', 'snapshot.json'))).toEqual(new Map());
  });
});
