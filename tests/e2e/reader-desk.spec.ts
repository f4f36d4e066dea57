import { expect, test, type Browser, type Page } from '@playwright/test';
import { SERVER_ORIGIN } from './servers';
import { LANGS, MESSAGES, expectAxeClean, expectFits, expectPhoneHeader, noExchanges, pagePath, routeGeo, type Lang } from './site-helpers';

/**
 * A reader's daily desk in every language, at a phone (390×844) and a desk (1280×800) width, in
 * light and dark: the news chips come first and are tap targets, Events is one tap away, the
 * header reaches every section without JavaScript, event prices and places read in the reader's
 * language, story times read relative with the exact time kept, and what is new since the last
 * visit is marked. Browser clocks are set from the stories' own times, never the wall clock.
 */

test.describe.configure({ mode: 'parallel' });

const WIDTHS = [
  [390, 844],
  [1280, 800],
] as const;

async function open(
  browser: Browser,
  path: string,
  options: { javaScriptEnabled?: boolean; width?: number; height?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 390, height: options.height ?? 844 },
    locale: 'en-US',
  });
  const page = await context.newPage();
  await routeGeo(page, 'US');
  await noExchanges(page);
  await page.goto(`${SERVER_ORIGIN}${path}`);
  return page;
}

/** Boxes of the visible elements a selector finds, for tap-target sizes. */
const boxes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els
      .map((el) => ({ text: el.textContent?.trim() ?? '', rect: el.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && rect.height > 0)
      .map(({ text, rect }) => ({ text, width: Math.round(rect.width), height: Math.round(rect.height) })),
  );

for (const lang of LANGS) {
  for (const [width, height] of WIDTHS) {
    test(`${lang} ${width} px: news chips above the stories, 44 px targets, Events in one tap, fits, axe clean light and dark`, async ({
      browser,
    }) => {
      const page = await open(browser, pagePath(lang, 'news'), { width, height });
      const m = MESSAGES[lang];
      const chips = page.locator('.filters').first();
      const firstStory = page.locator('.story-list .teaser').first();
      const chipsBox = (await chips.boundingBox())!;
      const storyBox = (await firstStory.boundingBox())!;
      expect(chipsBox.y, 'chips before the first story').toBeLessThan(storyBox.y);
      // The first story begins within the first screen.
      expect(storyBox.y, 'first story on the first screen').toBeLessThan(height);
      const small = [
        ...(await boxes(page, '.filters .tags a')),
        ...(await boxes(page, '.main-nav .menu-row > li > a, .menu-more > summary')),
      ].filter((box) => box.width < 44 || box.height < 44);
      expect(small, 'tap targets under 44×44 px').toEqual([]);
      const events = page.locator('.menu-row').getByRole('link', { name: m.nav.events, exact: true });
      await expect(events).toBeInViewport({ ratio: 1 });
      await expectFits(page, `${lang} ${width}`);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await expectAxeClean(page, 'full', `${lang} ${width} ${colorScheme}`);
      }
      await events.click();
      await expect(page).toHaveURL(`${SERVER_ORIGIN}${pagePath(lang, 'events')}`);
      await page.context().close();
    });
  }

  test(`${lang} without JavaScript: every section is reachable from the header at 390 px`, async ({ browser }) => {
    const page = await open(browser, pagePath(lang, 'about'), { javaScriptEnabled: false });
    // A section under "More": its toggle and the row's three sections still fit the phone's line.
    await expectPhoneHeader(page, lang, `${lang} about`);
    await expectFits(page, `${lang} about`);
    await page.locator('details.menu-more > summary').click();
    const reachable = new Set(
      await page
        .locator('.main-nav a')
        .filter({ visible: true })
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)),
    );
    for (const section of ['news', 'events', 'markets', 'newsletters', 'orgchart', 'academia', 'sources', 'rules', 'changelog', 'about'])
      expect(reachable, section).toContain(pagePath(lang, section));
    for (const item of await page.locator('.menu-more-list a').filter({ visible: true }).all()) {
      const box = (await item.boundingBox())!;
      expect(box.height, await item.innerText()).toBeGreaterThanOrEqual(44);
    }
    await page.context().close();
  });
}

/** The newest stories of the sv news page with their published times, as the page prints them. */
async function teaserTimes(page: Page): Promise<string[]> {
  return page.locator('.story-list .teaser').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.published!));
}

test('story times read relative from the browser clock, the exact time as tooltip; absolute without JavaScript', async ({ browser }) => {
  const plain = await open(browser, pagePath('sv', 'news'), { javaScriptEnabled: false });
  const time = plain.locator('.story-list .teaser time').first();
  const published = (await time.getAttribute('datetime'))!;
  const absolute = (await time.innerText()).trim();
  expect(absolute).not.toMatch(/sedan/);
  expect(await time.getAttribute('title')).toMatch(/\(UTC([+-]\d{2}:\d{2})?\)$/);
  await plain.context().close();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await routeGeo(page, 'US');
  // The reader's clock: 3 h 20 min after the newest story, then 2 h later.
  await page.clock.install({ time: new Date(Date.parse(published) + (3 * 60 + 20) * 60_000) });
  await page.goto(`${SERVER_ORIGIN}${pagePath('sv', 'news')}`);
  const live = page.locator('.story-list .teaser time').first();
  await expect(live).toHaveText('för 3 timmar sedan');
  expect(await live.getAttribute('title')).toContain(absolute);
  await page.clock.runFor(2 * 3600_000);
  await expect(live).toHaveText('för 5 timmar sedan');
  await context.close();
});

