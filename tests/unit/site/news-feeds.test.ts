import { parseJsonFeed, parseRssFeed } from 'feedsmith';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import type { RawContent } from '@/lib/content/types';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { fmt } from '@/lib/i18n/messages';
import { feedPath, NEWS_FEEDS } from '@/lib/pages/feed-links';
import { FEED_ITEMS, jsonFeed, rssFeed } from '@/lib/feeds/news-feeds';
import { pageEnvFrom } from '@/lib/pages/page-env';
import { xmlDocument, xmlText } from '@/lib/feeds/xml';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { cloneRaw, fixtureRawContent } from '../../fixtures/content';
import { contextAt, fixtureSiteData, TEST_CONFIG } from '../../fixtures/site-data';

/**
 * The news feeds (RSS 2.0 and JSON Feed 1.1) from the content fixture, including a story whose
 * headline and summary are as hostile as content can be: quotes, markup, ampersands, a CDATA
 * terminator, emoji, line separators and control characters. RSS is read by a strict XML 1.0
 * parser (saxes) and by a feed reader (feedsmith); JSON by JSON.parse and feedsmith.
 */

// Trimmed by the content schema at both ends, so the hostile part sits inside.
const HOSTILE_TITLE =
  'Say "hi" & <b>bye</b> ]]> \u2019quoted\u2019 \u{1F680}\u{1F1F8}\u{1F1EA} \u2028 ctrl:\u0001\u0008\u000B\u001F\uFFFE end';
const HOSTILE_SUMMARY = "It's <script>alert('x')</script> &amp; \\ back\\slash\ttab\nline \u0000nul \uD800lone \u{1F4B8} end.";

function hostileContent(): RawContent {
  const raw = cloneRaw(fixtureRawContent());
  const story = (raw as unknown as { News: Array<{ file: string; data: Record<string, unknown> }> }).News.find(
    (doc) => doc.file === 'news/own-story.yaml',
  )!;
  story.data.summary = HOSTILE_SUMMARY;
  (story.data.outlets as Array<Record<string, unknown>>)[0]!.title = HOSTILE_TITLE;
  return raw;
}

const data = fixtureSiteData(hostileContent());
const env = (lang: Locale) => pageEnvFrom(data, contextAt(), lang);

interface XmlItem {
  title: string;
  guid: string;
  link: string;
  description: string;
}

/** Strict XML 1.0 parse (throws on anything not well-formed) and the items' texts. */
function strictItems(xml: string): XmlItem[] {
  const parser = new SaxesParser();
  const items: XmlItem[] = [];
  const stack: string[] = [];
  let current: XmlItem | null = null;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    stack.push(tag.name);
    if (tag.name === 'item') current = { title: '', guid: '', link: '', description: '' };
  });
  parser.on('closetag', (tag) => {
    stack.pop();
    if (tag.name === 'item' && current) {
      items.push(current);
      current = null;
    }
  });
  const onText = (text: string) => {
    const field = stack.at(-1);
    if (current && stack.at(-2) === 'item' && (field === 'title' || field === 'guid' || field === 'link' || field === 'description')) {
      current[field] += text;
    }
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.write(xml).close();
  return items;
}

describe('xml text', () => {
  it('drops exactly what XML 1.0 cannot carry and escapes the five markup characters', () => {
    expect(xmlText('a\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg\uFFFEh\uFFFFi\uD800j\uDC00k')).toBe('abcdefghijk');
    expect(xmlText('tab\tlf\ncr\r\u{1F680}\u2028\uE000\uFFFD')).toBe('tab\tlf\ncr\r\u{1F680}\u2028\uE000\uFFFD');
    expect(xmlDocument({ a: { '@href': `x"\u0001'&<>`, '#text': `<a href="x">'&'\u0002</a>` } })).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<a href="x&quot;&apos;&amp;&lt;&gt;">&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;</a>\n',
    );
  });
});

describe('RSS 2.0', () => {
  it('is well-formed XML 1.0 in every language, with hostile text kept as text', () => {
    for (const lang of LOCALES) {
      const xml = rssFeed(env(lang));
      const items = strictItems(xml);
      const own = items.find((item) => item.guid.endsWith('/news/own-story/'))!;
      expect(own.title, lang).toBe(xmlText(HOSTILE_TITLE));
      // Readers render <description> as HTML: it is one paragraph whose text is the summary, so the
      // markup written in the summary arrives as text, never as elements.
      const description = unified()
        .use(rehypeParse, { fragment: true })
        .parse(own.description ?? '');
      const tags: string[] = [];
      visit(description, 'element', (node) => void tags.push(node.tagName));
      expect(tags, lang).toEqual(['p']);
      let text = '';
      visit(description, 'text', (node) => void (text += node.value));
      expect(text, lang).toBe(xmlText(HOSTILE_SUMMARY));
      expect(own.guid, lang).toBe(`${TEST_CONFIG.baseUrl}${lang === 'en' ? '' : `/${lang}`}/news/own-story/`);
      expect(own.link, lang).toBe(own.guid);
    }
  });

  it('reads back through a feed reader with the same titles and links', () => {
    const feed = parseRssFeed(rssFeed(env('sv')));
    expect(feed.title).toBe(fmt(env('sv').m.feed.title, { site: TEST_CONFIG.siteName }));
    expect(feed.items?.map((item) => item.guid?.value)).toEqual(
      data.newsNewestFirst.map((story) => `${TEST_CONFIG.baseUrl}/sv/news/${story.id}/`),
    );
    expect(feed.items?.find((item) => item.link?.endsWith('/own-story/'))?.title).toBe(xmlText(HOSTILE_TITLE));
  });
});

