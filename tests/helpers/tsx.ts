import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * How tests start a TypeScript command. Vitest's global setup (`tests/helpers/bundle-scripts.ts`)
 * bundles every `scripts/*.ts` once per run with esbuild, the compiler tsx itself uses: a bundle
 * starts in a quarter of tsx's CPU time, which the CLI tests pay on every one of their runs.
 * Anything else, or a run without the bundles, goes through tsx's loader as one process.
 */
export const TSX_NODE = process.execPath;
export const TEST_BIN_DIR = path.resolve('node_modules/.cache/test-bin');

export function tsxArgs(script: string, args: readonly string[] = []): string[] {
  const bundle = bundleOf(script);
  return bundle ? [bundle, ...args] : ['--import', 'tsx', script, ...args];
}

function bundleOf(script: string): string | undefined {
  const match = /^scripts\/([\w-]+)\.ts$/.exec(path.relative(process.cwd(), path.resolve(script)));
  const bundle = match && path.join(TEST_BIN_DIR, `${match[1]}.mjs`);
  return bundle && existsSync(bundle) ? bundle : undefined;
}
