import { describe, expect, it } from 'vitest';
import { assetWaves, planSync, referenceDepth } from '@/lib/publish/s3-objects';

describe('the order of an S3 publish', () => {
  it('uploads each file that names others after what it names, and pages last', () => {
    const keys = [
      'pagefind/sv-se/shards.json',
      'pagefind/sv-se/2026-11/pagefind-entry.json',
      'pagefind/sv-se/2026-11/pagefind.sv-se_abc.pf_meta',
      'pagefind/sv-se/2026-11/index/sv-se_1.pf_index',
      'pagefind/sv-se/2026-11/fragment/sv-se_2.pf_fragment',
      'api/v1/news.json',
      'news/index.html',
    ];
    const local = new Map(keys.map((key) => [key, { md5: key.length.toString(16), headers: 'h' }]));
    const plan = planSync(local, new Map());
    expect(plan.pages).toEqual(['news/index.html']);
    expect(assetWaves(plan.assets)).toEqual([
      ['api/v1/news.json', 'pagefind/sv-se/2026-11/fragment/sv-se_2.pf_fragment', 'pagefind/sv-se/2026-11/index/sv-se_1.pf_index'],
      ['pagefind/sv-se/2026-11/pagefind.sv-se_abc.pf_meta'],
      ['pagefind/sv-se/2026-11/pagefind-entry.json'],
      ['pagefind/sv-se/shards.json'],
    ]);
  });

  it('gives plain files outside the search index no depth, whatever their name', () => {
    expect(referenceDepth('api/v1/shards.json')).toBe(0);
    expect(referenceDepth('pagefind/sv-se/2026-11/pagefind.js')).toBe(0);
    expect(assetWaves(['a.css'])).toEqual([['a.css']]);
    expect(assetWaves([])).toEqual([]);
  });
});
