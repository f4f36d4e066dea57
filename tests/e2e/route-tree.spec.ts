import { expect, test, type Page } from '@playwright/test';
import { SERVER_ORIGIN, STATIC_ORIGIN } from './servers';
import { LANGS, MESSAGES, MODES, pagePath, routeGeo, type Lang } from './site-helpers';
import { KNOWN_ID_DOCUMENTS, knownIds, leafPaths, type KnownIds } from '@/tests/helpers/leaf-samples';

/**
 * One `app/[lang]` tree served two ways. The static export and `next start` must agree: leaf
 * pages byte for byte; English at the root in both; section pages navigate on the client in both.
 * (Every page's headings, language and alternates in the HTML are read from out/ in
 * tests/integration/site/page-heads.test.ts.)
 */

async function known(page: Page): Promise<KnownIds> {
  const get = async (path: string) => (await page.request.get(`${SERVER_ORIGIN}/api/v1/${path}`)).json();
  return knownIds(await Promise.all(KNOWN_ID_DOCUMENTS.map(get)));
}

test.describe('npm start sends a leaf page the bytes a plain static host sends', () => {
  test('one page of every leaf kind in every language', async ({ page, request }) => {
    const k = await known(page);
    for (const lang of LANGS) {
      for (const path of leafPaths(k)) {
        const url = pagePath(lang, path);
        const [fromExport, fromServer] = await Promise.all([request.get(`${STATIC_ORIGIN}${url}`), request.get(`${SERVER_ORIGIN}${url}`)]);
        expect(fromExport.status(), url).toBe(200);
        expect(fromServer.status(), url).toBe(200);
        expect(fromServer.headers()['content-type'], url).toBe('text/html; charset=utf-8');
        expect(await fromServer.text(), url).toBe(await fromExport.text());
      }
    }
  });
});

test.describe('English at the root', () => {
  test('npm start answers /en/… with a 308 to /…, keeping the query; a plain static host has no /en/', async ({ request }) => {
    for (const [from, to] of [
      ['/en/', '/'],
      ['/en/news/', '/news/'],
      ['/en/markets/?x=1', '/markets/?x=1'],
    ]) {
      const response = await request.get(`${SERVER_ORIGIN}${from}`, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(
        new URL(response.headers().location!, SERVER_ORIGIN).pathname + new URL(response.headers().location!, SERVER_ORIGIN).search,
        from,
      ).toBe(to);
      expect((await request.get(`${STATIC_ORIGIN}${from}`, { maxRedirects: 0 })).status(), from).toBe(404);
    }
  });
});

for (const [mode, origin] of MODES) {
  test.describe(`client navigation between section pages (${mode})`, () => {
    for (const [start, link, target] of [
      ['/', 'news', '/news/'],
      ['/news/', 'events', '/events/'],
      ['/sv/orgchart/', 'newsletters', '/sv/newsletters/'],
      ['/fi/api/', 'home', '/fi/'],
    ] as const) {
      test(`${start} → ${target} without a page load, and Back`, async ({ browser }) => {
        const context = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'cf-ipcountry': 'US' } });
        await routeGeo(context, 'US');
        const page = await context.newPage();
        const lang = (start.split('/')[1] && LANGS.includes(start.split('/')[1] as Lang) ? start.split('/')[1] : 'en') as Lang;
        await page.goto(`${origin}${start}`);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
        await page
          .getByRole('navigation', { name: MESSAGES[lang].site.mainNav })
          .getByRole('link', { name: MESSAGES[lang].nav[link], exact: true })
          .click();
        await page.waitForURL(`${origin}${target}`);
        await expect(page.locator('h1').first()).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same === true)).toBe(true);
        await page.goBack();
        await page.waitForURL(`${origin}${start}`);
        expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same === true)).toBe(true);
        await context.close();
      });
    }

    // The markets page is printed as plain HTML (lib/core/sections.ts isPrintedSection): the menu
    // reaches it with a page load, and from it every section is a page load too.
    test('/sv/news/ → /sv/markets/ is a page load with no framework on arrival; Back returns', async ({ browser }) => {
      const context = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'cf-ipcountry': 'US' } });
      await routeGeo(context, 'US');
      const page = await context.newPage();
      await page.goto(`${origin}/sv/news/`);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
      await page
        .getByRole('navigation', { name: MESSAGES.sv.site.mainNav })
        .getByRole('link', { name: MESSAGES.sv.nav.markets, exact: true })
        .click();
      await page.waitForURL(`${origin}/sv/markets/`);
      await expect(page.getByRole('heading', { level: 1, name: MESSAGES.sv.markets.title })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same === true)).toBe(false);
      expect(await page.evaluate(() => 'next' in window || '__next_f' in window)).toBe(false);
      await page.goBack();
      await page.waitForURL(`${origin}/sv/news/`);
      await expect(page.locator('h1').first()).toBeVisible();
      await context.close();
    });
  });
}
