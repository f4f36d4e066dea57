import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { SECTION_PATHS } from '@/lib/core/sections';
import { API_PREFIX } from '@/lib/urls';

/** How a body's links to our site are written: absolute for the API (another origin cannot follow a relative link), localised for pages. */
export interface LinkOptions {
  /** The language page links point at. */
  readonly lang: Locale;
  /** The site address (SITE_URL), no trailing slash. */
  readonly siteUrl: string;
  readonly absolute: boolean;
}

// Any valid origin will do: it only tells a site-relative path from one that escapes to another host.
const RELATIVE_BASE = 'http://site-relative.invalid';
const DATA_PATH = API_PREFIX.replace(/^\/+/, '');
const FILE_NAME = /\.[a-z0-9]+$/i;

interface SitePath {
  /** Path after the site root, without its leading slash: `news/x/`. */
  readonly rest: string;
  readonly suffix: string;
  /** Written as an absolute address (true) or site-relative (false). */
  readonly wasAbsolute: boolean;
}

/** The part of `href` after our site's root, or null when it does not point into our site. */
function sitePath(href: string, siteUrl: string): SitePath | null {
  try {
    if (href.startsWith('/')) {
      const url = new URL(href, RELATIVE_BASE);
      // `//host`, `/\host` and tab tricks resolve to another origin: not a site-relative path.
      if (url.origin !== RELATIVE_BASE) return null;
      return { rest: url.pathname.slice(1), suffix: url.search + url.hash, wasAbsolute: false };
    }
    if (!/^[a-z][a-z0-9+.-]*:/i.test(href)) return null;
    const url = new URL(href);
    const site = new URL(`${siteUrl}/`);
    if (url.origin !== site.origin || !url.pathname.startsWith(site.pathname)) return null;
    return { rest: url.pathname.slice(site.pathname.length), suffix: url.search + url.hash, wasAbsolute: true };
  } catch {
    return null;
  }
}

function isSectionPage(rest: string): boolean {
  if (`${rest}/`.startsWith(DATA_PATH)) return false;
  const segments = rest.split('/');
  if (!SECTION_PATHS.includes(segments[0] ?? '')) return false;
  // Pages are folders (`/news/x/`); a last segment with an extension is a file beside them.
  return !FILE_NAME.test(segments[segments.length - 1] ?? '');
}

/** A page path with its language: the one it names (`sv/news/`), else null for "not a page". */
function pageOf(rest: string): { lang: Locale | null; path: string } | null {
  const [first = '', ...others] = rest.split('/');
  const named = LOCALES.find((code) => code === first);
  if (named && others.length > 0) {
    const path = others.join('/');
    return isSectionPage(path) ? { lang: named, path } : null;
  }
  return isSectionPage(rest) ? { lang: null, path: rest } : null;
}

/** One link target (`href`) rewritten by the rule above; anything not ours comes back unchanged. */
export function localizeHref(href: string, options: LinkOptions): string {
  const found = sitePath(href, options.siteUrl);
  if (!found) return href;
  const page = pageOf(found.rest);
  if (page) {
    const lang = page.lang ?? options.lang;
    const local = `${lang === 'en' ? '' : `/${lang}`}/${page.path}${found.suffix}`;
    return options.absolute ? `${options.siteUrl}${local}` : local;
  }
  return options.absolute && !found.wasAbsolute ? `${options.siteUrl}/${found.rest}${found.suffix}` : href;
}

/** An image or other resource address: never localised, only made absolute for the API. */
export function absoluteSrc(src: string, options: LinkOptions): string {
  if (!options.absolute) return src;
  const found = sitePath(src, options.siteUrl);
  return found && !found.wasAbsolute ? `${options.siteUrl}/${found.rest}${found.suffix}` : src;
}

/** rehype plugin applying `localizeHref` to every `<a href>` and `absoluteSrc` to every `<img src>`. */
export function rehypeLocalizeLinks(options: LinkOptions) {
  return (tree: Root): void => {
    visit(tree, 'element', (node) => {
      const { href, src } = node.properties;
      if (node.tagName === 'a' && typeof href === 'string') node.properties.href = localizeHref(href, options);
      if (node.tagName === 'img' && typeof src === 'string') node.properties.src = absoluteSrc(src, options);
    });
  };
}
