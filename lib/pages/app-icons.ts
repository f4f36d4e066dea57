/** The site's app icons, one list for manifest, feed, favicon and icon script; the PNGs are committed so a build needs no image library. */
export interface AppIcon {
  readonly path: string;
  /** `192x192`, or `any` for the SVG. */
  readonly sizes: string;
  readonly type: 'image/png' | 'image/svg+xml';
  readonly purpose: 'any' | 'maskable';
  /** The SVG a PNG is rendered from (a path in the repository); none for the SVG itself. */
  readonly source?: string;
  /** Edge length in pixels of a rendered PNG. */
  readonly px?: number;
}

/** The favicon: square with rounded corners, the site's own mark. */
export const FAVICON_PATH = '/favicon.svg';
/** A full-bleed square with the mark inside the maskable safe zone (the inner 80 % circle). */
const MASKABLE_SOURCE = 'public/assets/icons/maskable.svg';

export const APP_ICONS: readonly AppIcon[] = [
  { path: FAVICON_PATH, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  { path: '/assets/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any', source: `public${FAVICON_PATH}`, px: 192 },
  { path: '/assets/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any', source: `public${FAVICON_PATH}`, px: 512 },
  { path: '/assets/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable', source: MASKABLE_SOURCE, px: 512 },
  { path: '/assets/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png', purpose: 'any', source: MASKABLE_SOURCE, px: 180 },
];

function icon(path: string): AppIcon {
  const found = APP_ICONS.find((entry) => entry.path === path);
  if (!found) throw new Error(`no app icon ${path}`);
  return found;
}

/** The icon the home screen of iOS uses (`<link rel="apple-touch-icon">`): opaque, square. */
export const APPLE_TOUCH_ICON = icon('/assets/icons/apple-touch-icon.png');
/** Large and small square icons, e.g. for the JSON Feed's `icon` and `favicon`. */
export const LARGE_ICON = icon('/assets/icons/icon-512.png');
export const SMALL_ICON = icon('/assets/icons/icon-192.png');
