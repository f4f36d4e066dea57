import type { Heading, Link } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { CORS_NOTE } from '@/lib/api/families/site';
import { FAMILIES } from '@/lib/api/registry';
import { parseConfig } from '@/lib/config';
import { makeContext } from '@/lib/core/context';
import { LOCALES } from '@/lib/i18n/locales';
import { DISCLAIMER } from '@/lib/markets/texts';
import { apiCatalog, apiHeadLinks, llmsTxt } from '@/lib/feeds/discovery';
import { FILE_TYPES, fileHeaders, fileType } from '@/lib/http/file-types';
import { ROOT_FILE_TYPES } from '@/lib/pages/root-files';
import { pageEnvFrom } from '@/lib/pages/page-env';
import { isRootResource } from '@/lib/pages/routes';
import { contextAt, fixtureSiteData, TEST_CONFIG } from '../../fixtures/site-data';

/** /llms.txt, /.well-known/api-catalog and the content types a static host must send for them. */

const data = fixtureSiteData();
const env = pageEnvFrom(data, contextAt(), 'en');
const base = TEST_CONFIG.baseUrl;

/** Every link of a Markdown text, read by a Markdown parser (remark): its text and target. */
function markdownLinks(text: string): Array<{ label: string; href: string }> {
  const links: Array<{ label: string; href: string }> = [];
  visit(unified().use(remarkParse).parse(text), 'link', (node: Link) => {
    links.push({ label: toString(node), href: node.url });
  });
  return links;
}

/** The document's first heading as text. */
function firstHeading(text: string): string | undefined {
  let heading: string | undefined;
  visit(unified().use(remarkParse).parse(text), 'heading', (node: Heading) => {
    heading ??= toString(node);
  });
  return heading;
}

