import { COUNTRY_CODES } from '@/lib/content/fields';
import type { NewsRecord } from '@/lib/content/types';
import { newsItemSchema, newsListSchema, topicDocumentSchema, topicIndexSchema } from '@/lib/schemas/news';
import { apiUrl } from '@/lib/urls';
import { buildNewsItem, newsItemPath } from '../news-item';
import type { SiteData } from '../site-data';
import { envelope, type BuildContext, type DocumentFamily } from '../types';

function newsList(data: SiteData, ctx: BuildContext, stories: readonly NewsRecord[]) {
  return {
    ...envelope(ctx),
    count: stories.length,
    items: stories.map((story) => buildNewsItem(data, ctx, story)),
    // Newest story first, so the first one is the latest change.
    updated: stories[0]?.published ?? null,
  };
}

export const newsFamilies: DocumentFamily<SiteData, unknown>[] = [
  {
    pattern: 'news.json',
    title: 'News',
    description: 'Published news and own stories, newest first.',
    returns: 'NewsList',
    schema: newsListSchema,
    build: (data, ctx) => newsList(data, ctx, data.newsNewestFirst),
  },
  {
    pattern: 'news/{id}.json',
    title: 'News item',
    description: 'One story of the news list, with its outlets and coverage.',
    returns: 'NewsItem',
    schema: newsItemSchema,
    keys: (data) => data.newsNewestFirst.map((story) => story.id),
    build: (data, ctx, id) => buildNewsItem(data, ctx, data.newsById.get(id) as NewsRecord),
  },
  {
    pattern: 'news/by-country/{country}.json',
    title: 'News by country',
    description: 'Published news for one country code (NO, SE, DK, FI, IS, NORDIC, EU); an empty list is still a document.',
    returns: 'NewsList',
    schema: newsListSchema,
    keys: () => COUNTRY_CODES,
    build: (data, ctx, country) =>
      newsList(
        data,
        ctx,
        data.newsNewestFirst.filter((story) => story.country === country),
      ),
  },
  {
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
  },
  {
    pattern: 'news/by-topic/{topic}.json',
    title: 'News by topic',
    description: 'The stories of one topic, newest first. The file name is the topic slug; topics.json gives each URL.',
    returns: 'Free-form object',
    schema: topicDocumentSchema,
    keys: (data) => data.topics.map((topic) => topic.slug),
    build: (data, ctx, slug) => {
      const topic = data.topicBySlug.get(slug)!;
      const list = newsList(
        data,
        ctx,
        data.newsNewestFirst.filter((story) => story.topics.includes(topic.id)),
      );
      return { ...list, topic: topic.id, slug: topic.slug };
    },
  },
];

export { newsItemPath };
