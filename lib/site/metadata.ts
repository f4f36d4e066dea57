import type { Metadata } from 'next';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { pageUrl } from '@/lib/urls';
import { htmlLang, type PageEnv } from './data';

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

/** Title, description, canonical and hreflang alternates of a page (Next `generateMetadata`). */
export function pageMetadata(env: PageEnv, input: PageMetaInput): Metadata {
  const { config } = env.ctx;
  const url = pageUrl(config, env.lang, input.path);
  const title = input.isHome ? `${config.siteName}: ${env.m.site.tagline}` : `${input.title} · ${config.siteName}`;
  const description = clip(input.description ?? env.m.site.description, 200);
  return {
    metadataBase: new URL(`${config.baseUrl}/`),
    title,
    description,
    alternates: {
      canonical: url,
      languages: alternateLanguages(env, input.path, input.languages),
      types: {
        'application/rss+xml': [
          { url: `${config.baseUrl}${feedPath(env.lang)}`, title: env.m.feed.title.replace('{site}', config.siteName) },
        ],
      },
    },
    // Kept short: every tag is written twice per page (HTML head and RSC payload), 70,000 times.
    openGraph: {
      title: input.isHome ? config.siteName : input.title,
      url,
      siteName: config.siteName,
      locale: htmlLang(env.data, env.lang).replace('-', '_'),
      type: input.type ?? 'website',
    },
    robots: { index: !env.ctx.preview, follow: true },
  };
}