test('home and news mark the stories published since the last visit, and a first visit marks none', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await routeGeo(page, 'US');
  await page.goto(`${SERVER_ORIGIN}${pagePath('sv', 'news')}`);
  // First visit: nothing to compare with.
  await expect(page.locator('.badge-new')).toHaveCount(0);
  const times = await teaserTimes(page);
  const since = new Date((Date.parse(times[2]!) + Date.parse(times[3]!)) / 2).toISOString();
  const newer = times.filter((at) => Date.parse(at) > Date.parse(since)).length;
  expect(newer).toBeGreaterThanOrEqual(3);
  // A later visit in a new tab: the last visit was at `since`.
  const next = await context.newPage();
  await next.addInitScript((at) => localStorage.setItem('desk-last-visit', at), since);
  await next.goto(`${SERVER_ORIGIN}${pagePath('sv', 'news')}`);
  await expect(next.locator('.story-list .badge-new')).toHaveCount(newer);
  await expect(next.locator('.story-list .badge-new').first()).toHaveText(MESSAGES.sv.news.newMark);
  // The tab keeps that baseline: home marks against the same visit.
  await next.goto(`${SERVER_ORIGIN}${pagePath('sv')}`);
  // Waited for, as the news list's count above: the marks come from the page's script after load.
  await expect.poll(() => next.locator('.badge-new').count()).toBeGreaterThan(0);
  await context.close();
});

test('a story: coverage only from two outlets, with no row of none, and the primary headline once', async ({ browser }) => {
  const page = await open(browser, pagePath('fi', 'news/fi-fin-fsa-casp-authorisations-update'), { width: 1280, height: 800 });
  const counts = await page.locator('table.coverage tbody td.num').allInnerTexts();
  expect(counts.length).toBeGreaterThan(0);
  expect(counts.filter((count) => count.trim() === '0')).toEqual([]);
  const primary = 'Kryptopalveluiden tarjoajien toimiluvat: tilannekatsaus';
  await expect(page.locator('main').getByText(primary, { exact: true }).filter({ visible: true })).toHaveCount(1);
  // The other outlets' own headlines stay, each once.
  await expect(
    page.locator('main').getByText('Kryptoyhtiöiden toimilupajono purkautuu', { exact: true }).filter({ visible: true }),
  ).toHaveCount(1);
  await page.context().close();
});

const EVENT_FACTS: Array<[Lang, string, RegExp, string]> = [
  ['sv', 'copenhagen-mica-compliance-day-2026', /Pris: 1\s200\sDkr/, 'Köpenhamn'],
  ['da', 'copenhagen-mica-compliance-day-2026', /Pris: 1\.200\skr\./, 'København'],
  ['en', 'copenhagen-mica-compliance-day-2026', /Price: DKK\s1,200/, 'Copenhagen'],
  ['is', 'reykjavik-regulation-breakfast-2026', /Verð: 3\.500\skr\./, 'Reykjavík'],
  ['sv', 'turku-crypto-regulation-seminar-2027', /Pris: 90\s€/, 'Åbo'],
  ['fi', 'reykjavik-digital-finance-conference-2027', /Hinta: katso järjestäjältä/, 'Reykjavík'],
];

for (const [lang, id, price, city] of EVENT_FACTS) {
  test(`${lang} event ${id}: the price as data in the reader's format, the city in their language`, async ({ browser }) => {
    const page = await open(browser, pagePath(lang, `events/${id}`), { width: 390, height: 844 });
    await expect(page.locator('.event header .marks')).toContainText(price);
    await expect(page.locator('.event .facts')).toContainText(city);
    await expectFits(page, `${lang} ${id}`);
    await page.context().close();
  });
}

test('is rules page: an act\u2019s name and the note after it are lines of their own', async ({ browser }) => {
  const page = await open(browser, pagePath('is', 'rules'), { width: 390, height: 844 });
  const fact = page.locator('.rules-map-eu dd').filter({ hasText: '(MiCA)' }).first();
  await expect(fact).toContainText('Reglur um útgefendur');
  await expect(fact.locator('br')).toHaveCount(1);
  await page.context().close();
});

test('sv: supervisors and institutions by the institutions table, and no "Suomi · Suomi" on a Finnish story', async ({ browser }) => {
  const story = await open(browser, pagePath('fi', 'news/fi-fin-fsa-casp-authorisations-update'), { width: 1280, height: 800 });
  const lines = await story.locator('.outlet-meta').allInnerTexts();
  for (const line of lines) expect(line.toLowerCase()).not.toMatch(/suomi · suomi/);
  await story.context().close();
  const orgchart = await open(browser, pagePath('sv', 'orgchart'), { width: 1280, height: 800 });
  await expect(orgchart.locator('.entity-list')).toContainText(['Finlands Bank']);
  await expect(orgchart.getByRole('link', { name: 'Finanstilsynet (Norge)' }).first()).not.toHaveAttribute('lang', 'en');
  await orgchart.context().close();
});
