import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The markets library runs in the browser and in the plain-Node refresh command, so its browser
 * half must never import Node built-ins, Next, React, zod or the Node-only half. ESLint enforces
 * that (eslint.config.mjs); this test proves the rule fires on exactly those imports, so a config
 * change that silently switched it off would fail here.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
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
      "import { envelope } from '@/lib/api/types';",
      "import type { SiteConfig } from '@/lib/config';",
      'export type Probe = z.ZodType | SiteConfig;',
      'export const probe = [mean, QUOTES, apiUrl, envelope];',
    ].join('\n');
    expect(await boundaryErrors('lib/markets/probe.ts', code)).toEqual([]);
  });

  it('lets the Node-only half use Node', async () => {
    expect(
      await boundaryErrors('lib/markets/node/probe.ts', "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n"),
    ).toEqual([]);
  });
});
