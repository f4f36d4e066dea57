import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SERVER_ORIGIN, STATIC_ORIGIN } from './servers';
import { LANGS, MESSAGES, fill, overflow, pagePath, routeGeo, scrollingTables, type Lang } from './site-helpers';

/**
 * Every page type in every language at 1280 px: `<html lang>`, the translated title and heading,
 * canonical and hreflang alternates, no sideways scrolling, and no axe violations (WCAG 2 A/AA
 * rules), in light and dark.
 */

/**
 * Axe scans each page type in three of the seven languages, a different three for the next type,
 * so every language and every page type is scanned and no pair is scanned twice: the markup is
 * the same in every language, and a scan costs seconds.
 */
const axeScans = (lang: Lang, typeIndex: number) => (LANGS.indexOf(lang) + typeIndex) % 7 < 3;

// The seven languages' walks are independent (each has its own browser context): both workers share them.
test.describe.configure({ mode: 'parallel' });

type Messages = (typeof MESSAGES)['en'];

interface Ids {
  story: string;
  event: string;
  issue: { id: string; number: number };
  entity: { id: string; name: string };
  month: string;
}

async function ids(page: Page, origin: string): Promise<Ids> {
  const get = async (path: string) => (await page.request.get(`${origin}/api/v1/${path}`)).json();
  const news = await get('news.json');
  const events = await get('events.json');
  const newsletters = await get('newsletters.json');
  const orgchart = await get('orgchart.json');
  return {
    entity: { id: orgchart.entities[0].id, name: orgchart.entities[0].name },
    month: events.events[0].start.slice(0, 7),
    story: news.items[0].id,
    event: events.events[0].id,
    issue: { id: newsletters.issues[0].id, number: newsletters.issues[0].number },
  };
}

interface PageType {
  name: string;
  path: (ids: Ids) => string;
  /** Text that must be on the page, translated. */
  heading: (m: Messages, ids: Ids) => { role: 'heading'; level?: number; text: string };
}

const PAGE_TYPES: PageType[] = [
  { name: 'home', path: () => '', heading: (m) => ({ role: 'heading', level: 1, text: m.home.title }) },
  { name: 'news', path: () => 'news', heading: (m) => ({ role: 'heading', level: 1, text: m.news.title }) },
  { name: 'story', path: (i) => `news/${i.story}`, heading: (m) => ({ role: 'heading', level: 2, text: m.news.coverage }) },
  {
    name: 'news by country',
    path: () => 'news/country/NO',
    heading: (m) => ({ role: 'heading', level: 1, text: fill(m.news.countryTitle, { country: m.countries.NO }) }),
  },
  {
    name: 'news by topic',
    path: () => 'news/topic/regulation',
    heading: (m) => ({ role: 'heading', level: 1, text: fill(m.news.topicTitle, { topic: m.topics.regulation }) }),
  },
  { name: 'events', path: () => 'events', heading: (m) => ({ role: 'heading', level: 1, text: m.events.title }) },
  {
    name: 'events by country',
    path: () => 'events/country/SE',
    heading: (m) => ({ role: 'heading', level: 1, text: fill(m.events.countryTitle, { country: m.countries.SE }) }),
  },
  { name: 'event', path: (i) => `events/${i.event}`, heading: (m) => ({ role: 'heading', level: 0, text: m.events.when }) },
  { name: 'markets', path: () => 'markets', heading: (m) => ({ role: 'heading', level: 1, text: m.markets.title }) },
  {
    name: 'market asset',
    path: () => 'markets/btc',
    heading: (m) => ({ role: 'heading', level: 1, text: fill(m.markets.assetTitle, { asset: 'Bitcoin (BTC)' }) }),
  },
  { name: 'newsletters', path: () => 'newsletters', heading: (m) => ({ role: 'heading', level: 1, text: m.newsletters.title }) },
  { name: 'newsletter issue', path: (i) => `newsletters/${i.issue.id}`, heading: () => ({ role: 'heading', level: 1, text: '' }) },
  { name: 'api', path: () => 'api', heading: (m) => ({ role: 'heading', level: 1, text: m.api.title }) },
  { name: 'orgchart', path: () => 'orgchart', heading: (m) => ({ role: 'heading', level: 1, text: m.orgchart.title }) },
  {
    name: 'orgchart entry',
    path: (i) => `orgchart/${i.entity.id}`,
    heading: (_m, i) => ({ role: 'heading', level: 1, text: i.entity.name }),
  },
  { name: 'academia', path: () => 'academia', heading: (m) => ({ role: 'heading', level: 1, text: m.academia.title }) },
  { name: 'sources', path: () => 'sources', heading: (m) => ({ role: 'heading', level: 1, text: m.sources.title }) },
  { name: 'changelog', path: () => 'changelog', heading: (m) => ({ role: 'heading', level: 1, text: m.changelog.title }) },
  { name: 'rules', path: () => 'rules', heading: (m) => ({ role: 'heading', level: 1, text: m.rules.title }) },
  { name: 'about', path: () => 'about', heading: (m) => ({ role: 'heading', level: 1, text: m.about.title }) },
  {
    name: 'events month',
    path: (i) => `events/month/${i.month}`,
    heading: (m) => ({ role: 'heading', level: 1, text: m.events.calendar }),
  },
  { name: 'search', path: () => 'search', heading: (m) => ({ role: 'heading', level: 1, text: m.search.title }) },
];

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')})`,
  );
  expect(summary, label).toEqual([]);
}