describe('/llms.txt', () => {
  const text = llmsTxt(env);

  it('starts with the site name and a one-paragraph summary, as llmstxt.org lays it out', () => {
    const lines = text.split('\n');
    expect(lines[0]).toBe(`# ${TEST_CONFIG.siteName}`);
    expect(lines[1]).toBe('');
    expect(lines[2]).toMatch(/^> Read-only JSON documents of Test Desk/);
    expect(text).toMatch(/\n## API\n/);
    expect(text).toMatch(/\n## Terms\n/);
  });

  it('links the discovery document, the OpenAPI description, the API page and the catalog', () => {
    const hrefs = markdownLinks(text).map((link) => link.href);
    expect(hrefs).toContain(`${base}/api/v1/index.json`);
    expect(hrefs).toContain(`${base}/api/v1/openapi.json`);
    expect(hrefs).toContain(`${base}/api/`);
    expect(hrefs).toContain(`${base}/.well-known/api-catalog`);
    for (const lang of LOCALES.filter((code) => code !== 'en')) expect(hrefs).toContain(`${base}/${lang}/api/`);
    for (const href of hrefs) expect(href.startsWith(`${base}/`), href).toBe(true);
  });

  it('states the terms: not investment advice, CORS, no key', () => {
    expect(text).toContain(DISCLAIMER);
    expect(text).toContain(CORS_NOTE);
    expect(text).toContain('Access-Control-Allow-Origin: *');
    expect(text).toMatch(/No key/);
  });

  it('lists every endpoint of the registry, in its order', () => {
    const listed = [...text.matchAll(/`GET \/api\/v1\/([^`]+)`/g)].map((m) => m[1]);
    expect(listed).toEqual(FAMILIES.map((family) => family.pattern));
  });

  it('keeps a site name with Markdown brackets literal', () => {
    const config = parseConfig({ SITE_NAME: 'Desk [beta] \\ x', SITE_URL: 'https://desk.test' });
    const odd = llmsTxt(pageEnvFrom(data, makeContext(contextAt().now, config), 'en'));
    expect(firstHeading(odd)).toBe('Desk [beta] \\ x');
    expect(markdownLinks(odd).map((link) => link.href)).toEqual(markdownLinks(llmsTxt(env)).map((link) => link.href));
  });
});

describe('/.well-known/api-catalog (RFC 9727)', () => {
  const catalog = apiCatalog(contextAt());

  it('is a linkset whose catalog entry lists the API by its entry point', () => {
    expect(Object.keys(catalog)).toEqual(['linkset']);
    const [self, api] = catalog.linkset;
    expect(self?.anchor).toBe(`${base}/.well-known/api-catalog`);
    expect(self?.item).toEqual([{ href: `${base}/api/v1/index.json`, type: 'application/json', title: 'Test Desk API' }]);
    expect(api?.anchor).toBe(`${base}/api/v1/index.json`);
  });

  it('describes the API: OpenAPI description, documentation in every language, discovery document', () => {
    const api = catalog.linkset[1]!;
    expect(api['service-desc']).toEqual([
      { href: `${base}/api/v1/openapi.json`, type: 'application/vnd.oai.openapi+json;version=3.1', title: 'OpenAPI 3.1 description' },
    ]);
    expect(api['service-doc']).toEqual(
      LOCALES.map((lang) => ({ href: `${base}${lang === 'en' ? '' : `/${lang}`}/api/`, type: 'text/html', hreflang: [lang] })),
    );
    expect((api['service-meta'] as Array<{ href: string }>)[0]?.href).toBe(`${base}/api/v1/index.json`);
  });

  it('every link target is an object with an absolute href, as RFC 9264 JSON requires', () => {
    for (const context of catalog.linkset) {
      for (const [relation, targets] of Object.entries(context)) {
        if (relation === 'anchor') continue;
        expect(Array.isArray(targets), relation).toBe(true);
        for (const target of targets as Array<{ href: string }>) expect(new URL(target.href).origin).toBe(base);
      }
    }
  });

  it('is served as application/linkset+json with the RFC 9727 profile', () => {
    expect(ROOT_FILE_TYPES.apiCatalog.contentType).toBe('application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"');
    expect(fileType('/.well-known/api-catalog')).toBe(ROOT_FILE_TYPES.apiCatalog.contentType);
  });
});

describe('the API page head links', () => {
  it('service-desc, service-doc in the page language, api-catalog', () => {
    expect(apiHeadLinks(pageEnvFrom(data, contextAt(), 'sv'))).toEqual([
      { rel: 'service-desc', href: `${base}/api/v1/openapi.json`, type: 'application/vnd.oai.openapi+json;version=3.1' },
      { rel: 'service-doc', href: `${base}/sv/api/`, type: 'text/html' },
      { rel: 'api-catalog', href: `${base}/.well-known/api-catalog`, type: 'application/linkset+json' },
    ]);
  });
});

describe('file types and root resources', () => {
  it('names the type of every discovery file and every feed', () => {
    expect(fileType('/llms.txt')).toBe('text/plain; charset=utf-8');
    expect(fileType('/manifest.webmanifest')).toBe('application/manifest+json; charset=utf-8');
    expect(fileType('/feed.json')).toBe('application/feed+json; charset=utf-8');
    expect(fileType('/fi/feed.json')).toBe('application/feed+json; charset=utf-8');
    expect(fileType('/da/feed.xml')).toBe('application/rss+xml; charset=utf-8');
    // The list pages' feeds are typed by name (one wildcard rule per format in _headers).
    expect(fileType('/news/topic/regulation/feed.xml')).toBe('application/rss+xml; charset=utf-8');
    expect(fileType('/sv/events/country/SE/feed.json')).toBe('application/feed+json; charset=utf-8');
    expect(fileType('/news/topic/regulation/feed.xml.bak')).toBeUndefined();
    expect(fileType('/news/topic/regulation/myfeed.json')).toBeUndefined();
    expect(fileType('/api/v1/feed.json')).toBeUndefined();
    expect(fileType('/api/v1/news.json')).toBeUndefined();
    expect(FILE_TYPES).toHaveLength(3 + LOCALES.length * 2);
  });

  it('gives the headers a route handler sends: CORS on the discovery files and feeds, not on the manifest', () => {
    expect(fileHeaders('/.well-known/api-catalog')).toEqual({
      'Content-Type': ROOT_FILE_TYPES.apiCatalog.contentType,
      'Access-Control-Allow-Origin': '*',
    });
    expect(fileHeaders('/sv/feed.json')).toEqual({
      'Content-Type': 'application/feed+json; charset=utf-8',
      'Access-Control-Allow-Origin': '*',
    });
    expect(fileHeaders('/manifest.webmanifest')).toEqual({ 'Content-Type': 'application/manifest+json; charset=utf-8' });
    expect(() => fileHeaders('/nope.json')).toThrow(/not in FILE_TYPES/);
  });

  it('root files are not rewritten to the English pages; the English feeds are', () => {
    for (const path of ['/llms.txt', '/.well-known/api-catalog', '/manifest.webmanifest', '/assets/icons/icon-192.png']) {
      expect(isRootResource(path), path).toBe(true);
    }
    // /feed.json is the English page-tree file app/[lang]/feed.json, served from /en/feed.json.
    for (const path of ['/feed.json', '/feed.xml', '/llms.txt.bak', '/well-known/api-catalog'])
      expect(isRootResource(path), path).toBe(false);
  });
});
