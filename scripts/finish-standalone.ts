/**
 * Completes the standalone server after `next build` (last step of `npm run build:server`):
 *   npx tsx scripts/finish-standalone.ts [--dir .next/standalone]
 *
 * Next writes .next/standalone/server.js with the node_modules files it traced, but leaves out
 * what a CDN would usually serve and what our code reads from disk at run time (relative to the
 * server's folder, since server.js changes into it):
 * - .next/static/  → the framework's hashed assets (section pages load them);
 * - public/        → favicon, icons, the stylesheet, coin logos;
 * - .site/         → the asset manifest (stylesheet name, inline scripts and their hashes);
 * - .markets/      → the market snapshot the documents and pages are built from;
 * - .contentlayer/generated/<Kind>/_index.json → the content, read at run time
 *                    (lib/content/generated.ts); only the indexes, not contentlayer's per-file copies.
 * Each is copied whole, replacing an older copy, so a rebuild never serves a stale file.
 * Then `node .next/standalone/server.js` is the whole site (see README, Deploying).
 */
import { cpSync, existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

export const STANDALONE_DIR = path.join('.next', 'standalone');

const GENERATED = path.join('.contentlayer', 'generated');

/** [source, target inside the standalone folder, required, which files (default: all)] */
const COPIES: ReadonlyArray<readonly [string, string, boolean, ((source: string) => boolean)?]> = [
  [path.join('.next', 'static'), path.join('.next', 'static'), true],
  ['public', 'public', true],
  ['.site', '.site', true],
  ['.markets', '.markets', false],
  [GENERATED, GENERATED, true, (source) => statSync(source).isDirectory() || path.basename(source) === '_index.json'],
];

export function finishStandalone(dir = STANDALONE_DIR): string[] {
  if (!existsSync(path.join(dir, 'server.js'))) {
    throw new Error(`${dir}/server.js is missing: build with NEXT_OUTPUT=standalone (npm run build:server) first`);
  }
  const copied: string[] = [];
  for (const [source, target, required, filter] of COPIES) {
    if (!existsSync(source)) {
      if (required) throw new Error(`${source} is missing: the standalone server needs it`);
      continue;
    }
    const destination = path.join(dir, target);
    rmSync(destination, { recursive: true, force: true });
    cpSync(source, destination, { recursive: true, ...(filter ? { filter } : {}) });
    copied.push(source);
  }
  return copied;
}

function arg(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

if (process.argv[1] && /finish-standalone\.ts$/.test(process.argv[1])) {
  try {
    const dir = arg('dir') ?? STANDALONE_DIR;
    const copied = finishStandalone(dir);
    console.log(`finish-standalone: copied ${copied.join(', ')} into ${dir}/; run it with: node ${dir}/server.js`);
  } catch (error) {
    console.error(`finish-standalone failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
