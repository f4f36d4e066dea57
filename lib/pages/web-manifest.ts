import type { MetadataRoute } from 'next';
import type { PageEnv } from './page-env';
import { APP_ICONS } from './app-icons';
import { ROOT_FILE_TYPES } from './root-files';
import { THEME_COLORS } from './theme';

/** The web app manifest, one in English: a manifest per language would make seven installable apps of one site. */
export const MANIFEST_PATH = ROOT_FILE_TYPES.manifest.path;

export function webManifest(env: PageEnv) {
  const { config } = env.ctx;
  const light = THEME_COLORS[0].color;
  return {
    id: '/',
    name: config.siteName,
    short_name: config.siteName,
    description: env.m.site.description,
    lang: env.locale,
    dir: 'ltr' as const,
    start_url: '/',
    scope: '/',
    display: 'standalone' as const,
    background_color: light,
    theme_color: light,
    categories: ['news', 'finance'],
    icons: APP_ICONS.map((icon) => ({ src: icon.path, sizes: icon.sizes, type: icon.type, purpose: icon.purpose })),
  } satisfies MetadataRoute.Manifest;
}
