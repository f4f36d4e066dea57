import { describe, expect, it } from 'vitest';
import { marketDocumentFiles, marketSchemaForPath } from '@/lib/api/market-documents';
import { buildDocument, resolveDocuments } from '@/lib/api/registry';
import { jsonResponse } from '@/lib/http/api-answer';
import { marketChangesSchema, marketExchangeDocumentSchema, marketsCatalogueSchema } from '@/lib/schemas/markets';
import { fixtureMarketSiteData } from '../../fixtures/market-site-data';
import { contextAt } from '../../fixtures/site-data';

describe('the market documents of the hourly refresh', () => {
  it('are the build’s documents: the same paths and the same bytes as the route handler answers', async () => {
    const data = fixtureMarketSiteData();
    const ctx = contextAt();
    const files = marketDocumentFiles(data.markets, data.marketHistory, ctx, data.register);
    const built = [...resolveDocuments(data).keys()].filter((path) => path === 'markets.json' || path.startsWith('markets/'));
    expect(files.map((file) => file.path).sort()).toEqual(built.sort());
    for (const file of files) {
      expect(file.content, file.path).toBe(await jsonResponse(buildDocument(data, ctx, file.path)).text());
    }
  });

  it('finds each path’s schema, a fixed name before a placeholder', () => {
    expect(marketSchemaForPath('markets.json')).toBe(marketsCatalogueSchema);
    expect(marketSchemaForPath('markets/changes.json')).toBe(marketChangesSchema);
    expect(marketSchemaForPath('markets/firi.json')).toBe(marketExchangeDocumentSchema);
    for (const path of ['markets/../x.json', 'markets/a/b.json', 'news.json', 'markets/.json'])
      expect(marketSchemaForPath(path), path).toBeUndefined();
  });
});
