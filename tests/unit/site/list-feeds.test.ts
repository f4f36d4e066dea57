import { parseJsonFeed, parseRssFeed } from 'feedsmith';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '@/lib/api/registry';
import type { RawContent } from '@/lib/content/types';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { FEED_FILE_TYPES, fileType } from '@/lib/http/file-types';
import { headersForPath } from '@/lib/http/header-rules';
import { siteHeaderRules } from '@/lib/http/site-header-rules';
import { listFeedAt, listFeedContents, listFeedFiles } from '@/lib/feeds/list-feeds';
import { FEED_ITEMS, rssFeed, jsonFeed } from '@/lib/feeds/news-feeds';
import { llmsTxt } from '@/lib/feeds/discovery';
import { sitemapPages } from '@/lib/feeds/sitemaps';
import { pageHead } from '@/lib/pages/metadata';
import { pageEnvFrom } from '@/lib/pages/page-env';
import { newsTopicPage } from '@/components/pages/news-topic-page';
import { eventsCountryPage } from '@/components/pages/events-country-page';
import { cloneRaw, fixtureRawContent } from '../../fixtures/content';
import { contextAt, fixtureSiteData, TEST_CONFIG } from '../../fixtures/site-data';

/**
 * The list pages' feeds: each topic's and country's news and each country's events, in
 * RSS 2.0 and JSON Feed 1.1, in every language. Every file is validated: RSS by a strict XML 1.0
 * parser with the elements RSS 2.0 requires and RFC 822 dates; JSON Feed by the fields 1.1
 * requires. Then: only its own items, the cap, the head links, the listings, the header rules, and
 * that one more story changes only the feeds it belongs to.
 */

type Raw = { News: Array<{ file: string; data: Record<string, unknown> }>; Event: Array<{ file: string; data: Record<string, unknown> }> };

const data = fixtureSiteData();
const envs = new Map(LOCALES.map((lang) => [lang, pageEnvFrom(data, contextAt(), lang)]));
const env = (lang: Locale) => envs.get(lang)!;
const files = [...listFeedContents(env)];
const base = TEST_CONFIG.baseUrl;

const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

interface RssShape {
  channel: Record<string, string>;
  items: Array<Record<string, string>>;
}

/** Strict XML 1.0 (saxes throws on anything not well-formed) and the texts of the channel's and items' children. */
function readRss(xml: string): RssShape {
  const parser = new SaxesParser();
  const shape: RssShape = { channel: {}, items: [] };
  const stack: string[] = [];
  parser.on('opentag', (tag) => {
    stack.push(tag.name);
    if (tag.name === 'item') shape.items.push({});
    if (tag.name === 'rss') shape.channel['@version'] = String(tag.attributes.version);
  });
  parser.on('closetag', () => void stack.pop());
  parser.on('text', (text) => {
    const [field, parent] = [stack.at(-1)!, stack.at(-2)];
    const target = parent === 'item' ? shape.items.at(-1) : parent === 'channel' ? shape.channel : undefined;
    if (target) target[field] = (target[field] ?? '') + text;
  });
  parser.write(xml).close();
  return shape;
}

function checkRss(path: string, xml: string): RssShape {
  const rss = readRss(xml);
  expect(rss.channel['@version'], path).toBe('2.0');
  for (const field of ['title', 'link', 'description']) expect(rss.channel[field]?.trim(), `${path} channel ${field}`).toBeTruthy();
  if (rss.channel.lastBuildDate) expect(rss.channel.lastBuildDate, path).toMatch(RFC_822);
  for (const item of rss.items) {
    // RSS 2.0: an item has a title or a description; ours always have both a title and a guid.
    expect(item.title?.trim(), path).toBeTruthy();
    expect(item.guid, path).toBe(item.link);
    expect(item.pubDate, path).toMatch(RFC_822);
  }
  return rss;
}

function checkJsonFeed(path: string, text: string) {
  const feed = JSON.parse(text);
  expect(feed.version, path).toBe('https://jsonfeed.org/version/1.1');
  expect(typeof feed.title === 'string' && feed.title.length > 0, path).toBe(true);
  expect(feed.feed_url, path).toBe(`${base}${path}`);
  expect(Array.isArray(feed.items), path).toBe(true);
  for (const item of feed.items) {
    expect(typeof item.id === 'string' && item.id.length > 0, path).toBe(true);
    expect(typeof item.content_text === 'string' || typeof item.content_html === 'string', path).toBe(true);
    expect(item.date_published, path).toMatch(RFC_3339);
  }
  // A feed reader reads it back with the same items.
  expect((parseJsonFeed(feed).items ?? []).map((item) => item.id)).toEqual(feed.items.map((item: { id: string }) => item.id));
  return feed;
}

