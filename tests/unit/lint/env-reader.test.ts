import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** lib/config.ts is the one reader of process.env in lib/, pipeline/, components/ and app/ (eslint.config.mjs). */
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

  it('lets lib/config.ts read it', async () => {
    expect(await envErrors('lib/config.ts')).toEqual([]);
  });
});
