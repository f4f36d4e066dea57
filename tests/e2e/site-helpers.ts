import type AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

/** The exchanges' own APIs, which the markets pages read from the browser: unreachable in tests. */
export async function noExchanges(target: Page | BrowserContext): Promise<void> {
  for (const host of ['api.firi.com', 'api.coinmotion.com', 'api.nbx.com'])
    await target.route(`https://${host}/**`, (route) => route.abort());
}

/** WCAG 2.1 A and AA; `bestPractice` adds axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/**
 * The axe rules whose outcome can differ between two languages of one page: the language
 * attributes, and every rule about a text the page takes from messages/*.json or the content's
 * translations (names of links, buttons, fields, frames, images and landmarks, headings, the
 * title). Colours, contrast, structure and ARIA roles come from the same markup and CSS in every
 * language, so the full set runs once per page type and these run in the other languages.
 */
export const LANGUAGE_AXE_RULES = [
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'valid-lang',
  'document-title',
  'page-has-heading-one',
  'empty-heading',
  'empty-table-header',
  'link-name',
  'button-name',
  'input-button-name',
  'input-image-alt',
  'label',
  'select-name',
  'summary-name',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'aria-command-name',
  'aria-dialog-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-tooltip-name',
  'aria-treeitem-name',
  'frame-title',
  'frame-title-unique',
  'image-alt',
  'svg-img-alt',
  'role-img-alt',
  'area-alt',
  'object-alt',
  'landmark-unique',
] as const;

/** The rules whose outcome a colour scheme changes: a second theme of a page scanned in full needs only these. */
const THEME_AXE_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** How much of axe a scan runs: everything (WCAG A/AA, with or without best practices), the language rules or the theme's. */
export type AxeScan = 'full' | 'full+best-practice' | 'language' | 'theme';

type AxeRunOptions = Parameters<AxeBuilder['options']>[0];
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * axe-core as @axe-core/playwright ships it: the same copy (and version) its AxeBuilder injects.
 * Read from the file, as axe-core is that package's dependency, not ours.
 */
const AXE_SOURCE = readFileSync(
  require.resolve('axe-core/axe.min.js', { paths: [path.dirname(require.resolve('@axe-core/playwright'))] }),
  'utf8',
);

/**
 * Axe's violations on the whole loaded page (its same-origin frames included), each named with its
 * first nodes. Not AxeBuilder.analyze(): that injects axe-core (650 KB) into the page on every call
 * and then again into a new blank page that it opens to merge the frames' results, which made a
 * scan cost four times what the rules do. Here axe-core goes into each frame once and axe.run (the
 * same engine, rules and options) works through the frames itself. Only violations are collected:
 * the rules and the nodes they test are the same, the passes are just not written out.
 */
async function axeViolations(page: Page, options: AxeRunOptions, include?: string): Promise<string[]> {
  for (const frame of page.frames())
    if (!(await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')))
      await frame.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ([runOptions, part]) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: object) => Promise<AxeResults> } }).axe;
      const results = await axe.run(part ? { include: [part] } : document, { ...runOptions, resultTypes: ['violations'] });
      return results.violations.map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')})`,
      );
    },
    [options, include] as const,
  );
}

/** No axe violations on the loaded page (or on the part `include` selects), each named with its first nodes. */
export async function expectAxeClean(page: Page, scan: AxeScan, label: string, include?: string): Promise<void> {
  const runOnly =
    scan === 'language' || scan === 'theme'
      ? { type: 'rule' as const, values: scan === 'language' ? [...LANGUAGE_AXE_RULES] : [...THEME_AXE_RULES] }
      : { type: 'tag' as const, values: scan === 'full' ? [...AXE_TAGS] : [...AXE_TAGS, 'best-practice'] };
  expect(await axeViolations(page, { runOnly }, include), `${label} (axe, ${scan})`).toEqual([]);
}

/** The page fits its width: no sideways scrolling of the page, no table region scrolling sideways. */
export async function expectFits(page: Page, label: string): Promise<void> {
  expect(await overflow(page), label).toBe(0);
  expect(await scrollingTables(page), label).toEqual([]);
}

/**
 * The phone header: at most 120 px tall, a search field at least 160 px wide with the language's
 * placeholder, the current language named on screen, nothing of the header past the right edge
 * (no sideways-scrolling line hides a language or the "More" toggle).
 */
export async function expectPhoneHeader(page: Page, lang: Lang, label: string): Promise<void> {
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
  await expect(page.locator('#header-search-q'), label).toHaveAttribute('placeholder', MESSAGES[lang].search.placeholder);
  const current = page.locator('.langs details.langs-menu > summary');
  await expect(current, label).toBeInViewport({ ratio: 1 });
  // Named as the (wide screens') language row names the current language.
  const name = (await page.locator('.langs-row a[aria-current="true"]').textContent())?.trim();
  expect(name, label).toBeTruthy();
  await expect(current, label).toContainText(name!);
}
