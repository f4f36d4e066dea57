import type { Metadata } from 'next';
import { SiteSearch } from '@/components/search/site-search';
import { SectionShell } from '@/components/site/section-shell';
import { pagefindLanguageUrl } from '@/lib/search/pagefind-url';
import { searchLanguage } from '@/lib/search/records';
import { localeParam } from '@/lib/pages/languages';
import { pageMetadata } from '@/lib/pages/metadata';
import { pageEnv } from '@/lib/pages/page-env';
import { pagePath } from '@/lib/urls';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const env = pageEnv(localeParam((await params).lang));
  return pageMetadata(env, { path: 'search', title: env.m.search.title, description: env.m.search.intro });
}

/**
 * `/search/`: the header's search field (on every page) submits here with `?q=`. The search runs in
 * the browser (components/search/site-search.tsx) over the Pagefind index the build writes; the
 * page itself is the same static HTML for every query, so it exports like any section page.
 */
export default async function SearchPage({ params }: Props) {
  const env = pageEnv(localeParam((await params).lang));
  const { m, lang } = env;
  const newsHref = pagePath(lang, 'news');
  return (
    <SectionShell env={env} path="search" section="search">
      <h1>{m.search.title}</h1>
      <p className="lede">{m.search.intro}</p>
      <SiteSearch
        texts={m.search}
        locale={env.locale}
        action={pagePath(lang, 'search')}
        indexUrl={pagefindLanguageUrl(searchLanguage(env))}
        newsHref={newsHref}
      />
    </SectionShell>
  );
}
