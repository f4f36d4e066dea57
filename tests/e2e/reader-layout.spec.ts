import { expect, test } from '@playwright/test';
import { SERVER_ORIGIN } from './servers';
import { LANGS, MESSAGES, expectAxeClean, installBuildClock, noExchanges, pagePath, routeGeo } from './site-helpers';

/**
 * What a reader does at a desktop (1280 px) and a phone (390 px) width: the header's "More" menu
 * closes on Escape, a click outside and choosing an item (a leaf page, no framework, and a section
 * page alike); the phone's language menu; the markets page shows each pair's change and keeps it
 * current; the markets page says a failed exchange in reader's words, in every language, and is
 * axe clean in light and dark colours. The exchanges' real APIs are unreachable. (The phone header
 * on every section page, every page type's fit and the home page's price strip, in every language,
 * are checked in site-walk.spec.ts's walks.)
 */

// Every test here has its own page: both workers share them.
test.describe.configure({ mode: 'parallel' });

for (const [kind, path] of [
  ['section page', '/markets/'],
  ['leaf page', '/about/'],
] as const) {
  test(`header "More" menu on a ${kind}: opens, and closes on Escape, outside click and choosing an item`, async ({ page }) => {
    await routeGeo(page, 'US');
    await noExchanges(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${SERVER_ORIGIN}${path}`);
    const menu = page.locator('details.menu-more');
    const summary = menu.locator('summary');
    await summary.click();
    await expect(menu).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
    await summary.click();
    await expect(menu).toHaveAttribute('open', '');
    // A click on the page well away from the open list.
    await page.mouse.click(1250, 780);
    await expect(menu).not.toHaveAttribute('open');
    await summary.click();
    await menu.locator('.menu-more-list a').filter({ visible: true }).first().click();
    await page.waitForURL((url) => url.pathname !== path);
    await expect(page.locator('details.menu-more')).not.toHaveAttribute('open');
  });
}

test('390 px: the language menu and "More" open over the page, every item on screen, and a language is one tap away', async ({
  page,
  context,
}) => {
  await routeGeo(page, 'US');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${SERVER_ORIGIN}${pagePath('fi', 'academia')}`);
  await page.locator('details.menu-more > summary').click();
  const items = page.locator('.menu-more-list a').filter({ visible: true });
  expect(await items.count()).toBeGreaterThan(5);
  for (const item of await items.all()) await expect(item).toBeInViewport({ ratio: 1 });
  // The menu line does not scroll when the list opens ("Markkinat" stays whole).
  await expect(page.locator('.menu-row').getByRole('link', { name: MESSAGES.fi.nav.markets })).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');
  const languages = page.getByRole('navigation', { name: MESSAGES.fi.site.languageNav });
  await languages.locator('summary').click();
  for (const item of await languages.getByRole('link').all()) await expect(item).toBeInViewport({ ratio: 1 });
  await languages.getByRole('link', { name: 'Svenska' }).click();
  await expect(page).toHaveURL(`${SERVER_ORIGIN}/sv/academia/`);
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('sv');
  await expect(page.locator('.langs details.langs-menu > summary')).toContainText('Svenska');
});

test('390 px: the story page\u2019s coverage tables are labelled blocks, not columns', async ({ page }) => {
  await routeGeo(page, 'US');
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`${SERVER_ORIGIN}${pagePath('fi', 'news/no-finanstilsynet-updated-casp-register')}`);
  const table = page.locator('table.coverage').first();
  expect(await table.evaluate((el) => getComputedStyle(el).display)).toBe('block');
  const cell = table.locator('tbody td.share').first();
  expect(await cell.evaluate((el) => getComputedStyle(el, '::before').content)).toBe(`"${MESSAGES.fi.news.shareColumn}: "`);
});

