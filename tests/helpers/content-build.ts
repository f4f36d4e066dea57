import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { TSX_NODE, tsxArgs } from './tsx';

/** What `npm run content:build` runs (package.json); the helper below runs these two steps itself. */
const STEPS = 'node scripts/content-build.mjs && tsx scripts/check-content.ts';

export interface ContentBuildResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * `npm run content:build` in a scratch copy of the project, its two steps started directly: the
 * check from its test bundle (tests/helpers/tsx.ts), which spares an npm and a tsx start per build.
 * broken-content.test.ts keeps one run through npm itself.
 */
export function scratchContentBuild(scratch: string, env: Readonly<Record<string, string>> = {}): ContentBuildResult {
  const script = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts['content:build'];
  if (script !== STEPS) throw new Error(`package.json's content:build is now "${script}": update tests/helpers/content-build.ts`);
  // PWD too: contentlayer2 takes its working directory from it.
  const options = { cwd: scratch, encoding: 'utf8', env: { ...process.env, PWD: scratch, ...env } } as const;
  const layer = spawnSync('node', ['scripts/content-build.mjs'], options);
  if (layer.status !== 0) return { status: layer.status, stdout: layer.stdout, stderr: layer.stderr };
  const check = spawnSync(TSX_NODE, tsxArgs('scripts/check-content.ts'), options);
  return { status: check.status, stdout: `${layer.stdout}${check.stdout}`, stderr: `${layer.stderr}${check.stderr}` };
}
