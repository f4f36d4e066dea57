import { API_CACHE_CONTROL } from '@/lib/api/http';
import { API_HEADERS } from './api-answer';
import { LOCALES, NORDIC_LOCALES, type Locale } from '@/lib/i18n/locales';
import { FEED_FILE_TYPES, FILE_TYPES, type FileType } from './file-types';
import { COMMON_HEADERS, DATA_POLICY, pagePolicy, scriptHashSource } from './security-headers';
import { API_PREFIX, pagePath } from '@/lib/urls';
import type { HeaderRule } from './header-rules';
import { EMBED_CARD_PATH, EMBED_CARD_POLICY } from '@/lib/pages/embed-card';

/** A rule for section pages (rendered by Next, with their own inline scripts): its pattern and policy, header form. */
export interface PagePolicyRule {
  readonly url: string;
  readonly policy: string;
}

/** One built section page: its language, its section path (`''` for home) and the sha256 of each inline script. */
export interface SectionPage {
  readonly lang: Locale;
  readonly section: string;
  readonly hashes: readonly string[];
}

/** Cloudflare Pages reads each line of `_headers` (name and value included) up to 2,000 characters. */
export const HEADER_LINE_LIMIT = 2000;

const POLICY_LINE_PREFIX = '  Content-Security-Policy: ';

function sectionPolicy(section: string, hashes: Iterable<string>): string {
  return pagePolicy({ inline: [...hashes].map(scriptHashSource), selfScripts: true, section, form: 'header' });
}

/** The section pages' policy rules, one per section for the six Nordic languages together, so rules stay under Cloudflare's 100. */
export function sectionPolicyRules(pages: readonly SectionPage[]): PagePolicyRule[] {
  const sections = [...new Set(pages.map((page) => page.section))];
  return sections.flatMap((section) => {
    const ofSection = pages.filter((page) => page.section === section);
    const own = (page: SectionPage): PagePolicyRule => ({ url: pagePath(page.lang, section), policy: sectionPolicy(section, page.hashes) });
    const english = ofSection.filter((page) => page.lang === 'en').map(own);
    const nordic = ofSection.filter((page) => page.lang !== 'en');
    if (nordic.length === 0) return english;
    const union = sectionPolicy(section, new Set(nordic.flatMap((page) => page.hashes)));
    const grouped =
      section !== '' && nordic.length === NORDIC_LOCALES.length && POLICY_LINE_PREFIX.length + union.length <= HEADER_LINE_LIMIT;
    return [...english, ...(grouped ? [{ url: `/:lang${pagePath('en', section)}`, policy: union }] : nordic.map(own))];
  });
}

/** The API's headers but its content type (a host types files by name; FILE_TYPES says the rest). */
function apiRuleHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Cache-Control': API_CACHE_CONTROL };
  for (const [name, value] of Object.entries(API_HEADERS)) if (name.toLowerCase() !== 'content-type') headers[name] = value;
  return headers;
}

/** The content types of FILE_TYPES, and the data policy: a feed or manifest is never a page. */
function fileTypeRules(): HeaderRule[] {
  const nordic = new Set<string>(LOCALES.filter((lang) => lang !== 'en'));
  const patterns = new Map<string, FileType>();
  for (const entry of FILE_TYPES) {
    const [, first = '', ...rest] = entry.path.split('/');
    // `/*/feed.xml` (below) covers every feed but the English one at the root.
    if (nordic.has(first) && FEED_FILE_TYPES.some((feed) => feed.file === rest.join('/'))) continue;
    patterns.set(nordic.has(first) ? `/:lang/${rest.join('/')}` : entry.path, entry);
  }
  for (const feed of FEED_FILE_TYPES) patterns.set(feed.path, feed);
  return [...patterns].map(([pattern, entry]) => ({
    pattern,
    headers: {
      'Content-Type': entry.contentType,
      'Content-Security-Policy': DATA_POLICY,
      ...(entry.cors ? { 'Access-Control-Allow-Origin': '*' } : {}),
    },
  }));
}

/** Every header rule of the site, in `_headers` order. */
export function siteHeaderRules(sectionPages: readonly PagePolicyRule[]): HeaderRule[] {
  return [
    { pattern: '/*', headers: { ...COMMON_HEADERS } },
    { pattern: `${API_PREFIX}*`, headers: apiRuleHeaders() },
    ...fileTypeRules(),
    // The price card is made to be framed by any site, so the site-wide X-Frame-Options: DENY is detached.
    { pattern: `${EMBED_CARD_PATH}*`, detach: ['X-Frame-Options'], headers: { 'Content-Security-Policy': EMBED_CARD_POLICY } },
    ...sectionPages.map((page) => ({ pattern: page.url, headers: { 'Content-Security-Policy': page.policy } })),
  ];
}
