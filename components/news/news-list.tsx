import { StoryList } from '@/components/news/story-list';
import { COUNTRY_CODES } from '@/lib/content/fields';
import type { NewsRecord } from '@/lib/content/types';
import { countryLabel, topicLabel } from '@/lib/pages/labels';
import { NEWS_LIST_LIMIT, newsItems } from '@/lib/pages/lists';
import type { PageEnv } from '@/lib/pages/page-env';
import { pagePath } from '@/lib/urls';

/** Country and topic chips at the top of every news list: plain links, no JavaScript; on a phone each a row of its own that scrolls within itself. */
export function NewsFilters({ env, country, topic }: { env: PageEnv; country?: string; topic?: string }) {
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

/** The newest stories of a list, with a note when older ones are left to the country/topic pages. */
export function NewsListBody({ env, stories }: { env: PageEnv; stories: readonly NewsRecord[] }) {
  const { m } = env;
  const shown = stories.slice(0, NEWS_LIST_LIMIT);
  return (
    <>
      <StoryList env={env} items={newsItems(env, shown)} summaries headingLevel={2} markNew />
      {stories.length > shown.length ? <p className="note">{m.news.listLimit.replace('{count}', String(shown.length))}</p> : null}
    </>
  );
}
