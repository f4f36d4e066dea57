import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEFAULT_CURRENCY, CURRENCY_STORAGE_KEY } from '@/lib/pages/reader-currency';
import { SERVER_ORIGIN } from './servers';
import { LANGS, MESSAGES, expectAxeClean, expectFits, fill, noExchanges, pagePath, routeGeo, type Lang } from './site-helpers';

/**
 * The reader's currency (lib/pages/reader-currency.ts) on the build `npm test` makes (the fixture
 * snapshot: NOK, SEK, DKK and EUR pairs): the language's default, a choice kept across pages and
 * reloads (localStorage, no cookie), `?cur=` over both, and without JavaScript a switch that still
 * reaches every currency, in every language, on the markets table, the home strip, the asset page
 * and the embed page; axe clean and nothing sideways at 390 px, light and dark.
 */

test.describe.configure({ mode: 'parallel' });

/** The currencies of the figures on screen in `selector` (their `data-currency`), without repeats. */
const shownCurrencies = (page: Page, selector: string): Promise<string[]> =>
  page
    .locator(selector)
    .evaluateAll((nodes) => [
      ...new Set(nodes.filter((node) => node.getBoundingClientRect().height > 0).map((node) => node.getAttribute('data-currency') ?? '')),
    ]);

const checked = (page: Page) => page.locator('input[name="cur"]:checked');

async function open(browser: Browser, path: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  await routeGeo(context, 'US');
  await noExchanges(context);
  const page = await context.newPage();
  await page.goto(`${SERVER_ORIGIN}${path}`);
  return page;
}

const expected = (lang: Lang) => (DEFAULT_CURRENCY[lang] === 'all' ? ['NOK', 'SEK', 'DKK', 'EUR'] : [DEFAULT_CURRENCY[lang]]);

for (const lang of LANGS) {
  test(`${lang}: the language's currency by default, with and without JavaScript, on the table, strip, asset and embed pages`, async ({
    browser,
  }) => {
    for (const javaScriptEnabled of [true, false]) {
      const label = `${lang}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`;
      const page = await open(browser, pagePath(lang, 'markets'), javaScriptEnabled);
      await expect(checked(page), label).toHaveValue(DEFAULT_CURRENCY[lang]);
      expect((await shownCurrencies(page, '.markets tbody tr')).sort(), label).toEqual([...expected(lang)].sort());
      await page.goto(`${SERVER_ORIGIN}${pagePath(lang)}`);
      await expect(checked(page), label).toHaveValue(DEFAULT_CURRENCY[lang]);
      expect((await shownCurrencies(page, '.price-strip li')).sort(), label).toEqual([...expected(lang)].sort());
      await page.goto(`${SERVER_ORIGIN}${pagePath(lang, 'markets/btc')}`);
      expect((await shownCurrencies(page, 'section.market-pair')).sort(), label).toEqual([...expected(lang)].sort());
      await page.goto(`${SERVER_ORIGIN}${pagePath(lang, 'embed')}`);
      expect(await shownCurrencies(page, 'pre.snippet'), label).toEqual([expected(lang)[0]]);
      // Icelandic pages say once that no included exchange quotes ISK.
      const note = page.locator('.currency-unquoted');
      if (lang === 'is') await expect(note, label).toHaveText(fill(MESSAGES.is.markets.currencyUnquoted, { currency: 'ISK' }));
      else await expect(note, label).toHaveCount(0);
      await page.context().close();
    }
  });

  test(`${lang}: a chosen currency is kept across pages and reloads (no cookie) and ?cur= overrides it`, async ({ browser }) => {
    const page = await open(browser, pagePath(lang, 'markets'));
    const choice = DEFAULT_CURRENCY[lang] === 'DKK' ? 'EUR' : 'DKK';
    await page.locator('.currency-choice label').filter({ hasText: choice }).click();
    expect(await shownCurrencies(page, '.markets tbody tr')).toEqual([choice]);
    // The address carries the choice, so it can be shared.
    await expect(page).toHaveURL(new RegExp(`[?&]cur=${choice}$`));
    expect(await page.evaluate((key) => localStorage.getItem(key), CURRENCY_STORAGE_KEY)).toBe(choice);
    await page.goto(`${SERVER_ORIGIN}${pagePath(lang)}`);
    await expect(checked(page)).toHaveValue(choice);
    expect(await shownCurrencies(page, '.price-strip li')).toEqual([choice]);
    await page.reload();
    await expect(checked(page)).toHaveValue(choice);
    await page.goto(`${SERVER_ORIGIN}${pagePath(lang, 'markets/btc')}`);
    expect(await shownCurrencies(page, 'section.market-pair')).toEqual([choice]);
    // A shared link shows its currency and leaves the reader's own choice alone.
    await page.goto(`${SERVER_ORIGIN}${pagePath(lang, 'markets/btc')}?cur=sek`);
    await expect(checked(page)).toHaveValue('SEK');
    expect(await shownCurrencies(page, 'section.market-pair')).toEqual(['SEK']);
    await page.goto(`${SERVER_ORIGIN}${pagePath(lang, 'embed')}?cur=EUR`);
    expect(await shownCurrencies(page, 'pre.snippet')).toEqual(['EUR']);
    await expect(page.locator('pre.snippet').filter({ visible: true }).first()).toContainText('data-pair="BTC-EUR"');
    await expect(page.locator('iframe.embed-preview')).toHaveAttribute('src', /pair=BTC-EUR/);
    await expect(page.locator('iframe.embed-preview')).toHaveAttribute('title', fill(MESSAGES[lang].embed.frameTitle, { pair: 'BTC-EUR' }));
    expect(await page.evaluate((key) => localStorage.getItem(key), CURRENCY_STORAGE_KEY)).toBe(choice);
    expect(await page.context().cookies()).toEqual([]);
    await page.context().close();
  });

  test(`${lang}: without JavaScript every currency is one tap away`, async ({ browser }) => {
    const page = await open(browser, pagePath(lang, 'markets'), false);
    for (const choice of ['NOK', 'SEK', 'DKK', 'EUR']) {
      await page.locator('.currency-choice label').filter({ hasText: choice }).click();
      expect(await shownCurrencies(page, '.markets tbody tr'), choice).toEqual([choice]);
    }
    await page.locator('.currency-choice label').filter({ hasText: MESSAGES[lang].markets.allQuotes }).click();
    expect((await shownCurrencies(page, '.markets tbody tr')).sort()).toEqual(['DKK', 'EUR', 'NOK', 'SEK']);
    await page.context().close();
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the switch at 390 and 1280 px in ${scheme}: axe clean, nothing sideways`, async ({ page }) => {
    await routeGeo(page, 'US');
    await noExchanges(page);
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      for (const lang of ['sv', 'is'] as const) {
        for (const path of [pagePath(lang), pagePath(lang, 'markets'), pagePath(lang, 'markets/btc')]) {
          await page.goto(`${SERVER_ORIGIN}${path}`);
          const label = `${path} at ${width} px, ${scheme}`;
          await expectFits(page, label);
          await expectAxeClean(page, 'full', label, '.currency-choice');
        }
      }
    }
  });
}
