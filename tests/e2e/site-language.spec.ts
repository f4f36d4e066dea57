import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test';
import { SERVER_ORIGIN, STATIC_ORIGIN } from './servers';
import { routeGeo, setLangCookie } from './site-helpers';

/**
 * Language choice on the English home page `/`: cookie > IP country > browser languages >
 * English. `npm start` decides before sending anything (country from the cf-ipcountry header, a
 * 307: lib/http/site-answer.ts); on a plain static host the home page's inline script decides
 * (country from the geo endpoint, routed here). Every other page is never redirected.
 */

interface Visit {
  cookie?: string;
  country: string | null;
  locale?: string;
  path?: string;
}

async function visit(browser: Browser, mode: 'server' | 'static', { cookie, country, locale = 'en-US', path = '/' }: Visit) {
  const origin = mode === 'server' ? SERVER_ORIGIN : STATIC_ORIGIN;
  const options: BrowserContextOptions = { locale };
  if (mode === 'server' && country) options.extraHTTPHeaders = { 'cf-ipcountry': country };
  const context = await browser.newContext(options);
  if (cookie !== undefined) await setLangCookie(context, origin, cookie);
  const geo = mode === 'static' ? await routeGeo(context, country ?? 'US') : null;
  const page = await context.newPage();
  // The page's clock stands still, so the script's 1.5 s for the geo answer (GEO_TIMEOUT_MS) cannot
  // run out while a busy machine brings the answer from this test's route handler.
  if (mode === 'static') await page.clock.pauseAt(Date.now());
  await page.goto(`${origin}${path}`);
  return { context, page, origin, geo };
}

/** Where the visit ends: after a redirect the new page has loaded, otherwise the first one settles. */
async function landing(page: import('@playwright/test').Page, origin: string, expected: string) {
  await page.waitForURL(`${origin}${expected}`);
  await page.waitForLoadState('load');
  return new URL(page.url()).pathname;
}

