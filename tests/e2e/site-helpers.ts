import type { BrowserContext, Page } from '@playwright/test';
import da from '../../messages/da.json';
import en from '../../messages/en.json';
import fi from '../../messages/fi.json';
import is from '../../messages/is.json';
import nb from '../../messages/nb.json';
import nn from '../../messages/nn.json';
import sv from '../../messages/sv.json';
import { SERVER_ORIGIN } from './servers';

/** Shared bits of the site's browser tests (not a spec file: Playwright only runs *.spec.ts). */
export const MESSAGES = { en, nn, nb, sv, da, fi, is } as const;
export type Lang = keyof typeof MESSAGES;
export const LANGS = Object.keys(MESSAGES) as Lang[];

/** The one matrix: `npm start` serving the build. (A plain static host is only for what differs.) */
export const MODES = [['npm start', SERVER_ORIGIN]] as const;

/** The geo endpoint the static export is built with (`GEO_ENDPOINT`); tests answer it themselves. */
export const GEO_PATH = '/__geo';

// The site's own placeholder filling and page paths, so a test expects what the site prints.
export { fmt as fill } from '@/lib/i18n/fmt';
export { pagePath } from '@/lib/urls';

/** Answers the static export's geo lookup with a country (or never, to exercise the timeout). */
export async function routeGeo(target: Page | BrowserContext, country: string | null): Promise<{ calls: () => number }> {
  let calls = 0;
  await target.route(`**${GEO_PATH}`, async (route) => {
    calls++;
    if (country === null) return; // never answered: the page must give up after 1.5 s
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ country }),
    });
  });
  return { calls: () => calls };
}

/**
 * How far the page scrolls sideways (0 when it fits). Blocks below the screen that skip their
 * layout (content-visibility: auto) are laid out first, so they count; through the CSS object
 * model, as the page's policy allows no inline style element.
 */
export const overflow = (page: Page): Promise<number> =>
  page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
    return document.documentElement.scrollWidth - document.documentElement.clientWidth;
  });

/** Table regions that scroll sideways inside the page (tables must fit or stack). */
export const scrollingTables = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('.table-scroll')].filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.outerHTML.slice(0, 80)),
  );

export async function setLangCookie(context: BrowserContext, origin: string, value: string): Promise<void> {
  await context.addCookies([{ name: 'lang', value, url: origin }]);
}
