import { expect, test } from '@playwright/test';
import { MESSAGES } from './site-helpers';
import { SERVER_ORIGIN } from './servers';

/**
 * The weekly e-mail as the build writes it (out/digest/<lang>/<week>/), read in Chromium: whole at
 * 600 and 390 px, 600 px wide on a wide screen, dark when the reader's system is dark, and
 * loading nothing from anywhere (no images, no tracking).
 */
const WEEK = '2026-W46'; // the starter content's issue of 9 to 15 November 2026

for (const lang of ['en', 'is'] as const) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`digest e-mail (${lang}, ${colorScheme}) fits 600 and 390 px and asks for nothing`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      for (const width of [1280, 600, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const response = await page.goto(`${SERVER_ORIGIN}/digest/${lang}/${WEEK}/`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('h1')).toBeVisible();
        await expect(page.getByRole('link', { name: MESSAGES[lang].digest.readOnline })).toBeVisible();
        const box = await page.locator('table.paper').boundingBox();
        expect(box!.width).toBeLessThanOrEqual(Math.min(600, width));
        if (width === 1280) expect(box!.width).toBe(600);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `horizontal scroll at ${width} px`).toBeLessThanOrEqual(0);
        const background = await page.locator('table.paper').evaluate((element) => getComputedStyle(element).backgroundColor);
        expect(background).toBe(colorScheme === 'dark' ? 'rgb(22, 27, 34)' : 'rgb(255, 255, 255)');
      }
      expect(requests.every((url) => new URL(url).pathname.startsWith('/digest/'))).toBe(true);
    });
  }
}

test('the plain-text part is served beside it', async ({ request }) => {
  const response = await request.get(`${SERVER_ORIGIN}/digest/sv/${WEEK}/index.txt`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await response.text()).toContain(`${MESSAGES.sv.digest.readOnline}: `);
});
