import { describe, expect, it } from 'vitest';
import { HOST_LIMITS, limitsPassed } from '@/lib/publish/host-limits';

const MiB = 1024 * 1024;

describe('limitsPassed', () => {
  it('a tree inside every limit passes', () => {
    const tree = new Map([
      ['index.html', 12_000],
      ['api/v1/news.json', 24 * MiB],
    ]);
    for (const limits of Object.values(HOST_LIMITS)) expect(limitsPassed(limits, tree)).toEqual([]);
  });

  it('GitHub Pages: over 1 GB in all, and a file over 100 MiB, each named', () => {
    const tree = new Map<string, number>([['api/v1/news.json', 100 * MiB + 1]]);
    for (let n = 0; n < 10; n += 1) tree.set(`pages/${n}.bin`, 95 * MiB);
    const problems = limitsPassed(HOST_LIMITS.githubPages, tree);
    expect(problems).toEqual([
      'the site is 1.10 GB in 11 files; GitHub Pages holds 1.00 GB per site',
      'api/v1/news.json is 100.0 MiB; GitHub Pages takes at most 100.0 MiB per file',
    ]);
    // Exactly at the limits is still inside them.
    expect(limitsPassed(HOST_LIMITS.githubPages, new Map([['a', 100 * MiB]]))).toEqual([]);
  });

  it('Cloudflare Pages: 100,000 files and 25 MiB per file; Netlify: 54,000 files in one folder', () => {
    const many = new Map<string, number>();
    for (let n = 0; n <= 100_000; n += 1) many.set(`news/${n}.html`, 10);
    expect(limitsPassed(HOST_LIMITS.cloudflarePages, many)).toEqual(['the site has 100001 files; Cloudflare Pages holds 100000']);
    expect(limitsPassed(HOST_LIMITS.netlify, many)).toEqual(['news/ has 100001 files; Netlify reads at most 54000 per folder']);
    expect(limitsPassed(HOST_LIMITS.cloudflarePages, new Map([['news.json', 25 * MiB + 1]]))).toEqual([
      'news.json is 25.0 MiB; Cloudflare Pages takes at most 25.0 MiB per file',
    ]);
    expect(limitsPassed(HOST_LIMITS.s3, many)).toEqual([]);
  });
});
