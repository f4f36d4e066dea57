import { toText } from 'hast-util-to-text';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { LEAF_PAGES } from '@/components/pages/leaf-pages';
import { formatTime } from '@/lib/pages/format';
import { pageEnvFrom } from '@/lib/pages/page-env';
import { parsePage } from '../../fixtures/active-html';
import { contextAt, fixtureSiteData } from '../../fixtures/site-data';

/** The event page and the month calendar as readers see them (the events' odd cases). */
const leaf = (pattern: string) => LEAF_PAGES.find((page) => page.pattern === pattern)!;
const data = fixtureSiteData();

describe('event page', () => {
  it.each(LOCALES)('%s: says the event\u2019s offset once', (lang) => {
    const html = leaf('events/{id}').render(pageEnvFrom(data, contextAt(), lang), 'upcoming-summit');
    expect(html).not.toBeNull();
    const text = toText(parsePage(html!));
    expect(text.match(/UTC\+02:00/g)).toHaveLength(1);
  });
});

describe('month calendar', () => {
  it.each(LOCALES)('%s: each time carries its offset, so the order by instant reads right', (lang) => {
    const env = pageEnvFrom(data, contextAt(), lang);
    const html = leaf('events/month/{month}').render(env, '2026-11');
    const text = toText(parsePage(html!));
    // 22 November: Oslo 09:00 (08:00 UTC) before New York 10:00 (15:00 UTC), in the locale's clock.
    const oslo = text.indexOf(`${formatTime(env.locale, '2026-11-22T09:00:00+01:00')} (UTC+01:00)`);
    const newYork = text.indexOf(`${formatTime(env.locale, '2026-11-22T10:00:00-05:00')} (UTC-05:00)`);
    expect(oslo).toBeGreaterThan(-1);
    expect(newYork).toBeGreaterThan(oslo);
  });
});
