import type { Metadata, Viewport } from 'next';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { fmt } from '@/lib/i18n/messages';
import { pageUrl } from '@/lib/urls';
import { htmlLang } from './languages';
import type { PageEnv } from './page-env';

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
}

/**
 * Everything a page's `<head>` says about it, in one neutral shape: section pages hand it to Next
 * as Metadata (`pageMetadata`), leaf pages print it themselves (components/site/head-tags.tsx), so
 * both kinds carry the same title, canonical link, alternates, feed link and Open Graph tags.
 */
export interface PageHead {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  /** hreflang → URL, with `x-default` last. */
  readonly alternates: Readonly<Record<string, string>>;
  readonly feed: { readonly url: string; readonly title: string };
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

export function feedPath(lang: Locale): string {
  return lang === 'en' ? '/feed.xml' : `/${lang}/feed.xml`;
}

export function pageHead(env: PageEnv, input: PageMetaInput): PageHead {
  const { config } = env.ctx;
  const url = pageUrl(config, env.lang, input.path);
  return {
    title: input.isHome ? `${config.siteName}: ${env.m.site.tagline}` : `${input.title} · ${config.siteName}`,
    description: clip(input.description ?? env.m.site.description, 200),
    canonical: url,
    alternates: alternateLanguages(env, input.path, input.languages),
    feed: { url: `${config.baseUrl}${feedPath(env.lang)}`, title: fmt(env.m.feed.title, { site: config.siteName }) },
    openGraph: {
      title: input.isHome ? config.siteName : input.title,
      url,
      siteName: config.siteName,
      locale: htmlLang(env.data, env.lang).replace('-', '_'),
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
      types: { 'application/rss+xml': [{ url: head.feed.url, title: head.feed.title }] },
    },
    openGraph: { ...head.openGraph },
    robots: { index: head.index, follow: true },
  };
}

/** What every section page's root layout adds to its pages' metadata. */
export const rootMetadata: Metadata = {
  icons: { icon: [{ url: '/favicon.svg', type: 'image/svg+xml' }] },
  formatDetection: { telephone: false },
};

/** Viewport and colour scheme of every page (Next `viewport` on section pages, printed on leaf pages). */
export const THEME_COLORS = [
  { media: '(prefers-color-scheme: light)', color: '#ffffff' },
  { media: '(prefers-color-scheme: dark)', color: '#121417' },
] as const;

export const siteViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  colorScheme: 'light dark',
  themeColor: THEME_COLORS.map((entry) => ({ ...entry })),
};
