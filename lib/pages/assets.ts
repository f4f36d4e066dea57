import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ASSET_MANIFEST_FILE, type AssetManifest, type InlineScriptAsset, type InlineScriptName } from './asset-manifest';

let manifest: AssetManifest | undefined;

/** The build's assets, read from disk rather than imported so type checks and lint need no build first. */
export function siteAssets(): AssetManifest {
  if (!manifest) {
    // Spelled out (not ASSET_MANIFEST_FILE) so the server build traces only this folder.
    const file = path.join(process.cwd(), '.site', 'assets.json');
    try {
      manifest = JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
    } catch (error) {
      throw new Error(`${ASSET_MANIFEST_FILE} is missing or unreadable: run \`npm run build:assets\` first (${String(error)})`);
    }
  }
  return manifest;
}

export function inlineScript(name: InlineScriptName): InlineScriptAsset {
  return siteAssets().scripts[name];
}

/** Every inline script's `sha256-…` source, for the Content-Security-Policy. */
export function inlineScriptHashes(): string[] {
  return Object.values(siteAssets().scripts).map((script) => script.hash);
}