describe('JSON Feed 1.1', () => {
  it('declares version 1.1, its own URL and the language', () => {
    for (const lang of LOCALES) {
      const feed = JSON.parse(jsonFeed(env(lang)));
      expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
      expect(feed.feed_url).toBe(`${TEST_CONFIG.baseUrl}${feedPath(lang, 'json')}`);
      expect(feed.home_page_url).toBe(`${TEST_CONFIG.baseUrl}${lang === 'en' ? '' : `/${lang}`}/`);
      expect(feed.language).toBe(env(lang).locale);
      expect(feed.icon).toMatch(/^https:\/\/desk\.test\/assets\/icons\/icon-512\.png$/);
    }
  });

  it('keeps hostile text exactly: a JSON reader gets back the API text, control characters and all', () => {
    const text = jsonFeed(env('en'));
    const feed = JSON.parse(text);
    const own = feed.items.find((item: { id: string }) => item.id.endsWith('/news/own-story/'));
    expect(own.title).toBe(HOSTILE_TITLE);
    expect(own.content_text).toBe(HOSTILE_SUMMARY);
    // Nothing raw that a JSON parser or a <script> context would trip on.
    expect(text).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
    expect(text).toContain('\\u0001');
    expect(parseJsonFeed(feed).items?.find((item) => item.id === own.id)?.title).toBe(HOSTILE_TITLE);
  });

  it('has the same stories as the RSS, ids being our story URLs (the RSS guids)', () => {
    for (const lang of ['en', 'fi'] as const) {
      const json = JSON.parse(jsonFeed(env(lang)));
      const rss = strictItems(rssFeed(env(lang)));
      expect(json.items.map((item: { id: string }) => item.id)).toEqual(rss.map((item) => item.guid));
      expect(json.items.map((item: { url: string }) => item.url)).toEqual(rss.map((item) => item.link));
      expect(json.items.length).toBe(Math.min(FEED_ITEMS, data.newsNewestFirst.length));
    }
  });

  it('points at the outlet for stories that are not ours, never for our own', () => {
    const feed = JSON.parse(jsonFeed(env('en')));
    const own = feed.items.find((item: { id: string }) => item.id.endsWith('/news/own-story/'));
    const shared = feed.items.find((item: { id: string }) => item.id.endsWith('/news/shared-story/'));
    expect(own.external_url).toBeUndefined();
    expect(shared.external_url).toBe('https://e24.no/a');
    expect(new Date(shared.date_published).toISOString()).toBe(new Date('2026-11-20T08:30:00+01:00').toISOString());
  });

  it('gives every item content, even a story with an empty summary in this language', () => {
    const feed = JSON.parse(jsonFeed(env('da')));
    for (const item of feed.items) expect(typeof item.content_text === 'string' && item.content_text.length > 0).toBe(true);
  });
});

describe('feed files', () => {
  it('one RSS and one JSON Feed per language, English at the root', () => {
    expect(LOCALES.map((lang) => feedPath(lang, 'json'))).toEqual([
      '/feed.json',
      '/nn/feed.json',
      '/nb/feed.json',
      '/sv/feed.json',
      '/da/feed.json',
      '/fi/feed.json',
      '/is/feed.json',
    ]);
    expect(feedPath('is')).toBe('/is/feed.xml');
    expect(NEWS_FEEDS.json.type).toBe('application/feed+json');
  });
});

describe('RSS <source>', () => {
  /** Each item's guid with the url and text of its <source>, or null without one, read by saxes. */
  function sources(xml: string): Map<string, { url: string; name: string } | null> {
    const parser = new SaxesParser();
    const out = new Map<string, { url: string; name: string } | null>();
    let guid = '';
    let inGuid = false;
    let source: { url: string; name: string } | null = null;
    let inSource = false;
    parser.on('opentag', (tag) => {
      if (tag.name === 'item') source = null;
      if (tag.name === 'guid') inGuid = true;
      if (tag.name === 'source') {
        inSource = true;
        source = { url: String(tag.attributes.url), name: '' };
      }
    });
    parser.on('text', (text) => {
      if (inGuid) guid += text;
      if (inSource && source) source.name += text;
    });
    parser.on('closetag', (tag) => {
      if (tag.name === 'guid') inGuid = false;
      if (tag.name === 'source') inSource = false;
      if (tag.name === 'item') {
        out.set(guid, source);
        guid = '';
      }
    });
    parser.write(xml).close();
    return out;
  }

  it('names the outlet\u2019s own feed from the sources catalogue, and is left out when none is known', () => {
    const byGuid = sources(rssFeed(env('en')));
    const story = (id: string) => byGuid.get(`${TEST_CONFIG.baseUrl}/news/${id}/`);
    // The shared story's primary outlet (e24) has a feed in the catalogue; the others have none.
    expect(story('shared-story')).toEqual({ url: 'https://e24.no/rss', name: 'E24' });
    expect(story('wire-story')).toBeNull();
    expect(story('own-story')).toBeNull();
    expect([...byGuid.values()].some((source) => source?.url.startsWith(TEST_CONFIG.baseUrl))).toBe(false);
  });
});
