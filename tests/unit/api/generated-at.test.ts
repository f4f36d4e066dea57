import { describe, expect, it } from 'vitest';
import { reportedTimes, stampGeneratedAt } from '@/lib/schemas/generated-at';
import { buildDocument, resolveDocuments } from '@/lib/api/registry';
import { marketDocumentFiles } from '@/lib/api/market-documents';
import { renderMarketFiles } from '@/lib/markets/node/render';
import { contextAt, fixtureSiteData } from '../../fixtures/site-data';
import { fixtureMarketSiteData } from '../../fixtures/market-site-data';

/** `generated_at` is at or after every time a document reports. */
function expectNotBefore(path: string, document: unknown) {
  const stamp = Date.parse((document as { generated_at: string }).generated_at);
  const late = reportedTimes(document).filter((time) => time > stamp);
  expect(
    late.map((time) => new Date(time).toISOString()),
    `${path} reports times after its generated_at`,
  ).toEqual([]);
}

describe('generated_at', () => {
  it('raises the stamp to the newest reported time at any depth, and leaves exchange_time out', () => {
    const document = {
      generated_at: '2026-11-22T12:00:00.000Z',
      pairs: [{ updated_at: '2026-11-22T12:00:05.000Z', contributors: [{ fetched_at: '2026-11-22T12:00:04.000Z' }] }],
      ticker: { exchange_time: '2026-11-22T13:00:00.000Z' },
    };
    expect(stampGeneratedAt(document).generated_at).toBe('2026-11-22T12:00:05.000Z');
    const fresh = { ...document, generated_at: '2026-11-22T12:30:00.000Z' };
    expect(stampGeneratedAt(fresh)).toBe(fresh);
  });

  // The fixture's prices are fetched five seconds after the build's NOW, as a real build's are.
  it('holds in every document of a build with market data', () => {
    const data = fixtureMarketSiteData();
    const ctx = contextAt();
    let documents = 0;
    for (const path of resolveDocuments(data).keys()) {
      expectNotBefore(path, buildDocument(data, ctx, path));
      documents += 1;
    }
    expect(documents).toBeGreaterThan(50);
    const aggregated = buildDocument(data, ctx, 'markets/aggregated.json') as { generated_at: string };
    expect(aggregated.generated_at).not.toBe(ctx.generatedAt);
  });

  it('holds in every document of the content fixture and of an hourly refresh', () => {
    const data = fixtureSiteData();
    for (const path of resolveDocuments(data).keys()) expectNotBefore(path, buildDocument(data, contextAt(), path));
    const markets = fixtureMarketSiteData();
    for (const file of renderMarketFiles(markets.markets, contextAt(), markets.marketHistory, marketDocumentFiles)) {
      if (file.path.endsWith('.json')) expectNotBefore(file.path, JSON.parse(String(file.content)));
    }
  });
});