for (const [mode, origin, langs] of [['npm start', SERVER_ORIGIN, LANGS]] as const) {
  test.describe(`pages (${mode})`, () => {
    for (const lang of langs) {
      test(`every page type in ${lang}: translated, with alternates and no axe violations`, async ({ browser }) => {
        test.setTimeout(180_000);
        const m = MESSAGES[lang];
        // A visitor whose guess is English, so / never redirects during the test.
        const context = await browser.newContext({
          locale: 'en-US',
          extraHTTPHeaders: { 'cf-ipcountry': 'US' },
          viewport: { width: 1280, height: 800 },
        });
        await routeGeo(context, 'US');
        const page = await context.newPage();
        const known = await ids(page, origin);
        for (const [typeIndex, type] of PAGE_TYPES.entries()) {
          const path = pagePath(lang, type.path(known));
          const label = `${mode} ${lang} ${type.name} ${path}`;
          const response = await page.goto(`${origin}${path}`);
          expect(response?.status(), label).toBe(200);
          expect(new URL(page.url()).pathname, label).toBe(path);
          await expect(page.locator('html'), label).toHaveAttribute('lang', new RegExp(`^${lang}`));
          await expect(
            page.getByRole('navigation', { name: m.site.mainNav }).getByRole('link', { name: m.nav.news, exact: true }),
            label,
          ).toBeVisible();
          const heading = type.heading(m, known);
          if (type.name === 'event') {
            await expect(page.locator('dl.facts dt').first(), label).toHaveText(m.events.when);
          } else if (type.name === 'events month') {
            await expect(page.getByRole('navigation', { name: m.events.calendar }), label).toBeVisible();
            await expect(page.getByRole('heading', { level: 1 }), label).toContainText(m.events.monthTitle.split('{month}')[0]!.trim());
          } else if (type.name === 'newsletter issue') {
            await expect(page.locator('.kicker'), label).toContainText(fill(m.newsletters.issue, { number: known.issue.number }));
          } else {
            await expect(page.getByRole('heading', { level: heading.level, name: heading.text, exact: true }), label).toBeVisible();
          }
          const title = await page.title();
          expect(title, label).toMatch(/Nordic Crypto Desk/);
          if (!['story', 'event', 'newsletter issue', 'home', 'events month'].includes(type.name)) {
            expect(title, label).toContain(heading.text);
          }
          // Canonical and hreflang alternates for all seven languages plus x-default.
          const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
          expect(new URL(canonical!).pathname, label).toBe(path);
          const hreflangs = await page
            .locator('link[rel="alternate"][hreflang]')
            .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]));
          expect(hreflangs.map(([h]) => h).sort(), label).toEqual([...LANGS, 'x-default'].sort());
          for (const [hreflang, href] of hreflangs) {
            expect(href, `${label} ${hreflang}`).toBe(pagePath(hreflang === 'x-default' ? 'en' : (hreflang as Lang), type.path(known)));
          }
          expect(await overflow(page), label).toBe(0);
          expect(await scrollingTables(page), label).toEqual([]);
          if (axeScans(lang, typeIndex)) await expectNoAxeViolations(page, label);
        }
        // The dark theme must pass contrast too (one page type with most components).
        await page.emulateMedia({ colorScheme: 'dark' });
        for (const path of [pagePath(lang, `news/${known.story}`), pagePath(lang, 'events')]) {
          await page.goto(`${origin}${path}`);
          await expectNoAxeViolations(page, `${mode} ${lang} dark ${path}`);
        }
        await context.close();
      });
    }
  });
}

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
  for (const lang of LANGS) {
    test(`an unknown path under ${pagePath(lang)} answers 404 in ${lang}, without axe violations`, async ({ page }) => {
      for (const origin of [STATIC_ORIGIN, SERVER_ORIGIN]) {
        const path = `${pagePath(lang, 'no-such-page/at-all')}`;
        const response = await page.goto(`${origin}${path}`);
        expect(response?.status()).toBe(404);
        const m = MESSAGES[lang];
        await expect(page.getByRole('heading', { level: 1, name: m.notFound.title })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`));
        await expect.poll(() => page.title()).toContain(m.notFound.title);
        await expectNoAxeViolations(page, `404 ${lang} ${origin}`);
      }
    });
  }

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
