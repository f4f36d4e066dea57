import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { SERVER_ORIGIN } from './servers';
import { expectAxeClean, fill, MESSAGES } from './site-helpers';

/**
 * The price card (lib/pages/embed-card.ts) as another site uses it: a page on another loopback
 * origin includes the one-line loader from the site server; the card renders in its frame, sizes
 * it, and follows the markets JSON every 900 s (Playwright's clock; the JSON routed to change).
 * Then the card page itself: its one policy, unknown pair and language, axe in light and dark at 280 px.
 */

let embedder: Server;
let embedderOrigin = '';

test.beforeAll(async () => {
  embedder = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!DOCTYPE html><html lang="en"><head><title>Someone else's site</title></head><body><main><h1>Prices</h1>` +
        `<script src="${SERVER_ORIGIN}/embed/price.js" data-pair="BTC-NOK" data-lang="sv" data-theme="dark" async></script>` +
        `</main></body></html>`,
    );
  });
  await new Promise<void>((resolve) => embedder.listen(0, '127.0.0.1', resolve));
  embedderOrigin = `http://localhost:${(embedder.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => embedder.close(resolve));
});

/** Serves markets.json with BTC-NOK's price replaced by `price()` when it returns one. */
async function routeMarkets(page: Page, price: () => string | null): Promise<{ reads: () => number }> {
  let reads = 0;
  await page.route(`${SERVER_ORIGIN}/api/v1/markets.json`, async (route) => {
    reads += 1;
    const response = await route.fetch();
    const body = (await response.json()) as { aggregated: Array<{ symbol: string; price: string | null }> };
    const replacement = price();
    if (replacement !== null) {
      for (const row of body.aggregated) if (row.symbol === 'BTC-NOK') row.price = replacement;
    }
    await route.fulfill({ response, json: body });
  });
  return { reads: () => reads };
}

test('embedded from another origin: renders in Swedish, sizes its frame, updates every 900 s, no cookies or other hosts', async ({
  page,
  context,
}) => {
  const sv = MESSAGES.sv.embed;
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).origin));
  // The page's clock starts at the published file's own time, never at the run's.
  const file = await (await page.request.get(`${SERVER_ORIGIN}/api/v1/markets.json`)).json();
  await page.clock.install({ time: new Date(file.generated_at) });
  let price: string | null = null;
  const markets = await routeMarkets(page, () => price);
  await page.goto(`${embedderOrigin}/`);

  const frame = page.frameLocator('iframe');
  await expect(frame.locator('h1')).toContainText('BTC/NOK');
  const shown = frame.locator('.price data');
  await expect(shown).toHaveAttribute('value', /^\d+(\.\d+)?$/);
  const published = (await shown.getAttribute('value'))!;
  await expect(frame.locator('main')).toContainText(fill(sv.pricedBy, { exchanges: 'Firi och Norwegian Block Exchange' }));
  await expect(frame.locator('.change')).toContainText(`${sv.change24h} (${sv.down})`);
  await expect(frame.locator('svg polyline')).toHaveCount(1);
  await expect(frame.locator('a')).toHaveAttribute('href', `${SERVER_ORIGIN}/sv/markets/btc/`);
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(frame.locator('html')).toHaveAttribute('lang', /^sv/);

  // The loader gave the frame the card's own height (not its first guess) and the card's title.
  const iframe = page.locator('iframe');
  await expect(iframe).toHaveAttribute('title', fill(sv.frameTitle, { pair: 'BTC-NOK' }));
  await expect
    .poll(async () => {
      const outer = await iframe.evaluate((node) => node.getBoundingClientRect().height);
      const inner = await frame.locator('html').evaluate((node) => Math.ceil(node.getBoundingClientRect().height));
      return Math.abs(outer - inner);
    })
    .toBeLessThanOrEqual(1);

  // Fifteen minutes later the card reads markets.json again and shows the new price as published.
  price = '2345678.90';
  expect(markets.reads()).toBe(1);
  await page.clock.runFor(900_000);
  await expect.poll(markets.reads).toBe(2);
  await expect(shown).toHaveAttribute('value', '2345678.90');
  await expect(shown).toHaveText('2\u00A0345\u00A0678,90');
  expect(published).not.toBe('2345678.90');

  expect(await context.cookies()).toEqual([]);
  expect([...hosts].sort()).toEqual([embedderOrigin, SERVER_ORIGIN].sort());
});

test('the card page: one policy that allows framing, no X-Frame-Options', async ({ request }) => {
  const response = await request.get(`${SERVER_ORIGIN}/embed/price/?pair=BTC-NOK`);
  expect(response.status()).toBe(200);
  const policies = response.headersArray().filter((header) => header.name.toLowerCase() === 'content-security-policy');
  expect(policies).toHaveLength(1);
  expect(policies[0]!.value).toContain('frame-ancestors *');
  expect(policies[0]!.value).not.toContain("'none'; frame-ancestors 'none'");
  expect(response.headers()['x-frame-options']).toBeUndefined();
  // Every other page still refuses to be framed.
  const home = await request.get(`${SERVER_ORIGIN}/`);
  expect(home.headers()['x-frame-options']).toBe('DENY');
  const loader = await request.get(`${SERVER_ORIGIN}/embed/price.js`);
  expect(loader.headers()['content-type']).toMatch(/^text\/javascript/);
});

test('an unknown pair or language is said inside the card, never a blank card', async ({ page }) => {
  await page.goto(`${SERVER_ORIGIN}/embed/price/?pair=NOPE-NOK&lang=fi`);
  await expect(page.locator('main')).toHaveText(fill(MESSAGES.fi.embed.unknownPair, { pair: 'NOPE-NOK' }));
  await page.goto(`${SERVER_ORIGIN}/embed/price/?pair=&lang=da`);
  await expect(page.locator('main')).toHaveText(fill(MESSAGES.da.embed.unknownPair, { pair: '' }));
  await page.goto(`${SERVER_ORIGIN}/embed/price/?pair=BTC-NOK&lang=xx`);
  await expect(page.locator('main')).toHaveText(
    fill(MESSAGES.en.embed.unknownLanguage, { lang: 'xx', languages: 'en, nn, nb, sv, da, fi, is' }),
  );
});

for (const theme of ['light', 'dark'] as const) {
  test(`the card at 280 px in ${theme}: everything visible, axe clean`, async ({ page }) => {
    await page.setViewportSize({ width: 280, height: 400 });
    await page.emulateMedia({ colorScheme: theme === 'dark' ? 'light' : 'dark' });
    await page.goto(`${SERVER_ORIGIN}/embed/price/?pair=BTC-NOK&lang=is&theme=${theme}`);
    await expect(page.locator('.price data')).toBeVisible();
    await expect(page.locator('svg polyline')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(280);
    await expectAxeClean(page, 'full', `the card in ${theme}`);
  });
}

test('the /embed/ page: the snippet in its language and a live preview, axe clean in light and dark', async ({ page }) => {
  const nb = MESSAGES.nb.embed;
  await page.setViewportSize({ width: 390, height: 900 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${SERVER_ORIGIN}/nb/embed/`);
    await expect(page.locator('h1')).toHaveText(nb.title);
    await expect(page.locator('pre code').first()).toContainText('/embed/price.js" data-pair="BTC-NOK" data-lang="nb"');
    const preview = page.frameLocator('iframe.embed-preview');
    await expect(preview.locator('.price data')).toHaveAttribute('value', /^\d/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(page, 'full', `/nb/embed/ in ${scheme}`);
  }
});

test('the card page and the /embed/ page keep the console clean (frame-ancestors comes from the header only)', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
  const card = await page.goto(`${SERVER_ORIGIN}/embed/price/?pair=BTC-NOK&lang=sv`);
  expect(card!.headers()['content-security-policy']).toContain('frame-ancestors *');
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(meta).not.toContain('frame-ancestors');
  await expect(page.locator('.price data')).toHaveAttribute('value', /^\d/);
  await page.goto(`${SERVER_ORIGIN}/sv/embed/`);
  await expect(page.frameLocator('iframe.embed-preview').locator('.price data')).toHaveAttribute('value', /^\d/);
  expect(logged).toEqual([]);
});
