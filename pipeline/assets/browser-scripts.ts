/**
 * The browser scripts, bundled by esbuild for build-assets.ts: inline scripts as IIFEs with their
 * CSP hashes, the markets page's modules split into hashed chunks, and the price card's scripts.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import {
  EMBED_SCRIPTS,
  SCRIPT_FILE_DIR,
  SCRIPT_FILES,
  type AssetManifest,
  type InlineScriptName,
  type ScriptFileName,
} from '@/lib/pages/asset-manifest';
import { sha256 } from './sha256';

/** How a classic (non-module) browser script is bundled: the inline scripts and the price card's. */
const CLASSIC_SCRIPT = {
  bundle: true,
  write: false,
  format: 'iife',
  platform: 'browser',
  // Optional chaining and friends as written: every browser the site supports has them.
  target: ['es2020'],
  minify: true,
  legalComments: 'none',
  tsconfig: 'tsconfig.json',
} as const satisfies BuildOptions;

export async function bundleScript(name: InlineScriptName, entry: string) {
  const result = await build({ entryPoints: [entry], ...CLASSIC_SCRIPT });
  const code = result.outputFiles[0]?.text.trim();
  if (!code) throw new Error(`esbuild produced no output for ${entry}`);
  // The code goes verbatim into <script>: it must not be able to close the element early.
  if (/<\/script/i.test(code) || code.includes('<!--')) throw new Error(`${name}: bundled code contains "</script" or "<!--"`);
  return { code, hash: `sha256-${sha256(code, 'base64')}` };
}

/** React's packages as the island (and SWR inside it) imports them, each mapped to Preact's equivalent. */
const ISLAND_RUNTIME = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
};

/** The markets page's modules as bundled into `outdir`; `keepNames` only for bench/island-profile.ts. */
export function moduleScriptOptions(outdir: string, keepNames = false) {
  return {
    entryPoints: SCRIPT_FILES,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020'],
    minifySyntax: true,
    minifyWhitespace: true,
    minifyIdentifiers: !keepNames,
    legalComments: 'none',
    tsconfig: 'tsconfig.json',
    jsx: 'automatic',
    // The island runs on preact/compat: React's server HTML, hydrated without evaluating react-dom's
    // 209 KB client, whose compile alone is a long task on a slow phone (bench/README.md).
    alias: ISLAND_RUNTIME,
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: 'shared-[hash]',
    metafile: true,
  } as const satisfies BuildOptions;
}

export async function writeScriptFiles(): Promise<Record<ScriptFileName, string>> {
  rmSync(SCRIPT_FILE_DIR, { recursive: true, force: true });
  const result = await build(moduleScriptOptions(SCRIPT_FILE_DIR));
  const urls: Partial<Record<ScriptFileName, string>> = {};
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const name = (Object.keys(SCRIPT_FILES) as ScriptFileName[]).find((key) => SCRIPT_FILES[key] === output.entryPoint);
    if (name) urls[name] = `/${path.relative('public', file).split(path.sep).join('/')}`;
  }
  for (const name of Object.keys(SCRIPT_FILES) as ScriptFileName[]) {
    if (!urls[name]) throw new Error(`esbuild produced no file for ${SCRIPT_FILES[name]}`);
  }
  return urls as Record<ScriptFileName, string>;
}

/** The price card's two scripts as minified classic scripts (EMBED_SCRIPTS); the card's written as a hashed file. */
export async function writeEmbedScripts(): Promise<AssetManifest['embed']> {
  const bundle = async (entry: string) => {
    const result = await build({ entryPoints: [entry], ...CLASSIC_SCRIPT });
    const code = result.outputFiles[0]?.text;
    if (!code) throw new Error(`esbuild produced no output for ${entry}`);
    return code;
  };
  const card = await bundle(EMBED_SCRIPTS.card);
  const name = `embed-card-${sha256(card, 'hex').slice(0, 12)}.js`;
  mkdirSync(SCRIPT_FILE_DIR, { recursive: true });
  writeFileSync(path.join(SCRIPT_FILE_DIR, name), card);
  return {
    card: `/${path.relative('public', path.join(SCRIPT_FILE_DIR, name)).split(path.sep).join('/')}`,
    loader: await bundle(EMBED_SCRIPTS.loader),
  };
}
