import { expect, test, type Browser, type Page } from '@playwright/test';
import { SERVER_ORIGIN } from './servers';
import { fill, MESSAGES, routeGeo } from './site-helpers';

/**
 * The asset pages and what the markets table gains from them, on the build `npm test` makes: it
 * reads the fixed market snapshot and history of tests/fixtures/markets/site-markets.ts (see
 * pipeline/build/test-all.mjs), so the figures below are the fixture's. BTC-NOK has 41 history rows,
 * one of them without a price, so its line has two runs and 40 readings.
 */

const m = MESSAGES.en.markets;
const BTC = 'Bitcoin (BTC)';

async function open(browser: Browser, origin: string, path: string, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, locale: 'en-US', extraHTTPHeaders: { 'cf-ipcountry': 'US' } });
  await routeGeo(context, 'US');
  // The markets page reads Firi and Coinmotion from the browser: they answer nothing here, so the
  // table keeps the build's figures (this machine has no network either way).
  await context.route(/^https:\/\/api\.(firi|nbx|coinmotion)\.com\//, (route) => route.abort());
  const page = await context.newPage();
  const response = await page.goto(`${origin}${path}`);
  expect(response?.status(), path).toBe(200);
  return page;
}

async function expectBtcChart(page: Page, label: string) {
  await expect(page.getByRole('heading', { level: 1, name: fill(m.assetTitle, { asset: BTC }) }), label).toBeVisible();
  const section = page.locator('section[data-symbol="BTC-NOK"]');
  // The chart is an image named by its <title>, described by its <desc>.
  const chart = section.getByRole('img', { name: fill(m.chartTitle, { pair: 'BTC/NOK' }) });
  await expect(chart, label).toBeVisible();
  const box = await chart.boundingBox();
  expect(box?.width ?? 0, label).toBeGreaterThan(200);
  expect(box?.height ?? 0, label).toBeGreaterThan(60);
  await expect(chart.locator('polyline.chart-line'), label).toHaveCount(2);
  const points = await chart
    .locator('polyline.chart-line')
    .evaluateAll((lines) => lines.map((l) => (l as SVGPolylineElement).points.length));
  expect(
    points.reduce((a, b) => a + b, 0),
    label,
  ).toBe(40);
  // Axis labels are prices for people (locale groups, two decimals for kroner) and dates; the
  // description says the same in words.
  await expect(chart.locator('text'), label).toContainText(['1,062,991.74', '951,630.70', 'Nov 12, 2026', 'Nov 22, 2026', 'NOK']);
  await expect(chart.locator('desc'), label).toContainText('number of readings: 40');
  await expect(chart.locator('desc'), label).toContainText('latest 1,012,373.09 NOK');
  // The daily table opens without a script (<details>).
  await section.locator('details.chart-data summary').click();
  await expect(section.locator('details.chart-data tbody tr').first(), label).toContainText('1,012,373.09 NOK');
  // Every exchange's figures with the time they were fetched.
  const figures = section.locator('table.exchange-figures');
  await expect(figures.locator('tr[data-exchange="firi"] time'), label).toHaveAttribute('datetime', '2026-11-22T12:00:05.000Z');
  await expect(figures.locator('tr[data-exchange="nbx"]'), label).toContainText('3.21 BTC in 24 h');
  // 24-hour volume share: NBX alone published that window; Firi's unlabelled volume is not mixed in.
  const share = section.locator('figure.volume-share[data-field="volume_base_24h"]');
  await expect(share.locator('tr[data-exchange="nbx"]'), label).toContainText('100.0%');
  await expect(share.locator('tr[data-exchange="firi"]'), label).toContainText(m.notPublished);
  await expect(page.locator(`a[href="/markets/"]`).first(), label).toBeVisible();
  await expect(page.locator('a[href="/api/v1/markets/history/BTC-NOK.json"]'), label).toHaveText(fill(m.historyData, { pair: 'BTC/NOK' }));
  await expect(page.locator('a[href="/api/v1/markets/by-asset/BTC.json"]'), label).toBeVisible();
}

for (const [mode, origin] of [['npm start', SERVER_ORIGIN]] as const) {
  test(`BTC asset page renders its chart with and without JavaScript (${mode})`, async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await open(browser, origin, '/markets/btc/', javaScriptEnabled);
      await expectBtcChart(page, `${mode}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`);
      await page.context().close();
    }
  });
}

test('BTC asset page shows the 24-hour and 7-day change its daily document publishes', async ({ page, request }) => {
  const daily = await (await request.get(`${SERVER_ORIGIN}/api/v1/markets/daily/BTC-NOK.json`)).json();
  await page.goto(`${SERVER_ORIGIN}/markets/btc/`);
  const section = page.locator('section[data-symbol="BTC-NOK"]');
  for (const [key, testId] of [
    ['change_24h', 'change-24h'],
    ['change_7d', 'change-7d'],
  ] as const) {
    const change = daily[key] as { change: string; change_pct: string } | null;
    const cell = section.getByTestId(testId);
    if (change === null) {
      await expect(cell).toHaveText(m.noChange);
      continue;
    }
    const direction = change.change.startsWith('-') ? '-1' : /^0(\.0+)?$/.test(change.change) ? '0' : '1';
    await expect(cell.locator('.change')).toHaveAttribute('data-direction', direction);
    // The exact difference, grouped for people, in the quote currency.
    const digits = change.change
      .replace('-', '')
      .split('.')[0]!
      .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    await expect(cell).toContainText(`${digits}`);
    await expect(cell).toContainText('%');
  }
  expect(daily.change_7d, 'the fixture history covers seven days').not.toBeNull();
});

test('asset pages: only known bases in lowercase are pages', async ({ request }) => {
  for (const origin of [SERVER_ORIGIN]) {
    expect((await request.get(`${origin}/markets/btc/`)).status()).toBe(200);
    expect((await request.get(`${origin}/fi/markets/eth/`)).status()).toBe(200);
    expect((await request.get(`${origin}/markets/nosuchcoin/`)).status()).toBe(404);
  }
  expect((await request.get(`${SERVER_ORIGIN}/markets/BTC/`)).status()).toBe(404);
});

test('markets table: pairs link to asset pages, 7-day sparklines, summary tiles; without JavaScript too', async ({ browser }) => {
  for (const javaScriptEnabled of [false, true]) {
    const page = await open(browser, SERVER_ORIGIN, '/markets/', javaScriptEnabled);
    const row = page.locator('tr[data-symbol="BTC-NOK"]');
    await expect(row.getByRole('link', { name: 'BTC/NOK' })).toHaveAttribute('href', '/markets/btc/');
    const spark = row.getByTestId('sparkline');
    await expect(spark).toBeVisible();
    await expect(spark).toHaveAttribute('aria-label', /^Price over the 7 days to November 22, 2026: from .* NOK to 1,012,373\.09 NOK/);
    const tiles = page.locator('.market-tiles');
    await expect(tiles.locator('li[data-quote="NOK"] [data-testid="tile-pairs"]')).toHaveText('9');
    await expect(tiles.locator('li[data-quote="NOK"]')).toContainText('Firi, Norwegian Block Exchange');
    await expect(tiles.locator('li[data-quote="EUR"]')).toContainText('Coinmotion');
    await page.context().close();
  }
});
