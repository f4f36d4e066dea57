/**
 * The static export's security headers (last step of `npm run build`):
 *   npx tsx scripts/page-policies.ts [--out out]
 *
 * 1. Section pages are Next's pages, and carry Next's inline scripts (different
 *    on every page). Each is read with a real HTML parser (lib/site/page-scripts.ts): the sha256 of
 *    every inline script goes into that page's Content-Security-Policy, which is written into the
 *    page as its first `<meta http-equiv>`. A page that is missing or not as expected stops the
 *    build, naming it. (Leaf pages print their policy themselves: components/site/head-tags.tsx.)
 * 2. `out/_headers` (Cloudflare Pages, Netlify, and `npm start`, which reads it back): the rules of
 *    lib/http/site-header-rules.ts with each section page's own policy, exactly one policy per path.
 * The 404 pages and the leaf pages are ours (scripts/export-pages.ts) and print their policy.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatHeadersFile } from '../lib/http/header-rules';
import { siteHeaderRules, type PagePolicyRule } from '../lib/http/site-header-rules';
import { LOCALES } from '../lib/i18n/locales';
import { SECTIONS } from '../lib/core/sections';
import { PagePolicyError, readPageScripts, withPolicyMeta } from '../lib/site/page-scripts';
import { pagePolicy, scriptHashSource } from '../lib/site/security-headers';
import { pagePath } from '../lib/urls';

export function writePagePolicies(outDir: string): { pages: number; rules: number } {
  const sectionRules: PagePolicyRule[] = [];
  for (const lang of LOCALES) {
    for (const section of SECTIONS) {
      const url = pagePath(lang, section.path);
      const file = path.join(outDir, url, 'index.html');
      if (!existsSync(file)) throw new PagePolicyError(`${file}: the page ${url} is missing from the export`);
      const html = readFileSync(file, 'utf8');
      if (html.includes('http-equiv="Content-Security-Policy"')) {
        throw new PagePolicyError(`${file}: already has a policy (was this step run twice on one export?)`);
      }
      const { hashes, metaOffset } = readPageScripts(html, file);
      const input = { inline: hashes.map(scriptHashSource), selfScripts: true, section: section.path };
      writeFileSync(file, withPolicyMeta(html, metaOffset, pagePolicy({ ...input, form: 'meta' })));
      sectionRules.push({ url, policy: pagePolicy({ ...input, form: 'header' }) });
    }
  }
  const rules = siteHeaderRules(sectionRules);
  writeFileSync(path.join(outDir, '_headers'), formatHeadersFile(rules));
  return { pages: sectionRules.length, rules: rules.length };
}

if (process.argv[1] && /page-policies\.ts$/.test(process.argv[1])) {
  const index = process.argv.indexOf('--out');
  const outDir = path.resolve(index >= 0 ? (process.argv[index + 1] ?? 'out') : 'out');
  try {
    const { pages, rules } = writePagePolicies(outDir);
    console.log(`page-policies: hashed the inline scripts of ${pages} Next pages; _headers has ${rules} rules`);
  } catch (error) {
    console.error(`page-policies failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
