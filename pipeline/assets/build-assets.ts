/** The stylesheet and browser scripts, built before `next build`, recorded in .site/assets.json for the pages. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ASSET_MANIFEST_FILE, INLINE_SCRIPTS, type AssetManifest, type InlineScriptName } from '@/lib/pages/asset-manifest';
import { bundleScript, writeEmbedScripts, writeScriptFiles } from './browser-scripts';
import { writeStylesheet } from './stylesheet';

export async function buildAssets(): Promise<void> {
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
