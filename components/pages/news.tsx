import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StoryList } from '@/components/news/story-list';
import { PageShell } from '@/components/site/page-shell';
import { COUNTRY_CODES } from '@/lib/content/fields';
import type { NewsRecord } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { countryLabel, countryParam, countryParams, page, topicLabel, type PageEnv } from '@/lib/site/data';
import { NEWS_LIST_LIMIT, newsItems, storiesOfCountry, storiesOfTopic } from '@/lib/site/content';
import { pageMetadata } from '@/lib/site/metadata';
import { pagePath } from '@/lib/urls';

/** Country and topic navigation under every news list: plain links, no JavaScript. */
function NewsFilters({ env, country, topic }: { env: PageEnv; country?: string; topic?: string }) {
  const { m, lang, data } = env;
  return (
    <div className="filters">
      <nav aria-labelledby="by-country">
        <h2 id="by-country">{m.news.byCountry}</h2>
        <ul className="tags">
          {COUNTRY_CODES.map((code) => (
            <li key={code}>
              <a href={pagePath(lang, `news/country/${code}`)} aria-current={code === country ? 'page' : undefined}>
                {countryLabel(m, code)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="by-topic">
        <h2 id="by-topic">{m.news.byTopic}</h2>
        <ul className="tags">
          {data.topics.map((t) => (
            <li key={t.slug}>
              <a href={pagePath(lang, `news/topic/${t.slug}`)} aria-current={t.slug === topic ? 'page' : undefined}>
                {topicLabel(m, t.id)} <span className="count">({t.count})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function NewsListBody({ env, stories }: { env: PageEnv; stories: readonly NewsRecord[] }) {
  const { m } = env;
  const shown = stories.slice(0, NEWS_LIST_LIMIT);
  return (
    <>
      <StoryList env={env} items={newsItems(env, shown)} summaries headingLevel={2} />
      {stories.length > shown.length ? <p className="note">{m.news.listLimit.replace('{count}', String(shown.length))}</p> : null}
    </>
  );
}

// ── /news/ ────────────────────────────────────────────────────────────────────────────────────
export function newsMetadata(lang: Locale): Metadata {
  const env = page(lang);
  return pageMetadata(env, { path: 'news', title: env.m.news.title, description: env.m.news.intro });
}

export function NewsPage({ lang }: { lang: Locale }) {
  const env = page(lang);
  const { m, data } = env;
  return (
    <PageShell env={env} path="news" section="news">
      <h1>{m.news.title}</h1>
      <p className="lede">{m.news.intro}</p>
      <NewsListBody env={env} stories={data.newsNewestFirst} />
      <NewsFilters env={env} />
    </PageShell>
  );
}

// ── /news/country/<code>/ ─────────────────────────────────────────────────────────────────────
export const newsCountryParams = countryParams;

export function newsCountryMetadata(lang: Locale, code: string): Metadata {
  const env = page(lang);
  const country = countryLabel(env.m, countryParam(code));
  return pageMetadata(env, {
    path: `news/country/${code}`,
    title: env.m.news.countryTitle.replace('{country}', country),
    description: env.m.news.countryIntro.replace('{country}', country),
  });
}

export function NewsCountryPage({ lang, code }: { lang: Locale; code: string }) {
  const env = page(lang);
  const { m } = env;
  const country = countryLabel(m, countryParam(code));
  const stories = storiesOfCountry(env, code);
  return (
    <PageShell env={env} path={`news/country/${code}`} section="news">
      <h1>{m.news.countryTitle.replace('{country}', country)}</h1>
      <p className="lede">
        {m.news.countryIntro.replace('{country}', country)} {m.news.stories.replace('{count}', String(stories.length))}
      </p>
      <NewsListBody env={env} stories={stories} />
      <NewsFilters env={env} country={code} />
    </PageShell>
  );
}

// ── /news/topic/<slug>/ ───────────────────────────────────────────────────────────────────────
export function newsTopicParams(): Array<{ slug: string }> {
  return page('en').data.topics.map((topic) => ({ slug: topic.slug }));
}

function topicOf(env: PageEnv, slug: string) {
  const topic = env.data.topicBySlug.get(slug);
  if (!topic) notFound();
  return topic;
}

export function newsTopicMetadata(lang: Locale, slug: string): Metadata {
  const env = page(lang);
  const label = topicLabel(env.m, topicOf(env, slug).id);
  return pageMetadata(env, {
    path: `news/topic/${slug}`,
    title: env.m.news.topicTitle.replace('{topic}', label),
    description: env.m.news.topicIntro.replace('{topic}', label),
  });
}

export function NewsTopicPage({ lang, slug }: { lang: Locale; slug: string }) {
  const env = page(lang);
  const { m } = env;
  const topic = topicOf(env, slug);
  const label = topicLabel(m, topic.id);
  const stories = storiesOfTopic(env, topic.id);
  return (
    <PageShell env={env} path={`news/topic/${slug}`} section="news">
      <h1>{m.news.topicTitle.replace('{topic}', label)}</h1>
      <p className="lede">
        {m.news.topicIntro.replace('{topic}', label)} {m.news.stories.replace('{count}', String(stories.length))}
      </p>
      <NewsListBody env={env} stories={stories} />
      <NewsFilters env={env} topic={slug} />
    </PageShell>
  );
}
