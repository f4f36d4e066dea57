import { COUNTRY_CODES } from '@/lib/content/fields';
import type { NewsRecord } from '@/lib/content/types';
import { newsItemSchema, newsListSchema, topicDocumentSchema, topicIndexSchema } from '@/lib/schemas/news';
import { apiUrl } from '@/lib/urls';
import { defineFamily, keyed, listAndItem, selfKeyed } from '../family';
import { buildNewsItem, newsListItem, newsReference } from '../news-item';
import type { SiteData } from '@/lib/data/site-data';
import { dataView } from '@/lib/data/views';
import { envelope, type BuildContext } from '@/lib/core/context';

function newsList(data: SiteData, ctx: BuildContext, stories: readonly NewsRecord[]) {
  return {
    ...envelope(ctx),
    count: stories.length,
    items: stories.map((story) => newsListItem(buildNewsItem(data, ctx, story))),
    // Newest story first, so the first one is the latest change.
    updated: stories[0]?.published ?? null,
  };
}

/** One country's stories, newest first: `news/by-country/{country}.json` and the country's news page. */
export const storiesOfCountry: (data: SiteData, country: string) => NewsRecord[] = dataView('stories-of-country', (data, country) =>
  data.newsNewestFirst.filter((story) => story.country === country),
);

/** One topic's stories, newest first: `news/by-topic/{topic}.json` and the topic's news page. */
export const storiesOfTopic: (data: SiteData, topic: string) => NewsRecord[] = dataView('stories-of-topic', (data, topic) =>
  data.newsNewestFirst.filter((story) => story.topics.includes(topic)),
);

export const newsFamilies = [
  ...listAndItem({
    records: (data) => data.newsNewestFirst,
    keyOf: (story) => story.id,
    row: (data, ctx, story) => buildNewsItem(data, ctx, story),
    list: {
      pattern: 'news.json',
      title: 'News',
      description:
        'Published news and own stories, newest first. Each item is its news/{id}.json without the Markdown body of an own story.',
      returns: 'NewsList',
      schema: newsListSchema,
      build: (_data, ctx, items, stories) => ({
        ...envelope(ctx),
        count: items.length,
        items: items.map(newsListItem),
        updated: stories[0]?.published ?? null,
      }),
    },
    item: {
      pattern: 'news/{id}.json',
      title: 'News item',
      description: 'One story of the news list, with its outlets and coverage.',
      returns: 'NewsItem',
      schema: newsItemSchema,
      build: (_data, _ctx, _story, item) => item,
    },
  }),
  defineFamily({
    pattern: 'news/by-country/{country}.json',
    title: 'News by country',
    description:
      'Published news for one country code (NO, SE, DK, FI, IS, NORDIC, EU), items as in news.json; an empty list is still a document.',
    returns: 'NewsList',
    schema: newsListSchema,
    entries: () => selfKeyed(COUNTRY_CODES),
    build: (data, ctx, country) => newsList(data, ctx, storiesOfCountry(data, country)),
  }),
  defineFamily({
    pattern: 'news/topics.json',
    title: 'News topics',
    description: 'Topic ids present in the published news, most used first, with counts and the URL of each topic document.',
    returns: 'TopicIndex',
    schema: topicIndexSchema,
    build: (data, ctx) => ({
      ...envelope(ctx),
      count: data.topics.length,
      topics: data.topics.map((topic) => ({ ...topic, api_url: apiUrl(ctx.config, `news/by-topic/${topic.slug}.json`) })),
    }),
  }),
  defineFamily({
    pattern: 'news/by-topic/{topic}.json',
    title: 'News by topic',
    description:
      'The stories of one topic, newest first, as references (id, title, published and the URLs of the story’s page and document). The file name is the topic slug; topics.json gives each URL.',
    returns: 'TopicNews',
    schema: topicDocumentSchema,
    entries: (data) => keyed(data.topics, (topic) => topic.slug),
    build: (data, ctx, topic) => {
      const stories = storiesOfTopic(data, topic.id);
      return {
        ...envelope(ctx),
        topic: topic.id,
        slug: topic.slug,
        count: stories.length,
        items: stories.map((story) => newsReference(buildNewsItem(data, ctx, story))),
        updated: stories[0]?.published ?? null,
      };
    },
  }),
];
