import type { SiteConfig } from '@/lib/config';

/** Every address the service publishes is made here, so pages, API and feeds agree. */

export const API_PREFIX = '/api/v1/';

/** `news/x.json` → `{base_url}/api/v1/news/x.json`. */
export function apiUrl(config: SiteConfig, path: string): string {
  return `${config.baseUrl}${API_PREFIX}${path}`;
}

/** The same document on the static host. */
export function pagesApiUrl(config: SiteConfig, path: string): string {
  return `${config.pagesUrl}${API_PREFIX}${path}`;
}

/** Site path of a page: English at the root, other languages under `/<code>/`. Always ends in `/`. */
export function pagePath(lang: string, path = ''): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  const prefix = lang === 'en' ? '' : `/${lang}`;
  return `${prefix}/${trimmed}${trimmed ? '/' : ''}`;
}

export function pageUrl(config: SiteConfig, lang: string, path = ''): string {
  return `${config.baseUrl}${pagePath(lang, path)}`;
}