for (const mode of ['server', 'static'] as const) {
  test.describe(`language of / (${mode === 'server' ? 'npm start' : 'plain static host, inline script'})`, () => {
    test('cookie lang=sv plus country FI → Swedish', async ({ browser }) => {
      const { page, origin, context } = await visit(browser, mode, { cookie: 'sv', country: 'FI' });
      expect(await landing(page, origin, '/sv/')).toBe('/sv/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE');
      await context.close();
    });

    test('no cookie plus country FI → Finnish', async ({ browser }) => {
      const { page, origin, context } = await visit(browser, mode, { country: 'FI' });
      expect(await landing(page, origin, '/fi/')).toBe('/fi/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'fi-FI');
      await context.close();
    });

    test('no cookie, unmapped country, browser language da → Danish', async ({ browser }) => {
      const { page, origin, context } = await visit(browser, mode, { country: 'US', locale: 'da-DK' });
      expect(await landing(page, origin, '/da/')).toBe('/da/');
      await context.close();
    });

    test('a junk cookie is ignored (country FI decides)', async ({ browser }) => {
      const { page, origin, context } = await visit(browser, mode, { cookie: 'klingon', country: 'FI' });
      expect(await landing(page, origin, '/fi/')).toBe('/fi/');
      await context.close();
    });

    test('cookie lang=en keeps English even for a Swedish visitor', async ({ browser }) => {
      const { page, context } = await visit(browser, mode, { cookie: 'en', country: 'SE', locale: 'sv-SE' });
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(page.locator('h1')).toHaveText('Nordic crypto news');
      await context.close();
    });

    test('/markets/ with country SE and no cookie stays English', async ({ browser }) => {
      const { page, context, geo } = await visit(browser, mode, { country: 'SE', locale: 'sv-SE', path: '/markets/' });
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe('/markets/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('h1')).toHaveText('Markets');
      if (geo) expect(geo.calls()).toBe(0);
      await context.close();
    });

    test('the switcher sets the cookie and the next visit to / honours it', async ({ browser }) => {
      // A visitor whose country and browser both say English.
      const { page, origin, context } = await visit(browser, mode, { country: 'US', locale: 'en-US', path: '/news/' });
      await page.waitForLoadState('networkidle');
      const svenska = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Svenska' });
      await svenska.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${origin}/sv/news/`);
      const cookie = (await context.cookies(origin)).find((c) => c.name === 'lang');
      expect(cookie?.value).toBe('sv');
      expect(cookie?.path).toBe('/');
      expect(cookie?.sameSite).toBe('Lax');
      // About a year (allow for the seconds the test takes).
      expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
      await page.goto(`${origin}/`);
      expect(await landing(page, origin, '/sv/')).toBe('/sv/');
      // Choosing English again keeps the visitor on / from then on.
      await page.getByRole('navigation', { name: 'Språk' }).getByRole('link', { name: 'English' }).click();
      await page.waitForURL(`${origin}/`);
      expect((await context.cookies(origin)).find((c) => c.name === 'lang')?.value).toBe('en');
      await page.goto(`${origin}/`);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe('/');
      await context.close();
    });

    test('a direct link to any other page is never redirected', async ({ browser }) => {
      for (const path of ['/news/', '/events/', '/newsletters/', '/api/']) {
        const { page, context } = await visit(browser, mode, { cookie: 'fi', country: 'SE', locale: 'da-DK', path });
        await page.waitForLoadState('networkidle');
        expect(new URL(page.url()).pathname, path).toBe(path);
        await context.close();
      }
    });
  });
}

test.describe('npm start specifics', () => {
  test('npm start answers / with a 307 (no page sent first) and leaves other paths alone', async ({ playwright }) => {
    const request = await playwright.request.newContext({ extraHTTPHeaders: { 'cf-ipcountry': 'FI' }, maxRedirects: 0 });
    const home = await request.get(`${SERVER_ORIGIN}/`, { maxRedirects: 0 });
    expect(home.status()).toBe(307);
    expect(home.headers()['location']).toMatch(/\/fi\/$/);
    const news = await request.get(`${SERVER_ORIGIN}/news/`, { maxRedirects: 0 });
    expect(news.status()).toBe(200);
    const vercel = await playwright.request.newContext({ extraHTTPHeaders: { 'x-vercel-ip-country': 'IS' } });
    expect((await vercel.get(`${SERVER_ORIGIN}/`, { maxRedirects: 0 })).headers()['location']).toMatch(/\/is\/$/);
    const english = await playwright.request.newContext({ extraHTTPHeaders: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect((await english.get(`${SERVER_ORIGIN}/`, { maxRedirects: 0 })).status()).toBe(200);
    await Promise.all([request.dispose(), vercel.dispose(), english.dispose()]);
  });
});

test.describe('plain static host specifics', () => {
  test('redirects at most once per tab: back on / after the guess, the visitor stays', async ({ browser }) => {
    const { page, origin, context } = await visit(browser, 'static', { country: 'FI' });
    expect(await landing(page, origin, '/fi/')).toBe('/fi/');
    await page.goto(`${origin}/`);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  test('a geo endpoint that does not answer is given up on, and the browser language decides', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'sv-SE' });
    const geo = await routeGeo(context, null);
    const page = await context.newPage();
    await page.goto(`${STATIC_ORIGIN}/`);
    expect(await landing(page, STATIC_ORIGIN, '/sv/')).toBe('/sv/');
    expect(geo.calls()).toBe(1);
    await context.close();
  });

  test('with a valid cookie the geo endpoint is not even asked', async ({ browser }) => {
    const { page, origin, context, geo } = await visit(browser, 'static', { cookie: 'is', country: 'FI' });
    expect(await landing(page, origin, '/is/')).toBe('/is/');
    expect(geo!.calls()).toBe(0);
    await context.close();
  });

  test('without JavaScript / is simply the English home page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fi-FI' });
    const page = await context.newPage();
    await page.goto(`${STATIC_ORIGIN}/`);
    await expect(page.locator('h1')).toHaveText('Nordic crypto news');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
