import type { Metadata } from 'next';
import { SectionShell } from '@/components/site/section-shell';
import { localeParam } from '@/lib/pages/languages';
import { pageMetadata } from '@/lib/pages/metadata';
import { pageEnv } from '@/lib/pages/page-env';
import { NewsFilters, NewsListBody } from '@/components/news/news-list';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const env = pageEnv(localeParam((await params).lang));
  return pageMetadata(env, { path: 'news', title: env.m.news.title, description: env.m.news.intro });
}

export default async function NewsPage({ params }: Props) {
  const env = pageEnv(localeParam((await params).lang));
  const { m, data } = env;
  return (
    <SectionShell env={env} path="news" section="news">
      <h1>{m.news.title}</h1>
      <p className="lede">{m.news.intro}</p>
      <NewsFilters env={env} />
      <NewsListBody env={env} stories={data.newsNewestFirst} />
    </SectionShell>
  );
}
