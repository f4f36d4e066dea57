import { LOGOS_PATH } from './constants';
import iconsData from './icons-data.json';
import type { MarketLogo } from './types';

/** Coin icons from the public-domain cryptocurrency-icons set, by exact file name, so an asset never borrows another's icon. */
/** The package's version, the lower-case names of its svg/color/<name>.svg files, and its asset names by symbol. */
export const ICON_PACKAGE_VERSION: string = iconsData.version;
export const ICON_FILES: readonly string[] = iconsData.files;
const ASSET_NAMES: Readonly<Record<string, string>> = iconsData.names;
const AVAILABLE = new Set(ICON_FILES);

export const ICON_SOURCE = 'cryptocurrency-icons';

export function iconName(base: string): string {
  return base.toLowerCase();
}

export function hasIcon(base: string): boolean {
  return AVAILABLE.has(iconName(base));
}

/** The MarketLogo of a base, or null when the set has no icon for exactly that symbol. */
export function logoFor(base: string): MarketLogo | null {
  if (!hasIcon(base)) return null;
  const file = `svg/color/${iconName(base)}.svg`;
  return {
    format: 'svg',
    source: ICON_SOURCE,
    source_url: `https://unpkg.com/${ICON_SOURCE}@${ICON_PACKAGE_VERSION}/${file}`,
    version: ICON_PACKAGE_VERSION,
    license: 'CC0-1.0',
    license_name: 'Creative Commons Zero v1.0 Universal (public domain dedication)',
    license_url: 'https://creativecommons.org/publicdomain/zero/1.0/',
    authors: 'Christopher Downer and the cryptocurrency-icons contributors',
    attribution: `Icon: ${file} from ${ICON_SOURCE} ${ICON_PACKAGE_VERSION}, CC0-1.0 (public domain).`,
  };
}

export interface LogoFields {
  logo_url: string | null;
  logo_url_custom_domain: string | null;
  logo_path: string | null;
  logo: MarketLogo | null;
}

/** Logo fields of an aggregate or asset document: static host first, site as custom domain. */
export function logoFields(base: string, urls: { baseUrl: string; pagesUrl: string }): LogoFields {
  const logo = logoFor(base);
  if (!logo) return { logo_url: null, logo_url_custom_domain: null, logo_path: null, logo: null };
  const logoPath = `${LOGOS_PATH}/${iconName(base)}.svg`;
  return {
    logo_url: `${urls.pagesUrl}/${logoPath}`,
    logo_url_custom_domain: `${urls.baseUrl}/${logoPath}`,
    logo_path: logoPath,
    logo,
  };
}

/** Asset name from the icon set's manifest, or null when it does not name the symbol. */
export function assetName(base: string): string | null {
  return Object.hasOwn(ASSET_NAMES, base) ? (ASSET_NAMES[base] ?? null) : null;
}
