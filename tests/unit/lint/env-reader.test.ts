import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** lib/config.ts is the one reader of process.env in lib/, pipeline/, components/ and app/ (eslint.config.mjs), and lib/node/faults.ts of DESK_FAULT. */
const eslint = new ESLint({ cwd: process.cwd() });

async function envErrors(file: string): Promise<string[]> {
  const [result] = await eslint.lintText('export const probe = process.env.SITE_URL;\n', { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-properties').map((m) => m.message);
}

describe('the one reader of the environment', () => {
  it.each(['lib/pages/probe.ts', 'pipeline/jobs/probe.ts', 'components/site/probe.tsx', 'app/[lang]/probe.tsx'])(
    'refuses process.env in %s',
    async (file) => {
      expect((await envErrors(file)).join('\n')).toContain('lib/config.ts');
    },
  );

  it('lets lib/config.ts read it, and lib/node/faults.ts, the one test seam', async () => {
    expect(await envErrors('lib/config.ts')).toEqual([]);
    expect(await envErrors('lib/node/faults.ts')).toEqual([]);
  });

  it('names no other test variable in the product (DESK_FAULT is the one seam)', () => {
    const product = ['lib', 'pipeline', 'components', 'app', 'browser'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.(ts|tsx|mjs)$/.test(name))
        .map((name) => path.join(dir, name)),
    );
    expect(product.length).toBeGreaterThan(300);
    // BUILD_NOW is the build's clock, a setting; any other *_TEST_* or *_NOW name would be a seam of its own.
    const seams = product.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b[A-Z][A-Z0-9]*_(?:TEST_[A-Z0-9_]+|NOW)\b/g)]
        .map(([name]) => `${file}: ${name}`)
        .filter((found) => !found.endsWith(': BUILD_NOW')),
    );
    expect(seams).toEqual([]);
  });
});
