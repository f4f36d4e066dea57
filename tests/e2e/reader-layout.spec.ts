import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SERVER_ORIGIN } from './servers';
import { SECTIONS } from '@/lib/core/sections';
import { LANGS, MESSAGES, overflow, pagePath, routeGeo, scrollingTables, type Lang } from './site-helpers';

/**
 * What a reader sees at a desktop (1280 px) and a phone (390 px) width: the header's "More" menu
 * closes on Escape, a click outside and choosing an item (a leaf page, no framework, and a section
 * page alike); the phone header stays short and whole, with the current language on screen, on
 * every section page in every language; one page of every type fits without sideways
 * scrolling in every language; the markets page shows each pair's change and keeps it current; the markets page says a failed exchange in reader's words, in every
 * language, and is axe clean in light and dark colours. The exchanges' real APIs are unreachable.
 */

// Every test here has its own page: both workers share them.
test.describe.configure({ mode: 'parallel' });

async function noExchanges(page: Page) {
  for (const host of ['api.firi.com', 'api.coinmotion.com', 'api.nbx.com'])
    await page.route(`https://${host}/**`, (route) => route.abort());
}

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

/**
 * The phone header on every section page in every language: at most 120 px tall, a search field
 * at least 160 px wide, the current language named on screen, nothing of the header past the
 * right edge (no sideways-scrolling line hides a language or the "More" toggle).
 */
for (const lang of LANGS) {
  test(`390 px (${lang}): the header shows the current language, a wide search field and a whole "More" toggle on every section page`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await routeGeo(page, 'US');
    await noExchanges(page);
    await page.setViewportSize({ width: 390, height: 844 });
    {
      for (const section of SECTIONS) {
        const label = `${lang} /${section.path}`;
        await page.goto(`${SERVER_ORIGIN}${pagePath(lang, section.path)}`);
        const header = await page.locator('header.site-header').evaluate((el) => {
          const box = (node: Element | null) => {
            const rect = node?.getBoundingClientRect();
            return rect ? { left: rect.left, right: rect.right, width: rect.width, height: rect.height } : null;
          };
          const beyond = [...el.querySelectorAll('*')]
            .filter((node) => {
              const rect = node.getBoundingClientRect();
              return rect.width > 0 && (rect.right > window.innerWidth + 0.5 || rect.left < -0.5);
            })
            .map((node) => `${node.tagName.toLowerCase()}.${node.className}`);
          return {
            height: el.getBoundingClientRect().height,
            search: box(el.querySelector('#header-search-q')),
            more: box(el.querySelector('details.menu-more > summary')),
            beyond,
            width: window.innerWidth,
          };
        });
        expect(header.height, label).toBeLessThanOrEqual(120);
        expect(header.search?.width, label).toBeGreaterThanOrEqual(160);
        expect(header.beyond, label).toEqual([]);
        expect(header.more && header.more.left >= 0 && header.more.right <= header.width, label).toBe(true);
        const current = page.locator('.langs details.langs-menu > summary');
        await expect(current, label).toBeInViewport({ ratio: 1 });
        // Named as the (wide screens') language row names the current language.
        const name = (await page.locator('.langs-row a[aria-current="true"]').textContent())?.trim();
        expect(name, label).toBeTruthy();
        await expect(current, label).toContainText(name!);
      }
    }
    await expect(page.locator('#header-search-q')).toHaveAttribute('placeholder', MESSAGES[lang].search.placeholder);
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

/**
 * One page of every page type (the starter content's, which the test build uses). A page that is
 * missing fails the test instead of passing it: each must answer 200 (the 404 page, 404).
 */
const PAGE_TYPES: ReadonlyArray<readonly [kind: string, path: string]> = [
  ['home', ''],
  ['news', 'news'],
  ['story', 'news/no-finanstilsynet-updated-casp-register'],
  ['topic', 'news/topic/bitcoin'],
  ['news country', 'news/country/NO'],
  ['events', 'events'],
  ['event', 'events/tokyo-nordic-web3-exchange-2026'],
  ['events country', 'events/country/SE'],
  ['events month', 'events/month/2026-12'],
  ['newsletters', 'newsletters'],
  ['newsletter', 'newsletters/2026-week-46'],
  ["who's who", 'orgchart'],
  ["who's who entry", 'orgchart/finansinspektionen'],
  ['academia', 'academia'],
  ['sources', 'sources'],
  ['changelog', 'changelog'],
  ['about', 'about'],
  ['rules', 'rules'],
  ['rules country', 'rules/fi'],
  ['api', 'api'],
  ['embed', 'embed'],
  ['search', 'search'],
  ['markets', 'markets'],
  ['asset', 'markets/btc'],
  ['404', 'no-such-page'],
];

/**
 * The phone width in every language; the desktop width in the languages with the longest words
 * (site-pages.spec.ts checks every page type at 1280 px in the other languages as it goes).
 */
for (const [width, langs] of [
  [390, LANGS],
  [1280, ['en', 'fi', 'is']],
] as const) {
  for (const lang of langs as readonly Lang[]) {
    test(`${width} px (${lang}): one page of every type fits without sideways scrolling`, async ({ page }) => {
      test.setTimeout(120_000);
      await routeGeo(page, 'US');
      await noExchanges(page);
      await page.setViewportSize({ width, height: 900 });
      {
        for (const [kind, path] of PAGE_TYPES) {
          const label = `${lang} ${kind} /${path}`;
          const response = await page.goto(`${SERVER_ORIGIN}${pagePath(lang, path)}`);
          expect(response?.status(), label).toBe(kind === '404' ? 404 : 200);
          expect(await overflow(page), label).toBe(0);
          expect(await scrollingTables(page), label).toEqual([]);
        }
      }
    });
  }
}

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
  await page.clock.install();
  await page.goto(`${SERVER_ORIGIN}${pagePath('sv', 'markets')}`);
  const row = (symbol: string) => page.locator(`table.markets tr[data-symbol="${symbol}"]`);
  const h24 = row('BTC-NOK').getByTestId('change-24h');
  // The fixture history: −0.497512396247 % over 24 hours, −2.912621401122 % over 7 days.
  await expect(h24.locator('.change')).toHaveAttribute('data-direction', '-1');
  await expect(h24).toContainText('\u22120,50 %');
  await expect(row('BTC-NOK').getByTestId('change-7d')).toContainText('\u22122,91 %');
  await expect(row('ETH-NOK').getByTestId('change-7d').locator('.change')).toHaveCount(1);
  await expect.poll(() => reloads).toBe(1);

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
    const notices = page.locator('[data-testid="exchange-failed"]');
    // Shown once the island has hydrated (when the page is idle) and read the file: a loaded machine may take a while.
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
  }
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(`${SERVER_ORIGIN}/sv/markets/`);
    await expect(page.locator('[data-testid="exchange-failed"]').first()).toBeVisible({ timeout: 15_000 });
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
    await expect(btc.locator('.num').first()).toContainText('NOK');
    // The 24-hour change, signed, with its arrow, and the 7-day line.
    await expect(btc.getByTestId('change-24h')).toContainText(/[\u2191\u2193] [+\u2212]\d/);
    await expect(btc.getByTestId('sparkline')).toHaveCount(1);
    await expect(strip.getByRole('link', { name: MESSAGES[lang].home.marketsLink })).toHaveAttribute('href', pagePath(lang, 'markets'));
  }
});
