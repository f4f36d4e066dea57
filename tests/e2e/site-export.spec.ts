import { gunzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { SERVER_ORIGIN } from './servers';
import { LANGS, MESSAGES, MODES, pagePath, routeGeo } from './site-helpers';

/**
 * Leaf pages (plain HTML from our own renderer) and section pages (Next, client navigation) as
 * `npm start` serves them, feeds and discovery files, and the parts of the pages that must work without
 * JavaScript.
 */

async function api(page: Page, origin: string, path: string) {
  return (await page.request.get(`${origin}/api/v1/${path}`)).json();
}

async function markNoReload(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

test.describe('leaf pages served by npm start', () => {
  test.beforeEach(async ({ context }) => {
    await routeGeo(context, 'US');
  });

  test('story pages have no RSC payload files; section pages keep theirs', async ({ page }) => {
    const news = await api(page, SERVER_ORIGIN, 'news.json');
    const story = news.items[0].id as string;
    for (const lang of ['en', 'sv'] as const) {
      const dir = pagePath(lang, `news/${story}`);
      expect((await page.request.get(`${SERVER_ORIGIN}${dir}index.txt`)).status(), dir).toBe(404);
      expect((await page.request.get(`${SERVER_ORIGIN}${dir}__next._tree.txt`)).status(), dir).toBe(404);
      expect((await page.request.get(`${SERVER_ORIGIN}${dir}`)).status(), dir).toBe(200);
      const section = pagePath(lang, 'events');
      expect((await page.request.get(`${SERVER_ORIGIN}${section}index.txt`)).status(), section).toBe(200);
    }
  });

  test('a leaf page is plain HTML: no Next runtime, no hydration data, and it still works', async ({ page, context }) => {
    const news = await api(page, SERVER_ORIGIN, 'news.json');
    const failed: string[] = [];
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    page.on('response', (r) => r.status() >= 400 && !r.url().endsWith('/__geo') && failed.push(`${r.status()} ${r.url()}`));
    page.on('pageerror', (e) => failed.push(`pageerror ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && failed.push(`console ${m.text()}`));
    const response = await page.goto(`${SERVER_ORIGIN}/fi/news/${news.items[0].id}/`);
    const html = await response!.text();
    expect(html).not.toContain('self.__next_f');
    expect(html).not.toMatch(/<script[^>]+src="\/_next\//);
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/css\/site\.[0-9a-f]{12}\.css"\/>/);
    expect(scripts).toEqual([]);
    await expect(page.getByRole('heading', { level: 2, name: MESSAGES.fi.news.everyOutlet })).toBeVisible();
    // The language switcher still remembers the choice (its cookie writer is an inline script).
    await page.getByRole('navigation', { name: MESSAGES.fi.site.languageNav }).getByRole('link', { name: 'Dansk' }).click();
    await page.waitForURL(`${SERVER_ORIGIN}/da/news/${news.items[0].id}/`);
    expect((await context.cookies(SERVER_ORIGIN)).find((c) => c.name === 'lang')?.value).toBe('da');
    // The menu's links are ordinary links here: a full load of a section page, which is a React page again.
    await page.getByRole('navigation', { name: MESSAGES.da.site.mainNav }).getByRole('link', { name: MESSAGES.da.nav.events }).click();
    await page.waitForURL(`${SERVER_ORIGIN}/da/events/`);
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.da.events.title })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(failed).toEqual([]);
  });

  test('menu <Link>s navigate on the client between section pages; story links and Back work around them', async ({ page }) => {
    await page.goto(`${SERVER_ORIGIN}/sv/news/`);
    await page.waitForLoadState('networkidle');
    await markNoReload(page);
    await page.getByRole('navigation', { name: MESSAGES.sv.site.mainNav }).getByRole('link', { name: MESSAGES.sv.nav.events }).click();
    await page.waitForURL(`${SERVER_ORIGIN}/sv/events/`);
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.sv.events.title })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    await page.goBack();
    await page.waitForURL(`${SERVER_ORIGIN}/sv/news/`);
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.sv.news.title })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    const story = page.locator('.story-list .teaser-title a').first();
    const href = await story.getAttribute('href');
    await story.click();
    await page.waitForURL(`${SERVER_ORIGIN}${href}`);
    await expect(page.getByRole('heading', { level: 2, name: MESSAGES.sv.news.everyOutlet })).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
    await page.goBack();
    await page.waitForURL(`${SERVER_ORIGIN}/sv/news/`);
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.sv.news.title })).toBeVisible();
    await page.goForward();
    await page.waitForURL(`${SERVER_ORIGIN}${href}`);
    await expect(page.getByRole('heading', { level: 2, name: MESSAGES.sv.news.everyOutlet })).toBeVisible();
  });

  test('story links are plain <a>: following one is a full page load that works', async ({ page }) => {
    await page.goto(`${SERVER_ORIGIN}/news/`);
    await page.waitForLoadState('networkidle');
    await markNoReload(page);
    const first = page.locator('.story-list .teaser-title a').first();
    const href = await first.getAttribute('href');
    await first.click();
    await page.waitForURL(`${SERVER_ORIGIN}${href}`);
    await expect(page.getByRole('heading', { level: 2, name: MESSAGES.en.news.everyOutlet })).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
  });

  test('a client-side navigation to a leaf page falls back to a full load', async ({ page }) => {
    const news = await api(page, SERVER_ORIGIN, 'news.json');
    const target = `/news/${news.items[1].id}/`;
    await page.goto(`${SERVER_ORIGIN}/news/`);
    await page.waitForLoadState('networkidle');
    // What a <Link> to this page would do: ask the app router to navigate on the client.
    const router = await page.evaluate(
      () => typeof (window as unknown as { next?: { router?: { push?: unknown } } }).next?.router?.push === 'function',
    );
    // Fails, rather than skips, if a Next upgrade stops exposing its router: then this check needs
    // another way to ask for a client-side navigation.
    expect(router, 'the app router is exposed on window.next').toBe(true);
    await markNoReload(page);
    await page.evaluate(
      (href) => (window as unknown as { next: { router: { push: (h: string) => void } } }).next.router.push(href),
      target,
    );
    await page.waitForURL(`${SERVER_ORIGIN}${target}`);
    await expect(page.getByRole('heading', { level: 2, name: MESSAGES.en.news.everyOutlet })).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
  });
});

for (const [mode, origin] of MODES) {
  test.describe(`feeds and discovery (${mode})`, () => {
    test('RSS feed per language', async ({ request }) => {
      const news = await (await request.get(`${origin}/api/v1/news.json`)).json();
      for (const lang of LANGS) {
        const path = lang === 'en' ? '/feed.xml' : `/${lang}/feed.xml`;
        const response = await request.get(`${origin}${path}`);
        expect(response.status(), path).toBe(200);
        const xml = await response.text();
        expect(xml, path).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<rss version="2.0"/);
        expect(xml, path).toContain(`<link>${news.items[0].html_url.replace('/news/', `${lang === 'en' ? '' : `/${lang}`}/news/`)}</link>`);
        expect((xml.match(/<item>/g) ?? []).length, path).toBe(Math.min(50, news.count));
        expect(xml, path).toMatch(new RegExp(`<language>${lang}`));
      }
    });

    test('iCalendar of all events and of each event', async ({ request }) => {
      const events = await (await request.get(`${origin}/api/v1/events.json`)).json();
      const all = await (await request.get(`${origin}/events.ics`)).text();
      expect(all.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(all.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
      expect((all.match(/BEGIN:VEVENT/g) ?? []).length).toBe(events.count);
      // Lines are folded at 75 octets.
      for (const line of all.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      const first = events.events[0];
      const one = await (await request.get(`${origin}/events/${first.id}/event.ics`)).text();
      expect((one.match(/BEGIN:VEVENT/g) ?? []).length).toBe(1);
      const start = new Date(first.start)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
      expect(one).toContain(`DTSTART:${start}`);
    });

    test('sitemap with language alternates, gzip sitemaps of stories and events, and robots.txt', async ({ request }) => {
      const robots = await (await request.get(`${origin}/robots.txt`)).text();
      // Field names are case-insensitive (RFC 9309); Next's metadata route writes `User-Agent`.
      expect(robots).toMatch(/^User-agent: \*$/im);
      expect(robots).toMatch(/^Allow: \/$/m);
      const sitemaps = [...robots.matchAll(/^Sitemap: (\S+)$/gm)].map((m) => new URL(m[1]!).pathname);
      expect(sitemaps[0]).toBe('/sitemap.xml');
      expect(sitemaps).toContain('/sitemaps/news-0.xml.gz');
      expect(sitemaps).toContain('/sitemaps/events-0.xml.gz');
      const xml = await (await request.get(`${origin}/sitemap.xml`)).text();
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      const urls = xml.split('<url>').slice(1);
      expect(urls.length).toBeGreaterThan(50);
      // Every page names its seven languages and x-default; the feeds listed beside them (every
      // language's and each topic's and country's) are files of one language each.
      const feeds = urls.filter((url) => /\/feed\.(?:xml|json)<\/loc>/.test(url));
      expect(feeds.some((url) => url.includes('/sv/news/country/SE/feed.xml</loc>'))).toBe(true);
      for (const url of urls) expect((url.match(/<xhtml:link rel="alternate"/g) ?? []).length).toBe(feeds.includes(url) ? 0 : 8);
      expect(xml).toMatch(/<loc>[^<]*\/sv\/events\/<\/loc>/);
      const news = await (await request.get(`${origin}/api/v1/news.json`)).json();
      const events = await (await request.get(`${origin}/api/v1/events.json`)).json();
      for (const [file, count, path] of [
        ['/sitemaps/news-0.xml.gz', news.count, `/news/${news.items[0].id}/`],
        ['/sitemaps/events-0.xml.gz', events.count, `/events/${events.events[0].id}/`],
      ] as const) {
        const response = await request.get(`${origin}${file}`);
        expect(response.status(), file).toBe(200);
        const text = gunzipSync(await response.body()).toString('utf8');
        expect((text.match(/<url>/g) ?? []).length, file).toBe(count * 7);
        expect(text, file).toContain(`${path}</loc>`);
        expect(xml, file).not.toContain(`${path}</loc>`);
      }
    });

    test('each event page carries schema.org Event JSON-LD matching the API', async ({ page }) => {
      const events = await api(page, origin, 'events.json');
      const event = events.events.find((e: { place: string | null }) => e.place) ?? events.events[0];
      await page.goto(`${origin}/events/${event.id}/`);
      const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
      expect(json).toMatchObject({ '@context': 'https://schema.org', '@type': 'Event', name: event.title, startDate: event.start });
      expect(json.url).toBe(event.html_url);
    });
  });
}

test.describe('page content', () => {
  test('event times are the wall-clock time of the event’s own offset, whatever the reader’s zone', async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });
    await routeGeo(context, 'US');
    const page = await context.newPage();
    const events = await api(page, SERVER_ORIGIN, 'events.json');
    const event = events.events.find((e: { start: string }) => /-0[45]:00$/.test(e.start)) ?? events.events[0];
    const [, hhmm, offset] = /T(\d{2}:\d{2}).*([+-]\d{2}:\d{2}|Z)$/.exec(event.start)!;
    await page.goto(`${SERVER_ORIGIN}/events/${event.id}/`);
    const when = page.locator('dl.facts dd').first();
    await expect(when).toContainText(hhmm!);
    await expect(when).toContainText(offset === 'Z' ? 'UTC' : `UTC${offset}`);
    await context.close();
  });

  test('an own story renders its Markdown body safely, with site links in the page language', async ({ page }) => {
    await routeGeo(page, 'US');
    const news = await api(page, SERVER_ORIGIN, 'news.json');
    // The lists leave the body out; the story's own document has it.
    let own: { id: string; body: string } | undefined;
    for (const item of news.items.filter((listed: { own_story: boolean }) => listed.own_story)) {
      const story = await api(page, SERVER_ORIGIN, `news/${item.id}.json`);
      if (story.body) {
        own = story;
        break;
      }
    }
    test.skip(!own, 'no own story with a body in the content');
    if (!own) return;
    await page.goto(`${SERVER_ORIGIN}/sv/news/${own.id}/`);
    const prose = page.locator('.prose');
    await expect(prose.locator('p').first()).toBeVisible();
    expect(await prose.innerHTML()).not.toMatch(/\*\*|\]\(/);
    if (/\]\(\/markets\/\)/.test(own.body)) await expect(prose.locator('a[href="/sv/markets/"]')).toHaveCount(1);
  });

  test('a newsletter issue shows its translation when there is one, else English with a note', async ({ page }) => {
    await routeGeo(page, 'US');
    const list = await api(page, SERVER_ORIGIN, 'newsletters.json');
    for (const summary of list.issues) {
      const issue = await api(page, SERVER_ORIGIN, `newsletters/${summary.id}.json`);
      for (const lang of ['sv', 'da', 'fi'] as const) {
        await page.goto(`${SERVER_ORIGIN}/${lang}/newsletters/${issue.id}/`);
        const translated = Boolean(issue.html_i18n?.[lang]);
        if (translated) {
          await expect(page.getByText(MESSAGES[lang].newsletters.englishOnly)).toHaveCount(0);
          await expect(page.locator('h1')).toHaveText(issue.title_i18n[lang] ?? issue.title);
        } else {
          await expect(page.getByText(MESSAGES[lang].newsletters.englishOnly)).toBeVisible();
          await expect(page.locator('.prose')).toHaveAttribute('lang', 'en');
        }
      }
    }
  });

  test('story page: summary in the page language with English fallback, coverage as text, outlets', async ({ page }) => {
    await routeGeo(page, 'US');
    const news = await api(page, SERVER_ORIGIN, 'news.json');
    const item = news.items.find((i: { also_covered_by: unknown[] }) => i.also_covered_by.length > 0) ?? news.items[0];
    for (const lang of ['en', 'nb', 'is'] as const) {
      await page.goto(`${SERVER_ORIGIN}${pagePath(lang, `news/${item.id}`)}`);
      const expected = lang === 'en' ? item.summary : (item.summary_i18n[lang] ?? item.summary);
      await expect(page.locator('.summary p').first()).toHaveText(expected);
      // Coverage numbers are text, not only bars.
      // A row for each kind of source that covered it: no rows of none.
      const rows = page.locator('table.coverage').nth(1).locator('tbody tr');
      await expect(rows).toHaveCount(item.coverage.by_source_type.filter((row: { count: number }) => row.count > 0).length);
      await expect(page.locator('table.coverage').first()).toContainText(String(item.coverage.by_country[0].count));
      for (const outlet of item.also_covered_by) await expect(page.getByRole('link', { name: outlet.title })).toBeVisible();
    }
  });

  test('works without JavaScript: lists, filters and story pages are plain HTML', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${SERVER_ORIGIN}/events/`);
    await page.getByRole('link', { name: 'Sweden' }).click();
    await expect(page).toHaveURL(`${SERVER_ORIGIN}/events/country/SE/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Events: Sweden' })).toBeVisible();
    await page.goto(`${SERVER_ORIGIN}/news/`);
    await page.locator('.story-list .teaser-title a').first().click();
    await expect(page.getByRole('heading', { level: 2, name: MESSAGES.en.news.everyOutlet })).toBeVisible();
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Suomi' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi-FI');
    await context.close();
  });
});

test('server mode serves the same pages (story, 404 status)', async ({ request }) => {
  const news = await (await request.get(`${SERVER_ORIGIN}/api/v1/news.json`)).json();
  expect((await request.get(`${SERVER_ORIGIN}/nb/news/${news.items[0].id}/`)).status()).toBe(200);
  expect((await request.get(`${SERVER_ORIGIN}/nb/news/not-a-story/`)).status()).toBe(404);
  expect((await request.get(`${SERVER_ORIGIN}/xx/`)).status()).toBe(404);
});
