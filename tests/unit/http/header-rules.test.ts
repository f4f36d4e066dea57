import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeBuilt } from '@/tests/helpers/build';
import {
  formatHeadersFile,
  headersForPath,
  type HeaderRule,
  matchingRules,
  parseHeadersFile,
  patternRegExp,
} from '@/lib/http/header-rules';
import { siteHeaderRules } from '@/lib/http/site-header-rules';
import { LOCALES } from '@/lib/i18n/locales';
import { geoEndpointOrigins } from '@/lib/site/security-headers';
import { SECTIONS } from '@/lib/core/sections';
import { pagePath } from '@/lib/urls';

const SECTION_RULES = LOCALES.flatMap((lang) =>
  SECTIONS.map((section) => ({ url: pagePath(lang, section.path), policy: `policy of ${lang} ${section.path}`.trim() })),
);

function policies(rules: ReturnType<typeof parseHeadersFile>, sitePath: string): string[] {
  return matchingRules(rules, sitePath).flatMap((rule) =>
    Object.entries(rule.headers)
      .filter(([name]) => name.toLowerCase() === 'content-security-policy')
      .map(([, value]) => value),
  );
}

describe('_headers rules, read as Cloudflare Pages and Netlify read them', () => {
  it('matches `*` across segments and `:name` within one', () => {
    expect(patternRegExp('/api/v1/*').test('/api/v1/markets/logos/btc.svg')).toBe(true);
    expect(patternRegExp('/api/v1/*').test('/api/')).toBe(false);
    expect(patternRegExp('/:lang/feed.xml').test('/sv/feed.xml')).toBe(true);
    expect(patternRegExp('/:lang/feed.xml').test('/sv/x/feed.xml')).toBe(false);
    expect(patternRegExp('/a.b').test('/aXb')).toBe(false);
  });

  it('joins a header two rules give, as hosts do', () => {
    const rules: HeaderRule[] = [
      { pattern: '/*', headers: { Vary: 'A' } },
      { pattern: '/x', headers: { vary: 'B' } },
    ];
    expect(headersForPath(rules, '/x')).toEqual({ Vary: 'A, B' });
  });

  it('reads back what it writes, and refuses a header outside a rule', () => {
    const rules = siteHeaderRules(SECTION_RULES);
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
    expect(() => parseHeadersFile('  X-A: b\n')).toThrow(/line 1/);
  });

  it('gives every section page, the API, each feed and any other path one policy at most', () => {
    const rules = siteHeaderRules(SECTION_RULES);
    expect(rules.length).toBeLessThanOrEqual(100);
    for (const { url, policy } of SECTION_RULES) expect(policies(rules, url), url).toEqual([policy]);
    for (const url of ['/api/v1/news.json', '/api/v1/markets/logos/btc.svg', '/feed.xml', '/sv/feed.json', '/llms.txt']) {
      expect(policies(rules, url), url).toHaveLength(1);
    }
    expect(policies(rules, '/news/some-story/')).toHaveLength(0);
  });
});

describe('the home page policy', () => {
  it('allows an absolute GEO_ENDPOINT by its origin, and nothing for a relative or broken one', () => {
    expect(geoEndpointOrigins('https://geo.example.org/country?x=1')).toEqual(['https://geo.example.org']);
    expect(geoEndpointOrigins('/__geo')).toEqual([]);
    expect(geoEndpointOrigins('https://')).toEqual([]);
    expect(geoEndpointOrigins(undefined)).toEqual([]);
  });
});

// The built file (npm test builds before vitest).
const HEADERS_FILE = path.join('out', '_headers');
describeBuilt('out/_headers', HEADERS_FILE, () => {
  it('gives each file of the build at most one policy, and stays within Cloudflare’s 100 rules', () => {
    const rules = parseHeadersFile(readFileSync(HEADERS_FILE, 'utf8'));
    expect(rules.length).toBeLessThanOrEqual(100);
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
    let checked = 0;
    for (const file of walk('out')) {
      const relative = `/${path.relative('out', file).split(path.sep).join('/')}`;
      const url = relative.endsWith('/index.html') ? relative.slice(0, -'index.html'.length) : relative;
      expect(policies(rules, url).length, url).toBeLessThanOrEqual(1);
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
    // The English API page is a page, not data: its own policy, not the API's.
    expect(policies(rules, '/api/')).toHaveLength(1);
    expect(policies(rules, '/api/')[0]).toMatch(/default-src 'self'/);
  });
});