describe('list feeds', () => {
  it('are RSS 2.0 and JSON Feed 1.1 for every topic, country and events country, in every language', () => {
    const paths = files.map((file) => file.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual([...listFeedFiles(data)].map((file) => file.path));
    expect(paths.length).toBe((data.topics.length + 7 + 7) * LOCALES.length * 2);
    for (const file of files) {
      if (file.path.endsWith('.xml')) {
        const rss = checkRss(file.path, file.content);
        expect(parseRssFeed(file.content).items?.length ?? 0).toBe(rss.items.length);
      } else {
        checkJsonFeed(file.path, file.content);
      }
    }
    expect(paths).toContain('/news/topic/central-banks/feed.xml');
    expect(paths).toContain('/sv/news/country/SE/feed.json');
    expect(paths).toContain('/is/events/country/FI/feed.xml');
  });

  it('hold only their own items, in the feed language, with the page as home', () => {
    const file = (path: string) => files.find((candidate) => candidate.path === path)!.content;
    const topic = JSON.parse(file('/sv/news/topic/regulation/feed.json'));
    expect(topic.home_page_url).toBe(`${base}/sv/news/topic/regulation/`);
    expect(topic.language).toBe(env('sv').locale);
    const regulation = data.newsNewestFirst.filter((story) => story.topics.includes('regulation'));
    expect(topic.items.map((item: { id: string }) => item.id)).toEqual(regulation.map((story) => `${base}/sv/news/${story.id}/`));
    const country = readRss(file('/nb/news/country/NO/feed.xml'));
    expect(country.items.map((item) => item.guid)).toEqual(
      data.newsNewestFirst.filter((story) => story.country === 'NO').map((story) => `${base}/nb/news/${story.id}/`),
    );
    // The Norwegian outlet's own headline for a Bokmål reader, the English one for a Swede.
    expect(country.items.find((item) => item.guid?.endsWith('/shared-story/'))?.title).toBe('Finanstilsynet med MiCA-veileder');
    expect(topic.items.find((item: { id: string }) => item.id.endsWith('/shared-story/'))?.title).toBe('Regulator publishes MiCA guidance');
    const events = readRss(file('/fi/events/country/NO/feed.xml'));
    const norway = data.content.events.filter((event) => event.country === 'NO');
    expect(events.items.map((item) => item.guid).sort()).toEqual(norway.map((event) => `${base}/fi/events/${event.id}/`).sort());
    expect(events.channel.lastBuildDate).toBeUndefined();
    expect(readRss(file('/news/country/IS/feed.xml')).items).toEqual([]);
  });

  it('use a translated title when the content has one (title_i18n, through shownText)', () => {
    // Set on the record itself: the content schema gains title_i18n with the language issue.
    const withTitles = fixtureSiteData();
    Object.assign(withTitles.newsById.get('shared-story')!, { title_i18n: { sv: 'Tillsynen ger MiCA-vägledning' } });
    const title = (lang: Locale) =>
      JSON.parse(listFeedAt(pageEnvFrom(withTitles, contextAt(), lang), 'news/topic/regulation/feed.json')!.body).items.find(
        (item: { id: string }) => item.id.endsWith('/shared-story/'),
      ).title;
    expect(title('sv')).toBe('Tillsynen ger MiCA-vägledning');
    expect(title('da')).toBe('Regulator publishes MiCA guidance');
    expect(title('nb')).toBe('Finanstilsynet med MiCA-veileder');
  });

  it(`keep at most ${FEED_ITEMS} items`, () => {
    const raw = cloneRaw(fixtureRawContent()) as unknown as Raw;
    const template = raw.News.find((doc) => doc.file === 'news/shared-story.yaml')!;
    for (let n = 0; n < FEED_ITEMS + 5; n += 1) {
      const published = new Date(Date.UTC(2026, 9, 1, 0, n)).toISOString();
      raw.News.push({ file: `news/bulk-${n}.yaml`, data: { ...structuredClone(template.data), published } });
    }
    const big = pageEnvFrom(fixtureSiteData(raw as unknown as RawContent), contextAt(), 'en');
    expect(JSON.parse(listFeedAt(big, 'news/topic/regulation/feed.json')!.body).items).toHaveLength(FEED_ITEMS);
    expect(readRss(listFeedAt(big, 'news/country/NO/feed.xml')!.body).items).toHaveLength(FEED_ITEMS);
  });

  it('one more story rewrites only its topics\u2019, its country\u2019s and the language feeds', () => {
    const raw = cloneRaw(fixtureRawContent()) as unknown as Raw;
    const template = raw.News.find((doc) => doc.file === 'news/older-story.yaml')!;
    raw.News.push({ file: 'news/one-more.yaml', data: { ...structuredClone(template.data), published: '2026-11-21T10:00:00+01:00' } });
    const after = fixtureSiteData(raw as unknown as RawContent);
    const afterEnv = (lang: Locale) => pageEnvFrom(after, contextAt(), lang);
    const before = new Map(files.map((file) => [file.path, file.content]));
    const changed = [...listFeedContents(afterEnv)].filter((file) => before.get(file.path) !== file.content).map((file) => file.path);
    // The older story: SE, topic "central banks".
    const expected = LOCALES.flatMap((lang) =>
      ['news/topic/central-banks', 'news/country/SE'].flatMap((page) =>
        ['feed.xml', 'feed.json'].map((name) => `${lang === 'en' ? '' : `/${lang}`}/${page}/${name}`),
      ),
    );
    expect(changed.sort()).toEqual(expected.sort());
    for (const lang of LOCALES) {
      expect(rssFeed(afterEnv(lang))).not.toBe(rssFeed(env(lang)));
      expect(jsonFeed(afterEnv(lang))).not.toBe(jsonFeed(env(lang)));
    }
    // And the same content built again is the same bytes (nothing from the clock).
    const later = (lang: Locale) => pageEnvFrom(data, contextAt(new Date('2027-03-01T00:00:00Z')), lang);
    expect([...listFeedContents(later)].every((file) => before.get(file.path) === file.content)).toBe(true);
  });

  it('answer no path that is not a feed of a page', () => {
    expect(listFeedAt(env('en'), 'news/topic/no-such-topic/feed.xml')).toBeUndefined();
    expect(listFeedAt(env('en'), 'news/country/XX/feed.json')).toBeUndefined();
    expect(listFeedAt(env('en'), 'news/topic/regulation/feed.txt')).toBeUndefined();
    expect(listFeedAt(env('en'), 'news/topic/a/b/feed.xml')).toBeUndefined();
    expect(listFeedAt(env('sv'), 'events/country/SE/feed.json')?.kind).toBe('json');
  });
});

describe('where the list feeds are announced', () => {
  it('the page heads link their own feeds first, then the language feed', () => {
    const sv = env('sv');
    const topicHtml = newsTopicPage.render(sv, 'regulation')!;
    expect(topicHtml).toContain(`<link rel="alternate" type="application/rss+xml" href="${base}/sv/news/topic/regulation/feed.xml"`);
    expect(topicHtml).toContain(`<link rel="alternate" type="application/feed+json" href="${base}/sv/news/topic/regulation/feed.json"`);
    const eventsHtml = eventsCountryPage.render(env('en'), 'SE')!;
    expect(eventsHtml).toContain(`href="${base}/events/country/SE/feed.xml"`);
    const head = pageHead(sv, { path: 'x', title: 'x', feeds: [{ type: 'application/rss+xml', url: 'u', title: 't' }] });
    expect(head.feeds.map((feed) => feed.url)).toEqual(['u', `${base}/sv/feed.xml`, `${base}/sv/feed.json`]);
  });

  it('the sitemap, llms.txt and the discovery document list them', async () => {
    const sitemap = await sitemapPages(env('en'));
    for (const file of files) expect(sitemap).toContain(`<loc>${base}${file.path}</loc>`);
    const llms = llmsTxt(env('en'));
    expect(llms).toContain(`${base}/news/topic/${data.topics[0]!.slug}/feed.xml`);
    expect(llms).toContain('`/events/country/{country}/feed.json`');
    const discovery = buildDocument(data, contextAt(), 'index.json') as { also: Array<{ path: string; url: string }> };
    const feeds = discovery.also.filter((row) => /feed\.(xml|json)$/.test(row.path));
    expect(feeds.map((row) => row.path)).toEqual([
      '/feed.xml',
      '/feed.json',
      '/news/topic/{slug}/feed.xml',
      '/news/topic/{slug}/feed.json',
      '/news/country/{country}/feed.xml',
      '/news/country/{country}/feed.json',
      '/events/country/{country}/feed.xml',
      '/events/country/{country}/feed.json',
    ]);
    // Every example is a file the build writes.
    const written = new Set([...files.map((file) => `${base}${file.path}`), `${base}/feed.xml`, `${base}/feed.json`]);
    for (const row of feeds) expect(written.has(row.url), row.url).toBe(true);
  });

  it('_headers types every feed with two wildcard rules and one policy each', () => {
    const rules = siteHeaderRules([]);
    expect(rules.map((rule) => rule.pattern)).toEqual(expect.arrayContaining(FEED_FILE_TYPES.map((feed) => feed.path)));
    expect(rules.some((rule) => rule.pattern.startsWith('/:lang/feed'))).toBe(false);
    for (const path of ['/feed.xml', '/sv/feed.json', '/news/topic/regulation/feed.xml', '/da/events/country/DK/feed.json']) {
      const headers = headersForPath(rules, path);
      expect(headers['Content-Type'], path).toBe(fileType(path));
      expect(headers['Content-Security-Policy'], path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['Access-Control-Allow-Origin'], path).toBe('*');
    }
  });
});
