/**
 * What scripts/build-assets.ts produces and the pages read: the stylesheet's hashed URL and the
 * inline browser scripts with their CSP hashes. Shared by the writer and the reader so they agree.
 */
export const ASSET_MANIFEST_FILE = '.site/assets.json';

export const INLINE_SCRIPTS = {
  'lang-cookie': 'lib/browser/lang-cookie.ts',
  'geo-redirect': 'lib/browser/geo-redirect.ts',
  'not-found': 'lib/browser/not-found.ts',
  menu: 'lib/browser/menu.ts',
} as const;

export type InlineScriptName = keyof typeof INLINE_SCRIPTS;

export interface InlineScriptAsset {
  /** The bundled, minified code, placed verbatim in `<script>`. */
  readonly code: string;
  /** `sha256-<base64>` of the code: the Content-Security-Policy source that allows it. */
  readonly hash: string;
}

export interface AssetManifest {
  /** Site-relative URL of the one stylesheet, named by its content hash. */
  readonly stylesheet: string;
  readonly scripts: Readonly<Record<InlineScriptName, InlineScriptAsset>>;
}
