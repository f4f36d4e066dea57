import { describe, expect, it } from 'vitest';
import type { NewsOutletEntry } from '@/lib/api/news-item';
import { outsideCoverage, outsideOutlets } from '@/lib/pages/outside-coverage';

function outlet(id: string, country: string, source_type: NewsOutletEntry['source_type'], primary = false): NewsOutletEntry {
  return { outlet: id, country, source_type, primary } as NewsOutletEntry;
}

describe('coverage on a story page: outside outlets only', () => {
  const desk = outlet('desk', 'NORDIC', 'national', true);

  it('an own story alone counts no outlet: the desk is not its own outside outlet', () => {
    const item = { own_story: true, sources: [desk], also_covered_by: [] };
    expect(outsideOutlets(item)).toEqual([]);
    const coverage = outsideCoverage(item);
    expect(coverage.count).toBe(0);
    expect(coverage.by_country).toEqual([]);
    expect(coverage.by_source_type.every((row) => row.count === 0 && row.share === 0)).toBe(true);
  });

  it('an own story that others covered counts those others, not the desk', () => {
    const e24 = outlet('e24', 'NO', 'national');
    const yle = outlet('yle', 'FI', 'national');
    const item = { own_story: true, sources: [desk, e24, yle], also_covered_by: [e24, yle] };
    const coverage = outsideCoverage(item);
    expect(coverage.count).toBe(2);
    expect(coverage.by_country.map((row) => [row.country, row.count, row.share])).toEqual([
      ['FI', 1, 0.5],
      ['NO', 1, 0.5],
    ]);
  });

  it('an outside story counts every outlet, its primary included', () => {
    const primary = outlet('e24', 'NO', 'national', true);
    const other = outlet('di', 'SE', 'regional');
    expect(outsideCoverage({ own_story: false, sources: [primary, other], also_covered_by: [other] }).count).toBe(2);
  });
});
