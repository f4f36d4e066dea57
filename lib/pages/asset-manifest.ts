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

/**
 * Browser scripts served as files (too large to inline): ES modules, their lazily loaded parts
 * (the markets island with React and SWR) split out into chunks of their own.
 */
export const SCRIPT_FILES = {
  markets: 'browser/markets/entry.ts',
} as const;

export type ScriptFileName = keyof typeof SCRIPT_FILES;

/**
 * The price card's scripts (lib/pages/embed-card.ts), each bundled alone as a classic script so
 * its size is all it costs a site that embeds it: the card page's script file, and the loader
 * other sites include, written at its fixed address `/embed/price.js` by the build.
 */
export const EMBED_SCRIPTS = {
  card: 'components/embed/price-card.ts',
  loader: 'components/embed/loader.ts',
} as const;

/** Where scripts/build-assets.ts writes the script files (public/ is copied into the export). */
export const SCRIPT_FILE_DIR = 'public/assets/js';

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
  /** Site-relative URL of each script file, named by its content hash. */
  readonly files: Readonly<Record<ScriptFileName, string>>;
  /** The card's script file (site-relative URL, named by content hash) and the loader's code. */
  readonly embed: { readonly card: string; readonly loader: string };
}
