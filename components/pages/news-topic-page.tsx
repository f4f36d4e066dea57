import { defineLeafPage } from '@/components/site/leaf-page';
import { topicLabel } from '@/lib/pages/labels';
import { storiesOfTopic } from '@/lib/pages/lists';
import { LEAF_ROUTES, leafPath } from '@/lib/pages/routes';
import { listFeedLinks } from '@/lib/feeds/list-feeds';
import { NewsFilters, NewsListBody } from '@/components/news/news-list';

/** `/news/topic/<slug>/`: the stories of one topic, newest first. */
export const newsTopicPage = defineLeafPage('newsTopic', {
  section: 'news',
  head: (env, topic) => {
    const label = topicLabel(env.m, topic.id);
    const title = env.m.news.topicTitle.replace('{topic}', label);
    const feeds = listFeedLinks(env, leafPath(LEAF_ROUTES.newsTopic, topic.slug), title);
    return { title, description: env.m.news.topicIntro.replace('{topic}', label), feeds };
  },
  body: (env, topic) => {
    const { m } = env;
    const label = topicLabel(m, topic.id);
    const stories = storiesOfTopic(env, topic.id);
    return (
      <>
        <h1>{m.news.topicTitle.replace('{topic}', label)}</h1>
        <p className="lede">
          {m.news.topicIntro.replace('{topic}', label)} {m.news.stories.replace('{count}', String(stories.length))}
        </p>
        <NewsFilters env={env} topic={topic.slug} />
        <NewsListBody env={env} stories={stories} />
      </>
    );
  },
});
