/**
 * The export's security headers (a part of export-pages.ts): each Next section page gets a
 * Content-Security-Policy <meta> with the sha256 of its inline scripts, and out/_headers gets the
 * rules of lib/http/site-header-rules.ts, one policy per path. Our own pages print their policy.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatHeadersFile } from '@/lib/http/header-rules';
import { HEADER_LINE_LIMIT, sectionPolicyRules, siteHeaderRules, type SectionPage } from '@/lib/http/site-header-rules';
import { LOCALES, NORDIC_LOCALES } from '@/lib/i18n/locales';
import { isPrintedSection, SECTIONS } from '@/lib/core/sections';
import { PagePolicyError, readPageScripts, withPolicyMeta, type PageScripts } from '@/lib/http/page-scripts';
import { pagePolicy, scriptHashSource } from '@/lib/http/security-headers';
import { pagePath } from '@/lib/urls';

/** `readScripts`: how a page's inline scripts are read (export-pages passes one backed by the build cache). */
export function writePagePolicies(
  outDir: string,
  readScripts: (html: string, name: string) => PageScripts = readPageScripts,
): { pages: number; rules: number } {
  const sectionPages: SectionPage[] = [];
  for (const lang of LOCALES) {
    for (const section of SECTIONS) {
      // Printed as plain HTML, like the leaf pages: it prints its own policy.
      if (isPrintedSection(section.key)) continue;
      const url = pagePath(lang, section.path);
      const file = path.join(outDir, url, 'index.html');
      if (!existsSync(file)) throw new PagePolicyError(`${file}: the page ${url} is missing from the export`);
      const html = readFileSync(file, 'utf8');
      if (html.includes('http-equiv="Content-Security-Policy"')) {
        throw new PagePolicyError(`${file}: already has a policy (was this step run twice on one export?)`);
      }
      const { hashes, metaOffset } = readScripts(html, file);
      const input = { inline: hashes.map(scriptHashSource), selfScripts: true, section: section.path };
      writeFileSync(file, withPolicyMeta(html, metaOffset, pagePolicy({ ...input, form: 'meta' })));
      sectionPages.push({ lang, section: section.path, hashes });
    }
  }
  const { text, rules } = siteHeadersFile(outDir, sectionPages);
  writeFileSync(path.join(outDir, '_headers'), text);
  return { pages: sectionPages.length, rules };
}

/** The `_headers` text; stops on a line longer than hosts read or a page a Nordic rule would also match. */
export function siteHeadersFile(outDir: string, sectionPages: readonly SectionPage[]): { text: string; rules: number } {
  const sectionRules = sectionPolicyRules(sectionPages);
  checkPlaceholderRules(
    outDir,
    sectionRules.map((rule) => rule.url),
  );
  const rules = siteHeaderRules(sectionRules);
  const text = formatHeadersFile(rules);
  const long = text.split('\n').find((line) => line.length > HEADER_LINE_LIMIT);
  if (long) {
    throw new PagePolicyError(
      `_headers: a line of ${long.length} characters passes the hosts' ${HEADER_LINE_LIMIT}: ${long.slice(0, 80)}…`,
    );
  }
  return { text, rules: rules.length };
}

/** A `/:lang/<section>/` rule matches any `/<x>/<section>/` (say `/news/about/`): such a page would get two policies. */
function checkPlaceholderRules(outDir: string, patterns: readonly string[]): void {
  const nordic = new Set<string>(NORDIC_LOCALES);
  const folders = readdirSync(outDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !nordic.has(entry.name));
  for (const pattern of patterns) {
    const match = /^\/:lang\/([^/]+)\/$/.exec(pattern);
    if (!match) continue;
    for (const folder of folders) {
      const clash = path.join(outDir, folder.name, match[1]!);
      if (existsSync(clash)) throw new PagePolicyError(`${clash}: also matches the rule ${pattern} of the Nordic section pages`);
    }
  }
}
