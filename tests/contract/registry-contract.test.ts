import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadRegisterState } from '@/lib/register/node/refresh';
import { describe, expect, it } from 'vitest';
import { describeBuilt } from '@/tests/helpers/build';
import { unrecordedStories } from '@/lib/api/archive';
import { FAMILIES, buildDocument, resolveDocuments } from '@/lib/api/registry';
import { prepareSiteData, type SiteData } from '@/lib/data/site-data';
import { makeContext } from '@/lib/core/context';
import { getConfig } from '@/lib/config';
import { storedRawContent } from '@/lib/content/generated';
import { validateContent } from '@/lib/content/validate';
import { loadMarketsSnapshot } from '@/lib/markets/node/snapshot';
import { loadMarketHistory } from '@/lib/data/load';
import { contextAt, fixtureSiteData } from '../fixtures/site-data';
import { NOW } from '../fixtures/content';
import { buildInstant } from '@/lib/core/clock';

function expectAllValid(data: SiteData, now: Date) {
  const ctx = makeContext(now, getConfig());
  const resolved = resolveDocuments(data);
  for (const doc of resolved.values()) {
    const result = doc.family.schema.safeParse(buildDocument(data, ctx, doc.path));
    expect(result.success ? 'valid' : `${doc.path}: ${result.error.message}`).toBe('valid');
  }
  return resolved;
}

describe('contract: every registry document validates against its schema', () => {
  it('on the test fixture', () => {
    const resolved = expectAllValid(fixtureSiteData(), contextAt().now);
    // Every family yields a document, except rules (a placeholder here) and the per-asset and
    // history market documents (the fixture has no market data fetched, so there is no pair), and
    // the register documents (no register state: fixtureMarketSiteData has one).
    const families = new Set([...resolved.values()].map((d) => d.family.pattern));
    expect(FAMILIES.filter((f) => !families.has(f.pattern)).map((f) => f.pattern)).toEqual([
      'rules.json',
      'rules/casps.json',
      'rules/casps/{country}.json',
      'rules/changes.json',
      'markets/by-asset/{symbol}.json',
      'markets/history/{pair}.json',
      'markets/daily/{pair}.json',
    ]);
  });

  describe('on the starter content in content/', () => {
    const content = validateContent(storedRawContent());
    const data = prepareSiteData(content, loadMarketsSnapshot('/nonexistent/snapshot.json', NOW));

    it('validates at several instants (past and upcoming shift over time)', () => {
      for (const now of ['2026-10-01T00:00:00Z', '2026-11-22T12:00:00Z', '2027-06-01T00:00:00Z']) expectAllValid(data, new Date(now));
    });

    it('covers what the starter content promises', () => {
      expect(content.news.length).toBeGreaterThanOrEqual(30);
      expect(new Set(content.news.map((n) => n.country))).toEqual(new Set(['NO', 'SE', 'DK', 'FI', 'IS', 'NORDIC', 'EU']));
      const types = new Set(content.news.flatMap((n) => n.outlets.map((o) => data.outletById.get(o.outlet)!.source_type)));
      expect(types).toEqual(new Set(['national', 'regional', 'official', 'international']));
      expect(content.news.filter((n) => n.outlets.length > 1).length).toBeGreaterThanOrEqual(3);
      expect(content.news.some((n) => n.own_story)).toBe(true);
      const wire = content.outlets.find((o) => o.news_source_only)!;
      expect(content.news.some((n) => n.outlets[0]!.outlet === wire.id)).toBe(true);
      expect(content.events.length).toBeGreaterThanOrEqual(14);
      expect(content.newsletters.length).toBeGreaterThanOrEqual(2);
      for (const rows of [
        content.searchTerms,
        content.eventSources,
        content.entities,
        content.relations,
        content.profiles,
        content.images,
        content.changelog,
        ...Object.values(content.academia),
      ]) {
        expect(rows.length).toBeGreaterThanOrEqual(3);
      }
    });

    it('puts every _i18n map of the rules documents beside its English field, and leaves an empty one out with its field', () => {
      const ctx = makeContext(new Date('2026-11-22T12:00:00Z'), getConfig());
      const orphans: string[] = [];
      let maps = 0;
      const walk = (value: unknown, at: string) => {
        if (Array.isArray(value)) return value.forEach((item, i) => walk(item, `${at}[${i}]`));
        if (value === null || typeof value !== 'object') return;
        const record = value as Record<string, unknown>;
        for (const [key, item] of Object.entries(record)) {
          if (key.endsWith('_i18n')) {
            maps += 1;
            if (typeof record[key.replace(/_i18n$/, '')] !== 'string') orphans.push(`${at}.${key}`);
          }
          walk(item, `${at}.${key}`);
        }
      };
      walk(buildDocument(data, ctx, 'rules.json'), 'rules.json');
      expect(orphans).toEqual([]);
      expect(maps).toBeGreaterThan(20);
    });

    it('has every current story recorded in the archive ledger (run npm run archive:record)', () => {
      expect(unrecordedStories(data)).toEqual([]);
    });

    it('has every image file it names', () => {
      for (const image of content.images) expect(existsSync(path.join('public', image.file)), image.file).toBe(true);
    });
  });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const exportDir = 'out/api/v1';

describeBuilt('contract: the static export', exportDir, () => {
  it('holds every registry document as a file that validates, and no other JSON', () => {
    const snapshotFile = process.env.MARKETS_SNAPSHOT ?? '.markets/snapshot.json';
    const data = prepareSiteData(
      validateContent(storedRawContent()),
      // The build's own clock (BUILD_NOW), as the build's loadSiteData reads it.
      loadMarketsSnapshot(snapshotFile, buildInstant()),
      loadMarketHistory(snapshotFile),
      loadRegisterState(),
    );
    const resolved = resolveDocuments(data);
    // The price-move JSON Feeds sit in the market set beside the documents (tests/integration/notify/moves-week.test.ts checks them).
    const onDisk = filesUnder(exportDir)
      .filter((file) => file.endsWith('.json') && !file.includes(`${path.sep}markets${path.sep}moves${path.sep}`))
      .map((file) => path.relative(exportDir, file).split(path.sep).join('/'));
    expect(new Set(onDisk)).toEqual(new Set(resolved.keys()));
    for (const doc of resolved.values()) {
      const parsed = JSON.parse(readFileSync(path.join(exportDir, doc.path), 'utf8'));
      const result = doc.family.schema.safeParse(parsed);
      expect(result.success ? 'valid' : `${doc.path}: ${result.error.message}`).toBe('valid');
    }
    expect(existsSync('out/assets/img/logos/logos.json')).toBe(true);
  });
});
