/**
 * Builds the site's own assets before `next build` and before the leaf pages are written:
 *   npm run build:assets
 *
 * - the stylesheet, one file per part of the site in styles/ (STYLESHEETS, in cascade order), is
 *   joined into public/assets/css/site.<hash>.css, one URL that section pages (Next) and leaf
 *   pages (our own renderer) both link, cacheable for ever;
 * - each browser script (lib/browser/*.ts, see INLINE_SCRIPTS) is bundled with esbuild into one
 *   small IIFE that pages inline, and its sha256 is recorded for the Content-Security-Policy;
 * - the script files (SCRIPT_FILES: the markets page's script) are bundled as ES modules with
 *   their lazily loaded parts split out, into public/assets/js/, named by content hash;
 * - the price card's scripts (EMBED_SCRIPTS) are bundled alone: the card's as a file beside them,
 *   the loader's code into the manifest (the build writes it at /embed/price.js).
 * The result is .site/assets.json (lib/pages/asset-manifest.ts).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import {
  ASSET_MANIFEST_FILE,
  EMBED_SCRIPTS,
  INLINE_SCRIPTS,
  SCRIPT_FILE_DIR,
  SCRIPT_FILES,
  type AssetManifest,
  type InlineScriptName,
  type ScriptFileName,
} from '../lib/pages/asset-manifest';

/**
 * The stylesheet's parts, in the order they are joined: later rules win over earlier ones of the
 * same specificity, so the phone overrides come last. One small file per part of the site keeps
 * a change to the markets table out of the header's file; one joined file keeps one request.
 */
export const STYLESHEETS = [
  'base', // colours, type, layout, links, focus
  'header', // site header, footer, the "More" menu
  'shared', // cards, notes, tables, badges used across pages
  'lists', // lists of stories and events
  'story', // the story page
  'markets', // the markets table, asset pages, tiles, change
  'api-page', // the human /api/ page
  'not-found', // the 404 page
  'story-outlets', // the story page's every-outlet switch
  'directory', // who's who, sources, academia, changelog, rules
  'events', // month calendar, "happening now"
  'search', // header field and /search/
  'home-prices', // the home page's price strip
  'phone-tables', // phones: wide tables as labelled blocks
  'phone-header', // phones: the three-line header
].map((name) => `styles/${name}.css`);
const STYLESHEET_DIR = 'public/assets/css';

function sha256(content: string | Buffer, encoding: 'hex' | 'base64'): string {
  return createHash('sha256').update(content).digest(encoding);
}

function writeStylesheet(): string {
  const css = Buffer.from(STYLESHEETS.map((file) => readFileSync(file, 'utf8')).join('\n'));
  const name = `site.${sha256(css, 'hex').slice(0, 12)}.css`;
  mkdirSync(STYLESHEET_DIR, { recursive: true });
  // Only this build's stylesheet stays: an old one would be published for nothing.
  for (const entry of readdirSync(STYLESHEET_DIR)) if (entry !== name) rmSync(path.join(STYLESHEET_DIR, entry));
  writeFileSync(path.join(STYLESHEET_DIR, name), css);
  return `/assets/css/${name}`;
}

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

/** One browser module as the inline IIFE pages carry, with its CSP hash. */
export async function bundleScript(name: InlineScriptName, entry: string) {
  const result = await build({ entryPoints: [entry], ...CLASSIC_SCRIPT });
  const code = result.outputFiles[0]?.text.trim();
  if (!code) throw new Error(`esbuild produced no output for ${entry}`);
  // The code goes verbatim into <script>: it must not be able to close the element early.
  if (/<\/script/i.test(code) || code.includes('<!--')) throw new Error(`${name}: bundled code contains "</script" or "<!--"`);
  return { code, hash: `sha256-${sha256(code, 'base64')}` };
}

/** The script files, bundled together (shared code split out); their URLs by name. */
export async function writeScriptFiles(): Promise<Record<ScriptFileName, string>> {
  rmSync(SCRIPT_FILE_DIR, { recursive: true, force: true });
  const result = await build({
    entryPoints: SCRIPT_FILES,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020'],
    minify: true,
    legalComments: 'none',
    tsconfig: 'tsconfig.json',
    jsx: 'automatic',
    // React's production build, as Next gives section pages.
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir: SCRIPT_FILE_DIR,
    entryNames: '[name]-[hash]',
    chunkNames: 'shared-[hash]',
    metafile: true,
  });
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

async function main(): Promise<void> {
  const stylesheet = writeStylesheet();
  const files = await writeScriptFiles();
  // After the script files: writeScriptFiles empties their folder first.
  const embed = await writeEmbedScripts();
  const entries = Object.entries(INLINE_SCRIPTS) as Array<[InlineScriptName, string]>;
  const bundled = await Promise.all(entries.map(async ([name, entry]) => [name, await bundleScript(name, entry)] as const));
  const manifest: AssetManifest = { stylesheet, scripts: Object.fromEntries(bundled) as AssetManifest['scripts'], files, embed };
  mkdirSync(path.dirname(ASSET_MANIFEST_FILE), { recursive: true });
  writeFileSync(ASSET_MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`);
  const sizes = bundled.map(([name, script]) => `${name} ${script.code.length} B`).join(', ');
  console.log(`build-assets: ${stylesheet}; inline scripts: ${sizes}; script files: ${Object.values(files).join(', ')}`);
}

if (process.argv[1] && /build-assets\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(`build-assets failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
