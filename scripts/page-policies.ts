/**
 * The static export's security headers (last step of `npm run build`):
 *   npx tsx scripts/page-policies.ts [--out out]
 *
 * 1. Section pages and the 404 pages are Next's pages, and carry Next's inline scripts (different
 *    on every page). Each is read with a real HTML parser (lib/site/page-scripts.ts): the sha256 of
 *    every inline script goes into that page's Content-Security-Policy, which is written into the
 *    page as its first `<meta http-equiv>`. A page that is missing or not as expected stops the
 *    build, naming it. (Leaf pages print their policy themselves: components/site/head-tags.tsx.)
 * 2. `out/_headers` (Cloudflare Pages, Netlify): the common headers and the part of the policy a
 *    meta tag cannot carry (frame-ancestors) for every path, CORS, cache lifetime and the data
 *    policy for the API, the content types of FILE_TYPES, and each section page's own policy.
 *    All of it from lib/site/security-headers.ts, the list server mode sends as well.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_CACHE_CONTROL, API_EXPOSE_HEADERS } from '../lib/api/http';
import { LOCALES } from '../lib/i18n/locales';
import { FILE_TYPES } from '../lib/site/file-types';
import { SECTIONS } from '../lib/site/nav';
import { PagePolicyError, readPageScripts, withPolicyMeta } from '../lib/site/page-scripts';
import { COMMON_HEADERS, DATA_POLICY, EVERY_PATH_POLICY, pagePolicy, scriptHashSource } from '../lib/site/security-headers';
import { pagePath } from '../lib/urls';

interface NextPage {
  /** URL path, as `_headers` names it. */
  readonly url: string;
  readonly file: string;
  readonly section: string | undefined;
  readonly required: boolean;
}

function nextPages(outDir: string): NextPage[] {
  const sections = LOCALES.flatMap((lang) =>
    SECTIONS.map((section) => {
      const url = pagePath(lang, section.path);
      return { url, file: path.join(outDir, url, 'index.html'), section: section.path, required: true };
    }),
  );
  // Next's not-found page, under the names a host looks for (404.html) and Next's own copies.
  const notFound = ['/404.html', '/404/', '/_not-found/'].map((url) => ({
    url,
    file: path.join(outDir, url.endsWith('/') ? `${url}index.html` : url),
    section: undefined,
    required: url === '/404.html',
  }));
  return [...sections, ...notFound];
}

function rule(pattern: string, headers: Record<string, string>): string {
  return [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
}

/**
 * The content types of FILE_TYPES. A file that every Nordic language has (`/sv/feed.json` …) is
 * one `/:lang/…` rule: Cloudflare Pages reads at most 100 rules, and the section pages need most.
 */
function fileTypeRules(): string[] {
  const nordic = new Set<string>(LOCALES.filter((lang) => lang !== 'en'));
  const patterns = new Map<string, (typeof FILE_TYPES)[number]>();
  for (const entry of FILE_TYPES) {
    const [, first = '', ...rest] = entry.path.split('/');
    patterns.set(nordic.has(first) ? `/:lang/${rest.join('/')}` : entry.path, entry);
  }
  return [...patterns].map(([pattern, entry]) =>
    rule(pattern, { 'Content-Type': entry.contentType, ...(entry.cors ? { 'Access-Control-Allow-Origin': '*' } : {}) }),
  );
}

export function writePagePolicies(outDir: string): { pages: number; rules: number } {
  const rules = [
    rule('/*', { ...COMMON_HEADERS, 'Content-Security-Policy': EVERY_PATH_POLICY }),
    rule('/api/*', {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Expose-Headers': API_EXPOSE_HEADERS,
      'Cache-Control': API_CACHE_CONTROL,
      'Content-Security-Policy': DATA_POLICY,
    }),
    ...fileTypeRules(),
  ];
  let pages = 0;
  for (const page of nextPages(outDir)) {
    if (!existsSync(page.file)) {
      if (page.required) throw new PagePolicyError(`${page.file}: the page ${page.url} is missing from the export`);
      continue;
    }
    const html = readFileSync(page.file, 'utf8');
    if (html.includes('http-equiv="Content-Security-Policy"')) {
      throw new PagePolicyError(`${page.file}: already has a policy (was this step run twice on one export?)`);
    }
    const { hashes, metaOffset } = readPageScripts(html, page.file);
    const input = { inline: hashes.map(scriptHashSource), selfScripts: true, section: page.section };
    writeFileSync(page.file, withPolicyMeta(html, metaOffset, pagePolicy({ ...input, form: 'meta' })));
    // A host answers a missing path with 404.html under the missing path's own rules (`/*`), so
    // the not-found pages carry their policy in the meta tag only; a rule for them would never apply.
    if (page.section !== undefined) rules.push(rule(page.url, { 'Content-Security-Policy': pagePolicy({ ...input, form: 'header' }) }));
    pages++;
  }
  writeFileSync(path.join(outDir, '_headers'), `${rules.join('\n')}\n`);
  return { pages, rules: rules.length };
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
