import type { Element } from 'hast';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { ApiEndpoints } from '@/components/sections/api-endpoints';
import { FAMILIES, buildDocument } from '@/lib/api/registry';
import { LOCALES } from '@/lib/i18n/locales';
import { MESSAGES } from '@/lib/i18n/messages';
import { pageEnvFrom } from '@/lib/pages/page-env';
import { parsePage } from '../fixtures/active-html';
import { contextAt, fixtureSiteData } from '../fixtures/site-data';
import { SPEC_ENDPOINTS, SPEC_PART_NAMES, specComponentName } from '../fixtures/spec-endpoints';

/**
 * One set of names: the spec's resource names are the registry's `returns`, the
 * `returns` of index.json, the OpenAPI component each path's 200 answer refers to, and the name
 * the /api/ page shows; free-form documents say so everywhere and still name their schema.
 */
const data = fixtureSiteData();
const ctx = contextAt();
const familyAt = (path: string) => FAMILIES.find((family) => `/api/v1/${family.pattern}` === path);

const discovery = buildDocument(data, ctx, 'index.json') as {
  endpoints: Array<{ path: string; returns: string; free_form: boolean; returns_text: string; schema_url: string }>;
};
const openapi = buildDocument(data, ctx, 'openapi.json') as {
  paths: Record<string, { get: { responses: { '200': { content: { 'application/json': { schema: { $ref: string } } } } } } }>;
  components: { schemas: Record<string, unknown> };
};

describe('names across the spec, the registry, index.json, OpenAPI and /api/', () => {
  it.each(SPEC_ENDPOINTS)('%s: the registry returns the spec name (%s)', (path, returns) => {
    const family = familyAt(path);
    expect(family, `no registry family for ${path}`).toBeDefined();
    const name = specComponentName(returns);
    if (name) expect(family!.returns).toBe(name);
    else expect(family!.freeForm).toBe(true);
  });

  it('names the spec\u2019s document parts as OpenAPI components', () => {
    for (const name of SPEC_PART_NAMES) expect(Object.keys(openapi.components.schemas)).toContain(name);
  });

  it('index.json, OpenAPI and the registry agree on every endpoint', () => {
    expect(discovery.endpoints.map((e) => e.path)).toEqual(FAMILIES.map((f) => `/api/v1/${f.pattern}`));
    for (const endpoint of discovery.endpoints) {
      const family = familyAt(endpoint.path)!;
      expect(endpoint.returns).toBe(family.returns);
      expect(endpoint.free_form).toBe(family.freeForm);
      expect(endpoint.schema_url).toBe(`${ctx.config.baseUrl}/api/v1/openapi.json#/components/schemas/${family.returns}`);
      expect(openapi.paths[endpoint.path]!.get.responses['200'].content['application/json'].schema.$ref).toBe(
        `#/components/schemas/${family.returns}`,
      );
      expect(endpoint.returns_text).toBe(family.freeForm ? `${family.returns}, free-form (extra properties allowed)` : family.returns);
    }
    expect(discovery.endpoints.map((e) => e.returns)).not.toContain('Free-form object');
  });

  it('marks exactly the spec\u2019s free-form documents, and the other single-item ones the spec names', () => {
    const freeForm = FAMILIES.filter((f) => f.freeForm).map((f) => f.pattern);
    for (const [path, returns] of SPEC_ENDPOINTS) if (returns === 'Free-form object') expect(freeForm).toContain(path.slice(8));
    expect(freeForm).toContain('news/{id}.json');
    expect(freeForm).toContain('events/{id}.json');
    expect(freeForm).not.toContain('news.json');
  });

  it.each(LOCALES)('%s: the /api/ page names each document as OpenAPI does, and says which are free-form', (lang) => {
    const html = renderToStaticMarkup(createElement(ApiEndpoints, { env: pageEnvFrom(data, ctx, lang) }));
    const shown: Array<{ name: string; href: string }> = [];
    visit(parsePage(`<!doctype html><html><body>${html}</body></html>`), 'element', (node: Element) => {
      if (node.tagName !== 'a') return;
      const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      const text = code?.children[0];
      if (code && Array.isArray(code.properties.className) && text?.type === 'text') {
        shown.push({ name: text.value, href: String(node.properties.href) });
      }
    });
    expect(shown.map((s) => s.name)).toEqual(FAMILIES.map((f) => f.returns));
    for (const s of shown) expect(s.href).toBe(`/api/v1/openapi.json#/components/schemas/${s.name}`);
    const notes = html.split(`(${MESSAGES[lang].api.freeForm})`).length - 1;
    expect(notes).toBe(FAMILIES.filter((f) => f.freeForm).length);
  });
});