test('markets page: each pair\u2019s 24-hour and 7-day change from the build, then from markets/changes.json on the next reload', async ({
  page,
}) => {
  await routeGeo(page, 'US');
  await noExchanges(page);
  const published = await (await page.request.get(`${SERVER_ORIGIN}/api/v1/markets/changes.json`)).json();
  // After the hourly refresh: BTC-NOK rose over 24 hours; ETH-NOK has no 7-day change (too short a history).
  const refreshed = structuredClone(published);
  refreshed.generated_at = '2026-11-22T13:00:05.000Z';
  const btc = refreshed.pairs.find((p: { symbol: string }) => p.symbol === 'BTC-NOK');
  btc.change_24h = { ...btc.change_24h, change: '12593.215', change_pct: '1.244512396247' };
  refreshed.pairs.find((p: { symbol: string }) => p.symbol === 'ETH-NOK').change_7d = null;
  let reloads = 0;
  await page.route('**/api/v1/markets/changes.json', (route) => {
    reloads += 1;
    return route.fulfill({ json: reloads === 1 ? published : refreshed });
  });
  await installBuildClock(page);
  await page.goto(`${SERVER_ORIGIN}${pagePath('sv', 'markets')}`);
  const row = (symbol: string) => page.locator(`table.markets tr[data-symbol="${symbol}"]`);
  const h24 = row('BTC-NOK').getByTestId('change-24h');
  // The fixture history: −0.497512396247 % over 24 hours, −2.912621401122 % over 7 days.
  await expect(h24.locator('.change')).toHaveAttribute('data-direction', '-1');
  await expect(h24).toContainText('\u22120,50 %');
  await expect(row('BTC-NOK').getByTestId('change-7d')).toContainText('\u22122,91 %');
  await expect(row('ETH-NOK').getByTestId('change-7d').locator('.change')).toHaveCount(1);
  // The island starts once the page has settled (5 s after navigation), then reads the file.
  await expect.poll(() => reloads, { timeout: 15_000 }).toBe(1);

  // The next reload, one period after the first one finished (browser_json_seconds, 900 s, and a
  // few seconds of margin as in markets-live.spec.ts), brings the refreshed changes.
  await page.clock.runFor(905_000);
  await expect.poll(() => reloads).toBe(2);
  await expect(h24.locator('.change')).toHaveAttribute('data-direction', '1');
  await expect(h24).toContainText('+1,24 %');
  // Too short a history: no figure and no dash in the row, one sentence below the table.
  await expect(row('ETH-NOK').getByTestId('change-7d')).toHaveCount(0);
  await expect(page.getByText(MESSAGES.sv.markets.historyShort)).toHaveCount(1);
});

test('markets page with every exchange failing: reader words, technical text only in details, axe clean light and dark', async ({
  page,
}) => {
  await routeGeo(page, 'US');
  await noExchanges(page);
  const catalogue = (await (await page.request.get(`${SERVER_ORIGIN}/api/v1/markets.json`)).json()) as Record<string, unknown> & {
    generated_at: string;
    exchanges: Array<Record<string, unknown>>;
  };
  // A newer refresh (the page keeps its own copy of an unchanged one) in which every exchange failed.
  const failed = {
    ...catalogue,
    generated_at: new Date(Date.parse(catalogue.generated_at) + 3_600_000).toISOString(),
    exchanges: catalogue.exchanges.map((e) => ({ ...e, status: 'error', error: 'GET https://example.invalid/: network error' })),
  };
  await page.route(`${SERVER_ORIGIN}/api/v1/markets.json`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(failed) }),
  );
  for (const lang of LANGS) {
    const m = MESSAGES[lang].markets;
    await page.goto(`${SERVER_ORIGIN}${pagePath(lang, 'markets')}`);
    // The reader touches the table: the island starts at once instead of after the page has settled
    // (markets-live.spec.ts waits for that start by itself).
    await page.locator('#markets-island').dispatchEvent('pointerdown');
    const notices = page.locator('[data-testid="exchange-failed"]');
    // Shown once the island has hydrated and read the file: a loaded machine may take a while.
    await expect(notices).toHaveCount(catalogue.exchanges.length, { timeout: 15_000 });
    const first = notices.first();
    await expect(first).toContainText(m.lastPricesFrom);
    // The error text is inside a closed details element: not visible until asked for.
    await expect(first.locator('details code')).toBeHidden();
    await expect(first.locator('details summary')).toHaveText(m.technicalDetails);
    // No live read answered either: one calm line above the table says so, with the update's time.
    const calm = page.getByTestId('live-unavailable');
    await expect(calm).toContainText(m.liveUnavailable.slice(0, m.liveUnavailable.indexOf('{time}')).replace(/\s*\($/, ''));
    await expect(calm.locator('details code').first()).toBeHidden();
    // Light (the default) on the page in hand, dark once more below.
    if (lang === 'sv') await expectAxeClean(page, 'full', 'light');
  }
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${SERVER_ORIGIN}/sv/markets/`);
  await page.locator('#markets-island').dispatchEvent('pointerdown');
  await expect(page.locator('[data-testid="exchange-failed"]').first()).toBeVisible({ timeout: 15_000 });
  await expectAxeClean(page, 'full', 'dark');
});
