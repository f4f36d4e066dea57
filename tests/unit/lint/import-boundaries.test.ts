import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The markets library runs in the browser and in the plain-Node refresh command, so its browser
 * half must never import Node built-ins, Next, React, zod or the Node-only half. ESLint enforces
 * that (eslint.config.mjs); this test proves the rule fires on exactly those imports, so a config
 * change that silently switched it off would fail here.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleErrors(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

function boundaryErrors(file: string, code: string): Promise<string[]> {
  return ruleErrors('@typescript-eslint/no-restricted-imports', file, code);
}

describe('import boundaries of lib/markets', () => {
  it.each([
    ["import { readFileSync } from 'node:fs';", 'node:fs'],
    ["import path from 'path';", 'path'],
    ["import { NextResponse } from 'next/server';", 'next/server'],
    ["import { renderToString } from 'react-dom/server';", 'react-dom/server'],
    ["import { z } from 'zod';", 'zod'],
    ["import { saveSnapshot } from './node/snapshot';", './node/snapshot'],
    ["import { fetchOptionsFromEnv } from '@/lib/markets/node/env';", '@/lib/markets/node/env'],
    ["import { validateContent } from '@/lib/content/validate';", '@/lib/content/validate'],
  ])('refuses %s in browser code', async (line, specifier) => {
    const errors = await boundaryErrors('lib/markets/probe.ts', `${line}\nexport const probe = 1;\n`);
    expect(errors.join('\n')).toContain(`'${specifier}'`);
  });

  it('allows the browser-safe imports the markets code uses', async () => {
    const code = [
      "import type { z } from 'zod';",
      "import { mean } from './decimal';",
      "import { QUOTES } from '@/lib/markets/constants';",
      "import { apiUrl } from '@/lib/urls';",
      "import { envelope } from '@/lib/core/context';",
      "import { PLAIN_DECIMAL } from '@/lib/schemas/market-terms';",
      "import type { SiteConfig } from '@/lib/config';",
      'export type Probe = z.ZodType | SiteConfig;',
      'export const probe = [mean, QUOTES, apiUrl, envelope, PLAIN_DECIMAL];',
    ].join('\n');
    expect(await boundaryErrors('lib/markets/probe.ts', code)).toEqual([]);
  });

  it('lets the Node-only half use Node', async () => {
    expect(
      await boundaryErrors('lib/markets/node/probe.ts', "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n"),
    ).toEqual([]);
  });
});

/**
 * The wings around lib/: the build as a library (pipeline/) is imported only by its commands,
 * tests and bench; browser code imports lib/ alone; bench/ never imports tests/, nor tests scripts/.
 */
describe('the wings', () => {
  it.each([
    ['lib/build/probe.ts', "import { exportPages } from '@/pipeline/export/export-pages';", '@/pipeline/export/export-pages'],
    ['lib/pages/probe.ts', "import { readConfig } from '@/browser/inline/config';", '@/browser/inline/config'],
    ['components/site/probe.tsx', "import { leafClash } from '@/pipeline/export/leaf-clash';", '@/pipeline/export/leaf-clash'],
    ['app/probe.ts', "import { precompressOut } from '@/pipeline/precompress';", '@/pipeline/precompress'],
    ['pipeline/probe.ts', "import { main } from '@/scripts/build-assets';", '@/scripts/build-assets'],
    ['pipeline/export/probe.ts', "import { site } from '../../tests/fixtures/site-data';", '../../tests/fixtures/site-data'],
    ['bench/probe.ts', "import { site } from '../tests/fixtures/site-data';", '../tests/fixtures/site-data'],
    ['bench/probe.ts', "import { site } from '@/tests/fixtures/site-data';", '@/tests/fixtures/site-data'],
    ['tests/unit/probe.test.ts', "import { main } from '../../scripts/precompress';", '../../scripts/precompress'],
    ['fakes/probe.ts', "import { site } from '@/tests/fixtures/site-data';", '@/tests/fixtures/site-data'],
    ['browser/inline/probe.ts', "import { pageEnvFrom } from '@/lib/pages/page-env';", '@/lib/pages/page-env'],
    ['browser/inline/probe.ts', "import { LEAF_PAGES } from '@/components/pages/leaf-pages';", '@/components/pages/leaf-pages'],
    ['browser/embed/probe.ts', "import { readFileSync } from 'node:fs';", 'node:fs'],
    ['browser/embed/probe.ts', "import { loadSiteData } from '@/lib/data/load';", '@/lib/data/load'],
    ['browser/probe.ts', "import { writeFileAtomic } from '@/lib/node/atomic';", '@/lib/node/atomic'],
    ['browser/probe.ts', "import { exportPages } from '@/pipeline/export/export-pages';", '@/pipeline/export/export-pages'],
    ['scripts/probe.mjs', "import * as core from '@contentlayer2/core';", '@contentlayer2/core'],
    ['pipeline/content/probe.mjs', "import { T } from '@contentlayer2/utils/effect';", '@contentlayer2/utils/effect'],
  ])('refuses in %s: %s', async (file, line, specifier) => {
    const errors = await boundaryErrors(file, `${line}\nexport const probe = 1;\n`);
    expect(errors.join('\n')).toContain(`'${specifier}'`);
  });

  it('allows what each wing uses', async () => {
    const allowed: Array<[string, string]> = [
      ['pipeline/probe.ts', "import { LEAF_PAGES } from '@/components/pages/leaf-pages';\nimport { loadSiteData } from '@/lib/data/load';"],
      ['scripts/probe.ts', "import { exportPages } from '@/pipeline/export/export-pages';"],
      ['bench/probe.ts', "import { startFakeExchanges } from '@/fakes/exchanges/fake-exchanges';"],
      ['tests/unit/probe.test.ts', "import { leafClash } from '@/pipeline/export/leaf-clash';"],
      [
        'browser/inline/probe.ts',
        "import { LOCALES } from '@/lib/i18n/locales';\nimport { GEO_CONFIG_ID } from '@/lib/pages/geo-redirect-config';",
      ],
      ['browser/embed/probe.ts', "import { formatAmount } from '@/lib/pages/format';"],
      ['components/site/probe.tsx', "import { NOT_FOUND_CONFIG_ID } from '@/lib/pages/not-found-config';"],
      ['pipeline/content/contentlayer.mjs', "import * as core from '@contentlayer2/core';"],
    ];
    for (const [file, code] of allowed) {
      expect(await boundaryErrors(file, `${code}\nexport const probe = 1;\n`), file).toEqual([]);
    }
  });
});

/**
 * The layers of lib/ (README, "Layout"): each module imports only from its own layer or below,
 * never from the wings above it (app/, components/, browser/, pipeline/, scripts/, fakes/). A
 * planted upward import must fail the lint.
 */
describe('the layers of lib/', () => {
  it.each([
    ['lib/core/probe.ts', "import { LOCALES } from '@/lib/i18n/locales';", '@/lib/i18n/locales'],
    ['lib/schemas/probe.ts', "import { QUOTES } from '@/lib/markets/constants';", '@/lib/markets/constants'],
    ['lib/schemas/probe.ts', "import type { Quote } from '@/lib/markets/constants';", '@/lib/markets/constants'],
    ['lib/markets/node/probe.ts', "import { makeRegistry } from '@/lib/api/registry';", '@/lib/api/registry'],
    ['lib/markets/probe.ts', "import type { ChangeDisplay } from '@/lib/pages/change-display';", '@/lib/pages/change-display'],
    ['lib/data/probe.ts', "import { makeRegistry } from '@/lib/api/registry';", '@/lib/api/registry'],
    ['lib/api/probe.ts', "import { SECTIONS } from '@/lib/pages/routes';", '@/lib/pages/routes'],
    ['lib/api/families/probe.ts', "import { pagePolicy } from '@/lib/http/security-headers';", '@/lib/http/security-headers'],
    ['lib/pages/probe.ts', "import type { LeafPage } from '@/components/site/leaf-page';", '@/components/site/leaf-page'],
    ['lib/pages/probe.ts', "import { sitemapFiles } from '@/lib/feeds/sitemaps';", '@/lib/feeds/sitemaps'],
    ['lib/pages/probe.ts', "import { fileHeaders } from '@/lib/http/file-types';", '@/lib/http/file-types'],
    ['lib/feeds/probe.ts', "import { headersForPath } from '@/lib/http/header-rules';", '@/lib/http/header-rules'],
    ['lib/http/probe.ts', "import { publish } from '@/lib/publish/publish';", '@/lib/publish/publish'],
    ['lib/urls.ts', "import { envelope } from '@/lib/core/context';\nimport { LOCALES } from '@/lib/i18n/locales';", '@/lib/i18n/locales'],
    ['lib/intake/probe.ts', "import { GET } from '@/app/api/v1/[...path]/route';", '@/app/api/v1/[...path]/route'],
    ['lib/schemas/probe.ts', "import { QUOTES } from '../markets/constants';", '../markets/constants'],
    ['lib/api/families/probe.ts', "import { registry } from '../../pages/routes';", '../../pages/routes'],
  ])('refuses in %s: %s', async (file, line, specifier) => {
    const errors = await boundaryErrors(file, `${line}\nexport const probe = 1;\n`);
    expect(errors.join('\n')).toContain(`'${specifier}'`);
  });

  // A new folder under lib/ must be given a layer in eslint.config.mjs, or nothing would hold it.
  it.each(
    readdirSync('lib', { withFileTypes: true }).map((entry) => (entry.isDirectory() ? `lib/${entry.name}/probe.ts` : `lib/${entry.name}`)),
  )('%s has a layer: it may not import app/', async (file) => {
    const errors = await boundaryErrors(file, "import { GET } from '@/app/probe';\nexport const probe = GET;\n");
    expect(errors.join('\n')).toContain("'@/app/probe'");
  });

  it('allows imports from the same layer and below', async () => {
    const code = [
      "import { makeContext } from '@/lib/core/context';",
      "import { loadSiteData } from '@/lib/data/load';",
      "import { QUOTES } from '@/lib/markets/constants';",
      "import { isoDateTime } from '@/lib/schemas/common';",
      "import { getConfig } from '@/lib/config';",
      "import { stampGeneratedAt } from '@/lib/schemas/generated-at';",
      "import { API_METHODS } from '../http';",
      'export const probe = [makeContext, loadSiteData, QUOTES, isoDateTime, getConfig, stampGeneratedAt, API_METHODS];',
    ].join('\n');
    expect(await boundaryErrors('lib/api/families/probe.ts', code)).toEqual([]);
  });
});

/** Every imported package is declared in package.json, type-only imports included. */
describe('declared dependencies', () => {
  const undeclared = (file: string, code: string) => ruleErrors('import/no-extraneous-dependencies', file, code);

  it.each([
    ['lib/markdown/probe.ts', "import { is } from 'unist-util-is';\nexport const probe = is;\n"],
    ['scripts/probe.ts', "import type { Test } from 'unist-util-is';\nexport type Probe = Test;\n"],
  ])('refuses a package installed only through another one (%s)', async (file, code) => {
    expect((await undeclared(file, code)).join('\n')).toContain("'unist-util-is'");
  });

  it('allows declared packages and Node built-ins', async () => {
    const code = [
      "import { build } from 'esbuild';",
      "import * as core from '@contentlayer2/core';",
      "import type { Root } from 'hast';",
      "import { readFileSync } from 'node:fs';",
      'export const probe = [build, core, readFileSync];',
      'export type Probe = Root;',
    ].join('\n');
    expect(await undeclared('scripts/probe.ts', code)).toEqual([]);
  });
});
