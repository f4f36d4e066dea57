import type { Element } from 'hast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '@/lib/api/families/events';
import { buildNewsItem } from '@/lib/api/news-item';
import { LOCALES } from '@/lib/i18n/locales';
import { attendanceMode, eventJsonLd, jsonLdText, newsArticleJsonLd } from '@/lib/pages/json-ld';
import { pageEnvFrom } from '@/lib/pages/page-env';
import { parsePage } from '../../fixtures/active-html';
import { cloneRaw, fixtureRawContent } from '../../fixtures/content';
import { contextAt, fixtureSiteData, TEST_CONFIG } from '../../fixtures/site-data';

/** Text that tries every way out of a script block, and characters JSON itself keeps raw. */
const BREAKOUT = 'x</script><script>alert(1)</script><!-- <script> & \u2028\u2029 "quoted" \\ end';

/** The page an HTML parser (rehype-parse, the WHATWG algorithm) builds around one JSON-LD block. */
function scriptsOf(json: string): Element[] {
  const scripts: Element[] = [];
  visit(
    parsePage(`<!doctype html><html><head><script type="application/ld+json">${json}</script></head><body><p>after</p></body></html>`),
    'element',
    (node: Element) => {
      if (node.tagName === 'script') scripts.push(node);
    },
  );
  return scripts;
}

function hostileData() {
  const raw = cloneRaw(fixtureRawContent());
  raw.News = raw.News.map((doc) =>
    doc.file === 'news/shared-story.yaml' ? { ...doc, data: { ...doc.data, summary: BREAKOUT, title_en: BREAKOUT } } : doc,
  );
  raw.Event = raw.Event.map((doc, index) => (index === 0 ? { ...doc, data: { ...doc.data, title: BREAKOUT, note: BREAKOUT } } : doc));
  return fixtureSiteData(raw);
}

describe('jsonLdText', () => {
  it('keeps content inside its script block: one script, and JSON.parse gives back the value', () => {
    const value = { name: BREAKOUT, nested: [BREAKOUT] };
    const scripts = scriptsOf(jsonLdText(value));
    expect(scripts).toHaveLength(1);
    const text = scripts[0]!.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
    expect(JSON.parse(text)).toEqual(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    // Without the escaping the same value does break out: the check has teeth.
    expect(scriptsOf(JSON.stringify(value)).length).toBeGreaterThan(1);
  });
});

describe('NewsArticle', () => {
  const data = hostileData();
  const item = buildNewsItem(data, contextAt(), data.newsById.get('shared-story')!);

  it.each(LOCALES)('%s: the page\u2019s headline, date, language, URL and the outlets it is based on', (lang) => {
    const env = pageEnvFrom(data, contextAt(), lang);
    const ld = newsArticleJsonLd(env, item);
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      datePublished: item.published,
      inLanguage: env.locale,
      url: `${TEST_CONFIG.baseUrl}${lang === 'en' ? '' : `/${lang}`}/news/shared-story/`,
      publisher: { '@type': 'Organization', name: TEST_CONFIG.siteName },
    });
    expect(typeof ld.headline).toBe('string');
    const based = ld.isBasedOn as Array<{ url: string; publisher: { name: string } }>;
    expect(based.map((b) => b.url)).toEqual(item.sources.map((s) => s.url));
    expect(based[0]!.publisher.name).toBe(item.source_name);
    expect(scriptsOf(jsonLdText(ld))).toHaveLength(1);
  });

  it('the desk\u2019s own story is based on nothing else', () => {
    const own = buildNewsItem(data, contextAt(), data.newsById.get('own-story')!);
    expect(newsArticleJsonLd(pageEnvFrom(data, contextAt(), 'en'), own)).not.toHaveProperty('isBasedOn');
  });
});

describe('Event', () => {
  const data = hostileData();

  it('says online, offline or mixed from the content, with status and place', () => {
    expect(attendanceMode({ online: true, place: null })).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(attendanceMode({ online: false, place: 'Hall' })).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(attendanceMode({ online: false, place: null })).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(attendanceMode({ online: true, place: 'Hall' })).toBe('https://schema.org/MixedEventAttendanceMode');
    for (const record of data.content.events) {
      const event = buildEvent(contextAt(), record);
      const ld = eventJsonLd(pageEnvFrom(data, contextAt(), 'sv'), event);
      expect(ld).toMatchObject({ '@type': 'Event', startDate: event.start, eventStatus: 'https://schema.org/EventScheduled' });
      expect(ld.eventAttendanceMode).toBe(attendanceMode(event));
      const places = [ld.location].flat() as Array<{ '@type': string }>;
      expect(places.some((p) => p['@type'] === 'Place')).toBe(event.place !== null || !event.online);
      expect(places.some((p) => p['@type'] === 'VirtualLocation')).toBe(event.online);
      expect(scriptsOf(jsonLdText(ld))).toHaveLength(1);
    }
  });
});
