import { readdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { TEST_BIN_DIR } from './tsx';

/**
 * Vitest global setup: every command in `scripts/` bundled into one ES module each (the
 * project's own code inlined, packages left to node_modules), written afresh on every run so a
 * test never starts yesterday's code.
 */
export default async function bundleScripts(): Promise<void> {
  rmSync(TEST_BIN_DIR, { recursive: true, force: true });
  const entryPoints = readdirSync('scripts')
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `scripts/${file}`);
  await build({
    entryPoints,
    outdir: TEST_BIN_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'error',
  });
}
