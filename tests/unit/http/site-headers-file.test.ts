import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseHeadersFile } from '@/lib/http/header-rules';
import { HEADER_LINE_LIMIT, type SectionPage } from '@/lib/http/site-header-rules';
import { LOCALES } from '@/lib/i18n/locales';
import { SECTIONS } from '@/lib/core/sections';
import { PagePolicyError } from '@/lib/http/page-scripts';
import { siteHeadersFile } from '@/pipeline/page-policies';

const hash = (text: string) => `sha256-${Buffer.from(text).toString('base64').padEnd(44, 'A').slice(0, 44)}`;
const pages = (own = 1): SectionPage[] =>
  LOCALES.flatMap((lang) =>
    SECTIONS.map((section) => ({
      lang,
      section: section.path,
      hashes: [hash('shared'), ...Array.from({ length: own }, (_, i) => hash(`${lang}/${section.path}/${i}`))],
    })),
  );

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** An export with English at the root, the Nordic folders and one story, plus `extra` folders. */
function exportDir(...extra: string[]): string {
  dir = mkdtempSync(path.join(tmpdir(), 'site-headers-'));
  for (const folder of ['news/some-story', 'sv/news/some-story', 'api/v1', 'sv/about', ...extra]) {
    mkdirSync(path.join(dir, folder), { recursive: true });
    writeFileSync(path.join(dir, folder, 'index.html'), '<!doctype html>');
  }
  return dir;
}

describe('the _headers file of an export (pipeline/page-policies.ts)', () => {
  it('has 43 rules and lines within 2,000 characters for the 98 section pages', () => {
    const { text, rules } = siteHeadersFile(exportDir(), pages());
    expect(rules).toBe(43);
    expect(parseHeadersFile(text)).toHaveLength(43);
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(HEADER_LINE_LIMIT);
  });

  it('stops on a page that a Nordic section rule would also match, naming it', () => {
    const out = exportDir('news/about');
    expect(() => siteHeadersFile(out, pages())).toThrow(PagePolicyError);
    expect(() => siteHeadersFile(out, pages())).toThrow(/news\/about: also matches the rule \/:lang\/about\//);
  });

  it('stops on a line longer than a host reads (one page with too many scripts)', () => {
    // 40 hashes on one English page: no grouping can shorten its own rule.
    const many = pages().map((page) =>
      page.lang === 'en' && page.section === 'news'
        ? { ...page, hashes: Array.from({ length: 40 }, (_, i) => hash(`en/news/${i}`)) }
        : page,
    );
    expect(() => siteHeadersFile(exportDir(), many)).toThrow(/a line of \d{4} characters passes the hosts' 2000/);
  });

  it('falls back to one rule per language where the union would be too long', () => {
    // Six scripts of each page's own: every Nordic union (1 + 36 hashes) is past 2,000 characters,
    // one page's policy (7 hashes) is not.
    const { text, rules } = siteHeadersFile(exportDir(), pages(6));
    expect(text).not.toContain('/:lang/news/');
    expect(rules).toBe(10 + 14 * 7);
  });
});
