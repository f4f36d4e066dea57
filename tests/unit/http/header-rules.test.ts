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
import { HEADER_LINE_LIMIT, sectionPolicyRules, siteHeaderRules, type SectionPage } from '@/lib/http/site-header-rules';
import { LOCALES } from '@/lib/i18n/locales';
import { geoEndpointOrigins } from '@/lib/http/security-headers';
import { isPrintedSection, SECTIONS } from '@/lib/core/sections';
import { pagePath } from '@/lib/urls';

/** A made-up sha256 source: two shared by every page (our own scripts), one of each page's own. */
const hash = (text: string) => `sha256-${Buffer.from(text).toString('base64').padEnd(44, 'A').slice(0, 44)}`;
const SECTION_PAGES: SectionPage[] = LOCALES.flatMap((lang) =>
  SECTIONS.map((section) => ({
    lang,
    section: section.path,
    hashes: [hash('shared-1'), hash('shared-2'), hash(`${lang}/${section.path}`)],
  })),
);
const SECTION_RULES = sectionPolicyRules(SECTION_PAGES);

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
    for (const page of SECTION_PAGES) {
      const url = pagePath(page.lang, page.section);
      const found = policies(rules, url);
      expect(found, url).toHaveLength(1);
      // The page's own scripts are allowed; the header may allow more (the same section's other languages).
      for (const own of page.hashes) expect(found[0], url).toContain(`'${own}'`);
    }
    for (const url of [
      '/api/v1/news.json',
      '/api/v1/markets/logos/btc.svg',
      '/feed.xml',
      '/sv/feed.json',
      '/news/topic/regulation/feed.xml',
      '/llms.txt',
      '/embed/price/',
    ]) {
      expect(policies(rules, url), url).toHaveLength(1);
    }
    for (const url of ['/news/some-story/', '/sv/news/some-story/', '/news/country/se/', '/markets/btc/'])
      expect(policies(rules, url), url).toHaveLength(0);
  });

  it('writes one rule per section for the six Nordic languages, one per language only for the home page: 43 rules', () => {
    const patterns = SECTION_RULES.map((rule) => rule.url);
    // English: 14 rules at the root. Home: `/:lang/` would match every English section page, so six.
    // The other 13 sections: one `/:lang/<section>/` rule each.
    expect(patterns.filter((p) => !p.startsWith('/:lang/') && !/^\/(nn|nb|sv|da|fi|is)\//.test(p))).toHaveLength(SECTIONS.length);
    expect(patterns.filter((p) => /^\/(nn|nb|sv|da|fi|is)\/$/.test(p))).toHaveLength(6);
    expect(patterns.filter((p) => p.startsWith('/:lang/'))).toEqual(SECTIONS.filter((s) => s.path).map((s) => `/:lang/${s.path}/`));
    expect(patterns).not.toContain('/:lang/');
    expect(SECTION_RULES).toHaveLength(14 + 6 + 13);
    // 10 rules before them: `/*`, `/api/v1/*`, the 7 file-type rules (the root files, the English
    // feeds, and two wildcard rules for every other feed) and the price card's.
    expect(siteHeaderRules(SECTION_RULES)).toHaveLength(43);
    const news = SECTION_RULES.find((rule) => rule.url === '/:lang/news/')!;
    // The union: the two shared hashes once, then each Nordic language's own.
    expect(news.policy.match(/'sha256-/g)).toHaveLength(2 + 6);
    expect(news.policy).not.toContain(hash('en/news'));
    expect(SECTION_RULES.find((rule) => rule.url === '/news/')!.policy.match(/'sha256-/g)).toHaveLength(3);
  });

  it('keeps one rule per language for a section whose union would pass the 2,000-character line', () => {
    const many = (lang: string) => Array.from({ length: 6 }, (_, i) => hash(`${lang}/api/${i}`));
    const pages: SectionPage[] = LOCALES.flatMap((lang) => [
      { lang, section: 'api', hashes: many(lang) },
      { lang, section: 'news', hashes: [hash(`${lang}/news`)] },
    ]);
    const rules = sectionPolicyRules(pages);
    const lineOf = (policy: string) => `  Content-Security-Policy: ${policy}`.length;
    // 36 hashes of 53 characters do not fit in one line; six of them do.
    expect(rules.filter((rule) => rule.url.endsWith('/api/')).map((rule) => rule.url)).toEqual(
      LOCALES.map((lang) => pagePath(lang, 'api')),
    );
    expect(rules.filter((rule) => rule.url.endsWith('/news/')).map((rule) => rule.url)).toEqual(['/news/', '/:lang/news/']);
    for (const rule of rules) expect(lineOf(rule.policy), rule.url).toBeLessThanOrEqual(HEADER_LINE_LIMIT);
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
  it('gives each file of the build at most one policy, within 80 rules and 2,000-character lines', () => {
    const text = readFileSync(HEADERS_FILE, 'utf8');
    const rules = parseHeadersFile(text);
    // Cloudflare Pages reads at most 100 rules; 80 leaves room to grow.
    expect(rules.length).toBeLessThanOrEqual(80);
    for (const line of text.split('\n')) expect(line.length, line.slice(0, 60)).toBeLessThanOrEqual(HEADER_LINE_LIMIT);
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

  it('allows in each section page’s header every script its own meta policy allows', () => {
    const rules = parseHeadersFile(readFileSync(HEADERS_FILE, 'utf8'));
    const scriptSrc = (policy: string) => /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    for (const lang of LOCALES) {
      for (const section of SECTIONS) {
        const url = pagePath(lang, section.path);
        const html = readFileSync(path.join('out', url, 'index.html'), 'utf8');
        const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/
          .exec(html)?.[1]
          ?.replaceAll('&#x27;', "'")
          .replaceAll('&#39;', "'");
        expect(meta, url).toBeDefined();
        const own = scriptSrc(meta!).filter((source) => source.startsWith("'sha256-"));
        expect(own.length, url).toBeGreaterThan(0);
        const header = policies(rules, url);
        // A section printed as plain HTML carries its policy in its page alone, as leaf pages do.
        if (isPrintedSection(section.key)) {
          expect(header, url).toEqual([]);
          continue;
        }
        expect(header, url).toHaveLength(1);
        expect(scriptSrc(header[0]!), url).toEqual(expect.arrayContaining(own));
      }
    }
  });
});
