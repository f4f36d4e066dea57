import type { Metadata, Viewport } from 'next';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { fmt } from '@/lib/i18n/messages';
import { pageUrl } from '@/lib/urls';
import { APPLE_TOUCH_ICON, FAVICON_PATH } from './app-icons';
import { feedUrl, NEWS_FEED_KINDS, NEWS_FEEDS } from './feed-links';
import { htmlLang } from './languages';
import type { PageEnv } from './page-env';
import { THEME_COLORS } from './theme';
import { MANIFEST_PATH } from './web-manifest';

export { THEME_COLORS };

/** A `<link>` a page adds to its head (the API page: `service-desc`, `service-doc` …). */
export interface HeadLink {
  readonly rel: string;
  readonly href: string;
  readonly type?: string;
}

export interface PageMetaInput {
  /** Page path without language prefix: '' (home), 'news', 'news/<id>' … */
  readonly path: string;
  readonly title: string;
  readonly description?: string;
  /** The home page uses the bare site name plus tagline as its title. */
  readonly isHome?: boolean;
  readonly type?: 'website' | 'article';
  /** Only languages that have this page; all seven by default. */
  readonly languages?: readonly Locale[];
  readonly links?: readonly HeadLink[];
  /** The page's own feeds (a topic's, a country's: lib/feeds/list-feeds.ts), listed before the site's. */
  readonly feeds?: readonly FeedLink[];
}

/** A feed a page's head links to with `<link rel="alternate">`. */
export interface FeedLink {
  readonly type: string;
  readonly url: string;
  readonly title: string;
}

/** Everything a page's `<head>` says, in one shape that section pages hand to Next and leaf pages print, so both carry the same tags. */
export interface PageHead {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  /** hreflang → URL, with `x-default` last. */
  readonly alternates: Readonly<Record<string, string>>;
  /** The page's own feeds, then the news feeds of the page's language, RSS first (lib/pages/feed-links.ts). */
  readonly feeds: readonly FeedLink[];
  readonly manifest: string;
  readonly icons: { readonly icon: string; readonly apple: string };
  /** Page-specific links (the API page's service description …). */
  readonly links: readonly HeadLink[];
  readonly openGraph: {
    readonly title: string;
    readonly url: string;
    readonly siteName: string;
    /** `sv_SE`. */
    readonly locale: string;
    readonly type: 'website' | 'article';
  };
  readonly index: boolean;
}

/** A description of at most `max` characters, cut at a word boundary with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}\u2026`;
}

/** hreflang alternates of one page: every language plus x-default (the English page). */
export function alternateLanguages(env: Pick<PageEnv, 'ctx'>, path: string, languages: readonly Locale[] = LOCALES) {
  const out: Record<string, string> = {};
  for (const code of languages) out[code] = pageUrl(env.ctx.config, code, path);
  out['x-default'] = pageUrl(env.ctx.config, 'en', path);
  return out;
}

/** Open Graph locale of a language: `sv_SE` from the `sv-SE` we use in `<html lang>`. */
function ogLocale(env: PageEnv, lang: Locale): string {
  return htmlLang(env.data, lang).replace('-', '_');
}

export function pageHead(env: PageEnv, input: PageMetaInput): PageHead {
  const { config } = env.ctx;
  const url = pageUrl(config, env.lang, input.path);
  const feedTitle = fmt(env.m.feed.title, { site: config.siteName });
  return {
    title: input.isHome ? `${config.siteName}: ${env.m.site.tagline}` : `${input.title} · ${config.siteName}`,
    description: clip(input.description ?? env.m.site.description, 200),
    canonical: url,
    alternates: alternateLanguages(env, input.path, input.languages),
    feeds: [
      ...(input.feeds ?? []),
      ...NEWS_FEED_KINDS.map((kind) => ({
        type: NEWS_FEEDS[kind].type,
        url: feedUrl(config, env.lang, kind),
        // The RSS link keeps the plain title readers show; the second format says which it is.
        title: kind === 'rss' ? feedTitle : `${feedTitle} (${NEWS_FEEDS[kind].label})`,
      })),
    ],
    manifest: MANIFEST_PATH,
    icons: { icon: FAVICON_PATH, apple: APPLE_TOUCH_ICON.path },
    links: input.links ?? [],
    openGraph: {
      title: input.isHome ? config.siteName : input.title,
      url,
      siteName: config.siteName,
      locale: ogLocale(env, env.lang),
      type: input.type ?? 'website',
    },
    index: !env.ctx.preview,
  };
}

/** The same head as Next Metadata, for section pages (`generateMetadata`). */
export function pageMetadata(env: PageEnv, input: PageMetaInput): Metadata {
  const head = pageHead(env, input);
  return {
    metadataBase: new URL(`${env.ctx.config.baseUrl}/`),
    title: head.title,
    description: head.description,
    alternates: {
      canonical: head.canonical,
      languages: head.alternates,
      types: Object.fromEntries(
        [...new Set(head.feeds.map((feed) => feed.type))].map((type) => [
          type,
          head.feeds.filter((feed) => feed.type === type).map((feed) => ({ url: feed.url, title: feed.title })),
        ]),
      ),
    },
    manifest: head.manifest,
    icons: headIcons(head),
    openGraph: {
      title: head.openGraph.title,
      url: head.openGraph.url,
      siteName: head.openGraph.siteName,
      locale: head.openGraph.locale,
      type: head.openGraph.type,
    },
    robots: { index: head.index, follow: true },
  };
}

/** Icons as Next Metadata; a page's own head links ride as `other` icons, Metadata's only place for unknown link relations. */
function headIcons(head: Pick<PageHead, 'icons' | 'links'>): NonNullable<Metadata['icons']> {
  return {
    icon: [{ url: head.icons.icon, type: 'image/svg+xml' }],
    apple: [{ url: head.icons.apple }],
    other: head.links.map((link) => ({ rel: link.rel, url: link.href, ...(link.type ? { type: link.type } : {}) })),
  };
}

/** What every section page's root layout adds to its pages' metadata (a page's own replaces it). */
export const rootMetadata: Metadata = {
  manifest: MANIFEST_PATH,
  icons: headIcons({ icons: { icon: FAVICON_PATH, apple: APPLE_TOUCH_ICON.path }, links: [] }),
  formatDetection: { telephone: false },
};

export const siteViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  colorScheme: 'light dark',
  themeColor: THEME_COLORS.map((entry) => ({ ...entry })),
};
