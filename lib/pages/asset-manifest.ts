/** What scripts/build-assets.ts writes and the pages read (stylesheet URL, inline scripts with CSP hashes), shared so they agree. */
export const ASSET_MANIFEST_FILE = '.site/assets.json';

export const INLINE_SCRIPTS = {
  'lang-cookie': 'browser/inline/lang-cookie.ts',
  'geo-redirect': 'browser/inline/geo-redirect.ts',
  'not-found': 'browser/inline/not-found.ts',
  menu: 'browser/inline/menu.ts',
  currency: 'browser/inline/currency.ts',
  fresh: 'browser/inline/fresh.ts',
} as const;

export type InlineScriptName = keyof typeof INLINE_SCRIPTS;

/** Browser scripts served as files (too large to inline); the markets island with React and SWR is split into lazy chunks. */
export const SCRIPT_FILES = {
  markets: 'browser/markets/entry.ts',
} as const;

export type ScriptFileName = keyof typeof SCRIPT_FILES;

/** The price card's scripts, each bundled alone as a classic script so an embedding site pays only for its size. */
export const EMBED_SCRIPTS = {
  card: 'browser/embed/price-card.ts',
  loader: 'browser/embed/loader.ts',
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
