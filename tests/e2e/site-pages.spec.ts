import { expect, test } from '@playwright/test';
import { SERVER_ORIGIN, STATIC_ORIGIN } from './servers';
import { LANGS, MESSAGES, pagePath, type Lang } from './site-helpers';

/**
 * The pages' own behaviour without JavaScript and at the reader's clock, and the 404 page without
 * JavaScript. Every page type in every language (translated, alternates, fit, axe, the 404 page
 * from both servers) is walked once per language and width in site-walk.spec.ts.
 */

// Independent tests with their own pages: both workers share them.
test.describe.configure({ mode: 'parallel' });

test.describe('header menu without JavaScript', () => {
  for (const [mode, origin] of [['npm start', SERVER_ORIGIN]] as const) {
    for (const width of [360, 1280]) {
      test(`${mode}, ${width}px: "More" opens by keyboard and mouse and reaches every section, on a leaf and a section page`, async ({
        browser,
      }) => {
        const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
        const page = await context.newPage();
        for (const lang of ['en', 'fi'] as Lang[]) {
          const m = MESSAGES[lang];
          for (const path of [pagePath(lang, 'orgchart'), pagePath(lang, 'news/country/NO')]) {
            await page.goto(`${origin}${path}`);
            const nav = page.getByRole('navigation', { name: m.site.mainNav });
            const summary = nav.locator('summary');
            const more = nav.locator('.menu-more-list');
            await expect(more, path).toBeHidden();
            // Measured once the stylesheet applies (a first box measured before it lands moves by
            // the browser's default body margin, which is not what this checks).
            await page.waitForFunction(() =>
              [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
            );
            await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).marginLeft), path).toBe('0px');
            const before = await page.locator('main').boundingBox();
            // Keyboard: the summary takes focus and Enter opens it.
            await summary.focus();
            await page.keyboard.press('Enter');
            await expect(more, path).toBeVisible();
            for (const key of ['orgchart', 'academia', 'sources', 'rules', 'changelog', 'about', 'api'] as const) {
              await expect(nav.getByRole('link', { name: m.nav[key], exact: true }), `${path} ${key}`).toBeVisible();
            }
            // The list opens over the page: nothing below it moves.
            expect(await page.locator('main').boundingBox(), path).toEqual(before);
            await page.keyboard.press('Enter');
            await expect(more, path).toBeHidden();
            // Mouse: a click opens it, a link in it leads to its section.
            await summary.click();
            await nav.getByRole('link', { name: m.nav.about, exact: true }).click();
            await expect(page, path).toHaveURL(`${origin}${pagePath(lang, 'about')}`);
            await expect(page.getByRole('heading', { level: 1, name: m.about.title, exact: true })).toBeVisible();
          }
        }
        await context.close();
      });
    }
  }
});

test.describe('story page: every outlet, by country or by time, without JavaScript', () => {
  test('the order switch is CSS only', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const news = await (await page.request.get(`${SERVER_ORIGIN}/api/v1/news.json`)).json();
    // The lists carry primary_source and also_covered_by; `sources` is in the story's own document.
    const listed = news.items.find((item: { also_covered_by: unknown[] }) => item.also_covered_by.length > 1);
    expect(listed, 'a story with three or more outlets').toBeTruthy();
    const story = await (await page.request.get(`${SERVER_ORIGIN}/api/v1/news/${listed.id}.json`)).json();
    expect(story.sources).toHaveLength(listed.also_covered_by.length + 1);
    const m = MESSAGES.sv;
    for (const origin of [SERVER_ORIGIN]) {
      await page.goto(`${origin}${pagePath('sv', `news/${story.id}`)}`);
      const section = page.locator('.every-outlet');
      await expect(section.locator('.outlets-by-country li')).toHaveCount(story.sources.length);
      await expect(section.locator('.outlets-by-time')).toBeHidden();
      await section.getByText(m.news.orderTime).click();
      await expect(section.locator('.outlets-by-country')).toBeHidden();
      const times = await section.locator('.outlets-by-time li time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
      expect(times).toHaveLength(story.sources.length);
      const instants = times.map((t) => Date.parse(t));
      expect(instants).toEqual([...instants].sort((a, b) => a - b));
      await section.getByText(m.news.orderCountry).click();
      await expect(section.locator('.outlets-by-time')).toBeHidden();
    }
    await context.close();
  });
});

test.describe('events: "happening now" is decided in the browser at view time', () => {
  for (const [mode, origin] of [['npm start', SERVER_ORIGIN]] as const) {
    test(`${mode}: the block follows the reader's clock, not the build's`, async ({ page }) => {
      const upcoming = await (await page.request.get(`${origin}/api/v1/events/upcoming.json`)).json();
      const event = upcoming.events[0];
      expect(event, 'an upcoming event in the content').toBeTruthy();
      const m = MESSAGES.nb;
      // One minute after the event starts: it is on.
      await page.clock.setFixedTime(new Date(Date.parse(event.start) + 60_000));
      await page.goto(`${origin}${pagePath('nb', 'events')}`);
      const block = page.getByRole('region', { name: m.events.happeningNow });
      await expect(block).toBeVisible();
      // Its title in the reader's language when the content has one (the one rule), else English.
      const title: string = event.title_i18n?.nb ?? event.title;
      await expect(block.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', pagePath('nb', `events/${event.id}`));
      // A day before it starts (and before every later event): nothing is on, and the block is absent.
      const earliest = Math.min(...upcoming.events.map((e: { start: string }) => Date.parse(e.start)));
      await page.clock.setFixedTime(new Date(earliest - 86_400_000));
      await page.goto(`${origin}${pagePath('nb', 'events')}`);
      await expect(page.getByRole('heading', { level: 1, name: m.events.title, exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { name: m.events.happeningNow })).toHaveCount(0);
    });
  }
});

test.describe('404', () => {
  test('without JavaScript a plain host’s one 404.html is English; npm start sends the path’s language, with the whole site around it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${STATIC_ORIGIN}/sv/no-such-page/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    for (const lang of LANGS) {
      const m = MESSAGES[lang];
      const answer = await page.goto(`${SERVER_ORIGIN}${pagePath(lang, 'no-such-page')}`);
      expect(answer?.status(), lang).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: m.notFound.title }), lang).toBeVisible();
      await expect(page.getByRole('navigation', { name: m.site.mainNav }), lang).toBeVisible();
      await expect(page.getByRole('navigation', { name: m.site.languageNav }), lang).toBeVisible();
      await expect(page.locator('footer'), lang).toBeVisible();
    }
    await context.close();
  });
});
