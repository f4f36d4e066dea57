import { defineLeafPage } from '@/components/site/leaf-page';
import { countryLabel } from '@/lib/pages/labels';
import { storiesOfCountry } from '@/lib/pages/lists';
import { LEAF_ROUTES, leafPath } from '@/lib/pages/routes';
import { listFeedLinks } from '@/lib/feeds/list-feeds';
import { NewsFilters, NewsListBody } from '@/components/news/news-list';

/** `/news/country/<code>/`: the stories of one country code, newest first. */
export const newsCountryPage = defineLeafPage('newsCountry', {
  section: 'news',
  head: (env, code) => {
    const country = countryLabel(env.m, code);
    const title = env.m.news.countryTitle.replace('{country}', country);
    const feeds = listFeedLinks(env, leafPath(LEAF_ROUTES.newsCountry, code), title);
    return { title, description: env.m.news.countryIntro.replace('{country}', country), feeds };
  },
  body: (env, code) => {
    const { m } = env;
    const country = countryLabel(m, code);
    const stories = storiesOfCountry(env, code);
    return (
      <>
        <h1>{m.news.countryTitle.replace('{country}', country)}</h1>
        <p className="lede">
          {m.news.countryIntro.replace('{country}', country)} {m.news.stories.replace('{count}', String(stories.length))}
        </p>
        <NewsFilters env={env} country={code} />
        <NewsListBody env={env} stories={stories} />
      </>
    );
  },
});
