import { API_CACHE_CONTROL } from '@/lib/api/http';
import { API_HEADERS } from './api-answer';
import { LOCALES } from '@/lib/i18n/locales';
import { FILE_TYPES } from '@/lib/site/file-types';
import { COMMON_HEADERS, DATA_POLICY } from '@/lib/site/security-headers';
import { API_PREFIX } from '@/lib/urls';
import type { HeaderRule } from './header-rules';

/** A section page (rendered by Next, with its own inline scripts) and its policy, header form. */
export interface PagePolicyRule {
  readonly url: string;
  readonly policy: string;
}

/** The API's headers but its content type (a host types files by name; FILE_TYPES says the rest). */
function apiRuleHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Cache-Control': API_CACHE_CONTROL };
  for (const [name, value] of Object.entries(API_HEADERS)) if (name.toLowerCase() !== 'content-type') headers[name] = value;
  return headers;
}

/**
 * The content types of FILE_TYPES, and the data policy: a feed or manifest is never a page. A
 * file that every Nordic language has (`/sv/feed.json` …) is one `/:lang/…` rule: Cloudflare Pages
 * reads at most 100 rules, and the section pages need most.
 */
function fileTypeRules(): HeaderRule[] {
  const nordic = new Set<string>(LOCALES.filter((lang) => lang !== 'en'));
  const patterns = new Map<string, (typeof FILE_TYPES)[number]>();
  for (const entry of FILE_TYPES) {
    const [, first = '', ...rest] = entry.path.split('/');
    patterns.set(nordic.has(first) ? `/:lang/${rest.join('/')}` : entry.path, entry);
  }
  return [...patterns].map(([pattern, entry]) => ({
    pattern,
    headers: {
      'Content-Type': entry.contentType,
      'Content-Security-Policy': DATA_POLICY,
      ...(entry.cors ? { 'Access-Control-Allow-Origin': '*' } : {}),
    },
  }));
}

/**
 * Every header rule of the site, in `_headers` order. Each path gets at most one
 * Content-Security-Policy: `/*` carries none; the API's (`/api/v1/*`, not `/api/*`, which would
 * also match the English API page `/api/`), the data files' and each section page's own rule do.
 * Leaf pages and the 404 pages carry their policy in their `<meta http-equiv>`; `npm start` sends
 * that one as a header too (lib/http/node/page-policy.ts).
 */
export function siteHeaderRules(sectionPages: readonly PagePolicyRule[]): HeaderRule[] {
  return [
    { pattern: '/*', headers: { ...COMMON_HEADERS } },
    { pattern: `${API_PREFIX}*`, headers: apiRuleHeaders() },
    ...fileTypeRules(),
    ...sectionPages.map((page) => ({ pattern: page.url, headers: { 'Content-Security-Policy': page.policy } })),
  ];
}
