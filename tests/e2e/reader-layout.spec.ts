import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SERVER_ORIGIN } from './servers';
import { LANGS, MESSAGES, pagePath, routeGeo } from './site-helpers';

/**
 * What a reader sees at a desktop (1280 px) and a phone (390 px) width: the header's "More" menu
 * closes on Escape, a click outside and choosing an item (a leaf page, no framework, and a section
 * page alike); the phone header stays short; the markets page and the regulation table fit without
 * sideways scrolling; the markets page says a failed exchange in reader's words, in every
 * language, and is axe clean in light and dark colours. The exchanges' real APIs are unreachable.
 */

async function noExchanges(page: Page) {
  for (const host of ['api.firi.com', 'api.coinmotion.com', 'api.nbx.com'])
    await page.route(`https://${host}/**`, (route) => route.abort());
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

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

test('phone: the header is at most 120 px tall in every language, the search field has a placeholder', async ({ page }) => {
  await routeGeo(page, 'US');
  await noExchanges(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of LANGS) {
    await page.goto(`${SERVER_ORIGIN}${pagePath(lang, 'markets')}`);
    const height = await page.locator('header.site-header').evaluate((el) => el.getBoundingClientRect().height);
    expect(height, lang).toBeLessThanOrEqual(120);
    await expect(page.locator('#header-search-q')).toHaveAttribute('placeholder', MESSAGES[lang].search.placeholder);
    // The "More" toggle is on screen, not scrolled away in the menu line.
    const box = await page.locator('details.menu-more > summary').boundingBox();
    expect(box && box.x + box.width, lang).toBeLessThanOrEqual(390);
  }
});

for (const width of [1280, 390]) {
  test(`${width} px: markets pages and the regulation table fit without sideways scrolling`, async ({ page }) => {
    await routeGeo(page, 'US');
    await noExchanges(page);
    await page.setViewportSize({ width, height: 900 });
    for (const lang of LANGS) {
      for (const path of ['markets', 'orgchart', '']) {
        await page.goto(`${SERVER_ORIGIN}${pagePath(lang, path)}`);
        expect(await overflow(page), `${lang} /${path}`).toBe(0);
      }
      await page.goto(`${SERVER_ORIGIN}${pagePath(lang, 'markets')}`);
      const table = page.locator('.table-scroll');
      expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth), `${lang} markets table`).toBeLessThanOrEqual(0);
    }
  });
}

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
    const notices = page.locator('[data-testid="exchange-failed"]');
    await expect(notices).toHaveCount(catalogue.exchanges.length);
    const first = notices.first();
    await expect(first).toContainText(m.lastPricesFrom);
    // The error text is inside a closed details element: not visible until asked for.
    await expect(first.locator('details code')).toBeHidden();
    await expect(first.locator('details summary')).toHaveText(m.technicalDetails);
  }
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(`${SERVER_ORIGIN}/sv/markets/`);
    await expect(page.locator('[data-testid="exchange-failed"]').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      results.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      ),
      colorScheme,
    ).toEqual([]);
  }
});

test('home page: a price strip of the main pairs per currency, each linking to its asset page, in every language', async ({ page }) => {
  await routeGeo(page, 'US');
  for (const lang of LANGS) {
    await page.goto(`${SERVER_ORIGIN}${pagePath(lang)}`);
    const strip = page.locator('.price-strip');
    const btc = strip.locator('li[data-symbol="BTC-NOK"]');
    await expect(btc.getByRole('link', { name: 'BTC/NOK' })).toHaveAttribute('href', pagePath(lang, 'markets/btc'));
    await expect(btc.locator('.num')).toContainText('NOK');
    await expect(strip.getByRole('link', { name: MESSAGES[lang].home.marketsLink })).toHaveAttribute('href', pagePath(lang, 'markets'));
  }
});
